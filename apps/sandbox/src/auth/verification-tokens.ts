import { sql } from 'kysely';
import type { Db } from '../db/db.js';
import { ApiError, ErrorCode } from '../errors.js';
import { hashToken, newToken } from './tokens.js';

/** mfa-login: between pro-login and totp-mfa; mfa-enrol: between pro-login and the enrolment the MFA policy requires (data: the new secret); verify-password: MFA set-up. */
type TokenPurpose = 'mfa-login' | 'mfa-enrol' | 'verify-password';

/** Issues a short-lived single-purpose token for a user (5 minutes for a sign-in's code, 15 for MFA set-up). */
export async function issueToken(db: Db, userId: number, purpose: TokenPurpose, data?: string): Promise<string> {
  const token = newToken();
  const minutes = purpose === 'mfa-login' ? 5 : 15;
  await db.kysely
    .deleteFrom('verification_tokens')
    .where('expires_at', '<', sql<Date>`now()`)
    .execute();
  await db.kysely
    .insertInto('verification_tokens')
    .values({
      token_hash: hashToken(token),
      user_id: userId,
      purpose,
      data: data ?? null,
      expires_at: sql<Date>`now() + make_interval(mins => ${minutes})`,
    })
    .execute();
  return token;
}

/**
 * The user id and data of a live token of this purpose. A token refused while signing in answers 401;
 * one refused within a signed-in session (`userId` given) answers 400, since a 401 tells the portal
 * that the session is over and it signs the person out.
 */
export async function readToken(
  db: Db,
  token: string,
  purpose: TokenPurpose,
  userId?: number,
): Promise<{ userId: number; data: string | null }> {
  const row = await db.kysely
    .selectFrom('verification_tokens')
    .select(['user_id', 'data'])
    .where('token_hash', '=', hashToken(token))
    .where('purpose', '=', purpose)
    .where('expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst();
  if (!row || (userId !== undefined && row.user_id !== userId)) {
    throw new ApiError(
      userId === undefined ? 401 : 400,
      ErrorCode.invalidVerificationToken,
      'The verification token is invalid or has expired. Please start again.',
    );
  }
  return { userId: row.user_id, data: row.data };
}

export async function dropToken(db: Db, token: string): Promise<void> {
  await db.kysely.deleteFrom('verification_tokens').where('token_hash', '=', hashToken(token)).execute();
}
