import type { Db } from '../db/db.js';
import { ApiError, ErrorCode } from '../errors.js';
import { hashToken, newToken } from './tokens.js';

type TokenPurpose = 'mfa-login' | 'verify-password';

/** Issues a short-lived single-purpose token for a user (5 minutes for sign-in, 15 for MFA set-up). */
export async function issueToken(db: Db, userId: number, purpose: TokenPurpose, data?: string): Promise<string> {
  const token = newToken();
  const minutes = purpose === 'mfa-login' ? 5 : 15;
  await db.query('delete from verification_tokens where expires_at < now()');
  await db.query(
    `insert into verification_tokens (token_hash, user_id, purpose, data, expires_at)
     values ($1, $2, $3, $4, now() + interval '${minutes} minutes')`,
    [hashToken(token), userId, purpose, data ?? null],
  );
  return token;
}

/** The user id and data of a live token of this purpose; 401 otherwise. */
export async function readToken(
  db: Db,
  token: string,
  purpose: TokenPurpose,
  userId?: number,
): Promise<{ userId: number; data: string | null }> {
  const row = await db.one<{ user_id: number; data: string | null }>(
    'select user_id, data from verification_tokens where token_hash = $1 and purpose = $2 and expires_at > now()',
    [hashToken(token), purpose],
  );
  if (!row || (userId !== undefined && row.user_id !== userId)) {
    throw new ApiError(
      401,
      ErrorCode.invalidVerificationToken,
      'The verification token is invalid or has expired. Please start again.',
    );
  }
  return { userId: row.user_id, data: row.data };
}

export async function dropToken(db: Db, token: string): Promise<void> {
  await db.query('delete from verification_tokens where token_hash = $1', [hashToken(token)]);
}
