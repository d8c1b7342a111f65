/** A request whose body sends `head`, then chunks of filler forever (until the server goes away). */
export function endlessUpload(
  url: string,
  headers: Record<string, string>,
  head: string,
): { done: Promise<unknown>; stop: () => void } {
  let timer: NodeJS.Timeout | undefined;
  let streamController: ReadableStreamDefaultController<Uint8Array> | undefined;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      streamController = controller;
      controller.enqueue(new TextEncoder().encode(head));
      const chunk = new Uint8Array(256 * 1024).fill(65);
      timer = setInterval(() => {
        try {
          controller.enqueue(chunk);
        } catch {
          clearInterval(timer);
        }
      }, 20);
    },
    cancel() {
      clearInterval(timer);
    },
  });
  const done = fetch(url, { method: 'POST', headers, body, duplex: 'half' } as RequestInit & { duplex: 'half' })
    .then((r) => r.text())
    .catch((err: unknown) => err)
    .finally(() => clearInterval(timer));
  const stop = () => {
    clearInterval(timer);
    try {
      streamController?.error(new Error('stopped'));
    } catch {
      // already closed
    }
  };
  return { done, stop };
}
