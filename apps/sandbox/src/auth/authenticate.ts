import '@fastify/cookie';
import type { FastifyRequest } from 'fastify';
import type { Caller } from '../context.js';
import type { Db } from '../db/db.js';
import { resolveApiKey } from './api-keys.js';
import { loadCaller } from './caller.js';
import { SESSION_COOKIE, sessionCaller } from './login-sessions.js';

/**
 * The caller of a request: the owner of the `apiKey` header when present (401 when invalid or expired),
 * else the user of the session cookie, else null.
 */
export async function authenticate(db: Db, req: FastifyRequest): Promise<Caller | null> {
  const header = req.headers.apikey;
  const apiKey = Array.isArray(header) ? header[0] : header;
  if (apiKey) {
    const key = await resolveApiKey(db, apiKey);
    const caller = await loadCaller(db, key.userId);
    return caller ? { ...caller, viaApiKey: { keyName: key.keyName, scopes: key.scopes } } : null;
  }
  const token = req.cookies?.[SESSION_COOKIE];
  if (!token) return null;
  return (await sessionCaller(db, token)) ?? null;
}
