import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One scripted answer: a status with headers and a body, a delay first, or a dropped connection. */
export type Scripted =
  { status: number; body?: unknown; headers?: Record<string, string>; delayMs?: number } | { drop: true };

export interface FailingServer {
  /**
   * The base URL of the running test, http://127.0.0.1:port/t<n>: a request of an earlier test that
   * the server only reads now (a cancelled call's) is answered 410 without taking a scripted answer
   * or being counted as received.
   */
  readonly baseUrl: string;
  /** What the server received in this test, in order: method, path (after the base URL) and headers. */
  readonly received: { method: string; url: string; headers: IncomingMessage['headers']; at: number }[];
  /** Queues the next answers; once used up, every request is answered 200 with `{ ok: true }`. */
  script(...answers: Scripted[]): void;
}

/**
 * A real HTTP server on 127.0.0.1 that fails on purpose, started before the tests of the calling
 * describe and stopped after them: each request takes the next scripted answer.
 */
export function failingServer(): FailingServer {
  const queue: Scripted[] = [];
  const received: FailingServer['received'] = [];
  let server: Server;
  let origin = '';
  let test = 0;
  const state = {
    get baseUrl() {
      return `${origin}/t${test}`;
    },
    received,
    script: (...answers: Scripted[]) => void queue.push(...answers),
  };
  beforeAll(async () => {
    server = createServer((request, response) => {
      const [, prefix, url = '/'] = /^\/t(\d+)(\/.*)?$/.exec(request.url ?? '') ?? [];
      if (Number(prefix) !== test) return void response.writeHead(410).end();
      received.push({ method: request.method ?? '', url, headers: request.headers, at: Date.now() });
      const next = queue.shift() ?? { status: 200, body: { ok: true } };
      if ('drop' in next) return void request.socket.destroy();
      const answer = () => {
        const text =
          next.body === undefined ? '' : typeof next.body === 'string' ? next.body : JSON.stringify(next.body);
        const type = typeof next.body === 'string' ? 'text/html' : 'application/json';
        response.writeHead(next.status, { 'content-type': type, ...next.headers }).end(text);
      };
      if (next.delayMs) setTimeout(answer, next.delayMs);
      else answer();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  beforeEach(() => {
    test += 1;
    queue.length = 0;
    received.length = 0;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
  return state;
}
