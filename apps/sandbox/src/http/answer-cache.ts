import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { SESSION_COOKIE } from '../auth/login-sessions.js';
import type { DataChanges } from '../db/data-changes.js';
import { routeConfig } from './register-api.js';
import { REQUEST_ID_HEADER } from './request-ids.js';

/**
 * How long a kept answer is given again at most: what the data's version does not see (the clock,
 * read by expiries and durations) is never older than this.
 */
const KEEP_MS = 1000;
/** The largest answer kept, and the most all kept answers take together. */
const MAX_ANSWER_CHARS = 1024 * 1024;
const MAX_KEPT_CHARS = 32 * 1024 * 1024;
/** Headers that belong to one answer alone. */
const OWN_HEADERS = new Set([REQUEST_ID_HEADER, 'content-length', 'date', 'set-cookie']);

interface KeptAnswer {
  version: number;
  headers: Record<string, string>;
  body: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set while this request's answer may be kept: its key, and the data's version when it arrived. */
    keepAs: { key: string; version: number; done: () => void } | null;
  }
}

/**
 * The key of a request whose answer may be given again while the data stands still: a read (GET) of
 * an API operation by a session, keyed by the session, the address and what the caller accepts (the
 * only header the operations read). Calls with an API key are not kept.
 */
function answerKey(req: FastifyRequest): string | undefined {
  if (req.method !== 'GET' || req.headers.apikey !== undefined) return undefined;
  if (!routeConfig(req).operationId) return undefined;
  const session = req.cookies?.[SESSION_COOKIE];
  return session ? `${session}\n${req.headers.accept ?? ''}\n${req.url}` : undefined;
}

/** A 200 JSON answer that sets no cookie, with its headers but those of this answer alone; undefined for any other. */
function keepable(reply: FastifyReply, payload: unknown): Omit<KeptAnswer, 'version'> | undefined {
  if (reply.statusCode !== 200 || typeof payload !== 'string' || payload.length > MAX_ANSWER_CHARS) return undefined;
  if (reply.hasHeader('set-cookie') || !String(reply.getHeader('content-type')).startsWith('application/json'))
    return undefined;
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (!OWN_HEADERS.has(name) && typeof value === 'string') headers[name] = value;
  }
  return { headers, body: payload };
}

/**
 * Gives again the JSON answer of a read while the stored data's version has not moved since it was
 * made (and for KEEP_MS at most), without reading the database: the session, its caller and the
 * answer were all read from data that has not changed since. An answer made while the data changed
 * is not kept. `given` is told of each answer given again.
 */
export function installAnswerCache(app: FastifyInstance, changes: DataChanges, given: () => void): void {
  const kept = new LRUCache<string, KeptAnswer>({
    ttl: KEEP_MS,
    maxSize: MAX_KEPT_CHARS,
    sizeCalculation: (answer) => answer.body.length + 1,
  });
  // The reads being answered now whose answers may be kept, by key: a read arriving meanwhile with
  // the same key and version waits for that answer rather than reading the database again.
  const making = new Map<string, { version: number; made: Promise<void> }>();
  app.decorateRequest('keepAs', null);

  app.addHook('onRequest', async (req, reply) => {
    const key = answerKey(req);
    const version = changes.version();
    if (key === undefined || version === undefined) return;
    const other = making.get(key);
    if (other?.version === version && kept.get(key)?.version !== version) await other.made;
    const answer = kept.get(key);
    if (answer?.version === version && changes.version() === version) {
      given();
      return reply.headers(answer.headers).send(answer.body);
    }
    let finish!: () => void;
    const made = new Promise<void>((resolve) => (finish = resolve));
    if (making.get(key)?.version !== version) making.set(key, { version, made });
    req.keepAs = {
      key,
      version,
      done: () => {
        if (making.get(key)?.made === made) making.delete(key);
        finish();
      },
    };
  });

  app.addHook('onSend', async (req, reply, payload) => {
    const keepAs = req.keepAs;
    if (!keepAs) return payload;
    const answer = keepable(reply, payload);
    if (answer && changes.version() === keepAs.version) kept.set(keepAs.key, { version: keepAs.version, ...answer });
    keepAs.done();
    return payload;
  });
  // A read that ends without an answer (its client left) lets those waiting for it read for themselves.
  app.addHook('onResponse', async (req) => req.keepAs?.done());
  app.addHook('onRequestAbort', async (req) => req.keepAs?.done());
}
