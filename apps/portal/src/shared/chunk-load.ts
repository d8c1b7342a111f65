/** Tries of a chunk before its import fails, and the pause before the second and third. */
const CHUNK_ATTEMPTS = 3;
const RETRY_PAUSE_MS = [400, 1200];

interface WebpackRequire {
  e: (chunkId: string | number) => Promise<unknown>;
}
declare const __webpack_require__: WebpackRequire | undefined;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Is this the failure of a lazily loaded chunk (webpack's ChunkLoadError, or a browser's failed module import)? */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error.name === 'ChunkLoadError' || /Loading (CSS )?chunk .* failed|dynamically imported module/i.test(error.message)
  );
}

/**
 * Every lazily loaded chunk is tried three times before its import fails: a short network cut or a
 * server restart costs a moment instead of a page. (webpack forgets a failed chunk, so each try
 * really asks again.)
 */
export function retryChunkLoads(): void {
  if (typeof __webpack_require__ === 'undefined' || !__webpack_require__) return;
  const webpack = __webpack_require__;
  const ensure = webpack.e;
  webpack.e = async (chunkId) => {
    for (let attempt = 1; ; attempt++) {
      try {
        return await ensure(chunkId);
      } catch (error) {
        if (attempt >= CHUNK_ATTEMPTS || !isChunkLoadError(error)) throw error;
        await pause(RETRY_PAUSE_MS[attempt - 1] ?? 0);
      }
    }
  };
}
