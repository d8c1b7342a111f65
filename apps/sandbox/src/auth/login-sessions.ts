import '@fastify/cookie';
import type { FastifyReply } from 'fastify';
import type { Db } from '../db/db.js';
import { hashToken, newToken } from './tokens.js';

export const SESSION_COOKIE = 'pro_session';
const SESSION_HOURS = 12;

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
  await db.query(
    `insert into login_sessions (token_hash, user_id, expires_at) values ($1, $2, now() + interval '${SESSION_HOURS} hours')`,
    [hashToken(token), userId],
  );
  await db.query('delete from login_sessions where expires_at < now()');
  reply.setCookie(SESSION_COOKIE, token, { httpOnly: true, sameSite: 'lax', path: '/', secure: overHttps(reply) });
}

/** The user id of a live session token, extending its lifetime; undefined when unknown or expired. */
export async function sessionUserId(db: Db, token: string): Promise<number | undefined> {
  const row = await db.one<{ user_id: number }>(
    `update login_sessions set expires_at = now() + interval '${SESSION_HOURS} hours'
      where token_hash = $1 and expires_at > now() returning user_id`,
    [hashToken(token)],
  );
  return row?.user_id;
}

/** Ends the session of a token and clears the cookie. */
export async function endLoginSession(db: Db, reply: FastifyReply, token: string | undefined): Promise<void> {
  if (token) await db.query('delete from login_sessions where token_hash = $1', [hashToken(token)]);
  reply.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: 'lax', path: '/' });
}
