import '@fastify/cookie';
import type { FastifyReply } from 'fastify';
import { sql } from 'kysely';
import type { Caller } from '../context.js';
import type { Db } from '../db/db.js';
import { callerRows, toCaller } from './caller.js';
import { hashToken, newToken } from './tokens.js';

export const SESSION_COOKIE = 'pro_session';
const SESSION_HOURS = 12;

/** The database's now() plus some hours (the database's clock decides expiry). */
const hoursFromNow = (hours: number) => sql<Date>`now() + make_interval(hours => ${hours})`;

/**
 * True when the browser reached the sandbox over https, directly or through a proxy saying so.
 * Trusting X-Forwarded-Proto here only ever makes the cookie stricter.
 */
function overHttps(reply: FastifyReply): boolean {
  const forwarded = String(reply.request.headers['x-forwarded-proto'] ?? '')
    .split(',')[0]!
    .trim()
    .toLowerCase();
  return reply.request.protocol === 'https' || forwarded === 'https';
}

/** Starts a session for the user and sets the pro_session cookie on the reply. */
export async function startLoginSession(db: Db, reply: FastifyReply, userId: number): Promise<void> {
  const token = newToken();
  await db.kysely
    .insertInto('login_sessions')
    .values({ token_hash: hashToken(token), user_id: userId, expires_at: hoursFromNow(SESSION_HOURS) })
    .execute();
  await db.kysely
    .deleteFrom('login_sessions')
    .where('expires_at', '<', sql<Date>`now()`)
    .execute();
  reply.setCookie(SESSION_COOKIE, token, { httpOnly: true, sameSite: 'lax', path: '/', secure: overHttps(reply) });
}

/**
 * A session in use lives on: its expiry moves to SESSION_HOURS from now, at most once a minute, so that
 * the requests of a busy page read the session without writing it.
 */
const REFRESH_EVERY = sql<Date>`now() + make_interval(hours => ${SESSION_HOURS}, mins => -1)`;

/**
 * The caller of a live session token, read with its user in one query, extending the session's
 * lifetime; undefined when the token is unknown or expired, or its user no longer exists.
 */
export async function sessionCaller(db: Db, token: string): Promise<Caller | undefined> {
  const tokenHash = hashToken(token);
  const row = await callerRows(db)
    .innerJoin('login_sessions as s', 's.user_id', 'u.id')
    .select((eb) => eb('s.expires_at', '<', REFRESH_EVERY).as('stale'))
    .where('s.token_hash', '=', tokenHash)
    .where('s.expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst();
  if (!row) return undefined;
  if (row.stale) {
    await db.kysely
      .updateTable('login_sessions')
      .set({ expires_at: hoursFromNow(SESSION_HOURS) })
      .where('token_hash', '=', tokenHash)
      .execute();
  }
  return toCaller(row);
}

/** Ends the session of a token and clears the cookie. */
export async function endLoginSession(db: Db, reply: FastifyReply, token: string | undefined): Promise<void> {
  if (token) await db.kysely.deleteFrom('login_sessions').where('token_hash', '=', hashToken(token)).execute();
  reply.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: 'lax', path: '/' });
}
