import { Transform, type Readable } from 'node:stream';
import { ApiError, ErrorCode, badRequest, notFound } from '../errors.js';

/**
 * Where the sandbox keeps files (app packages, icons, images, storage objects, task request data and
 * responses). Keys are relative paths such as 'apps/12/model.aimmspack'. A file is whole or absent:
 * a save cut short leaves nothing, and a reader never sees a file being written.
 */
export interface FileStore {
  /** Streams source to key, replacing what it held; 413 ApiError past maxBytes (and nothing is kept). */
  save(
    key: string,
    source: Readable,
    opts?: { maxBytes?: number; tooLargeMessage?: string },
  ): Promise<{ key: string; size: number }>;
  saveBuffer(key: string, data: Buffer | string): Promise<{ key: string; size: number }>;
  /** Opens key for reading; 404 ApiError when it does not exist. */
  open(key: string): Promise<{ stream: Readable; size: number }>;
  /** The whole content of key (for small files: a request to parse, an image to measure). */
  readBuffer(key: string): Promise<Buffer>;
  exists(key: string): Promise<boolean>;
  /** Every complete file, with its size, sorted by key (what a backup copies). */
  list(): Promise<{ key: string; size: number }[]>;
  /** Removes key; missing files are ignored. */
  remove(key: string): Promise<void>;
  /** Removes every file under a key prefix (a folder). */
  removeFolder(prefix: string): Promise<void>;
  /** Throws when the store cannot be written (the readiness check). */
  check(): Promise<void>;
  /** Removes what saves cut short by the death of their process left behind. */
  sweepUnfinished(): Promise<void>;
}

/** Rejects keys that are absolute or climb out of the root; the normalised key otherwise. */
export function safeKey(key: string): string {
  const normalised = key.replace(/\\/g, '/');
  const parts = normalised.split('/').filter((p) => p !== '' && p !== '.');
  if (normalised.startsWith('/') || parts.length === 0 || parts.some((p) => p === '..' || p.includes('\0'))) {
    throw badRequest(`The path '${key}' is not allowed.`, ErrorCode.storagePathInvalid);
  }
  return parts.join('/');
}

/** The answer to a key that holds no file. */
export const missing = () => notFound('The requested file does not exist.', ErrorCode.storageNotFound);

const tooLarge = (message?: string) =>
  new ApiError(413, ErrorCode.payloadTooLarge, message ?? 'The uploaded file is too large.');

/** Passes chunks on, counting them; fails with 413 past maxBytes. `size()` is the count so far. */
export function byteCounter(opts: { maxBytes?: number; tooLargeMessage?: string }) {
  let seen = 0;
  const max = opts.maxBytes ?? Number.MAX_SAFE_INTEGER;
  const stream = new Transform({
    transform(chunk: Buffer, _enc, done) {
      seen += chunk.length;
      if (seen > max) done(tooLarge(opts.tooLargeMessage));
      else done(null, chunk);
    },
  });
  return { stream, size: () => seen };
}

/** A multipart file stream cut at its limit says so by `truncated`: that too is a file too large. */
export function failWhenTruncated(source: Readable, message?: string): void {
  if ((source as Readable & { truncated?: boolean }).truncated) throw tooLarge(message);
}
