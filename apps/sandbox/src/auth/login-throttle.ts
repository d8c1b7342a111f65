import { sql } from 'kysely';
import type { Db } from '../db/db.js';
import { ApiError, ErrorCode } from '../errors.js';

const WINDOW_SECONDS = 5 * 60;
const MAX_ATTEMPTS = 5;

const span = sql<string>`make_interval(secs => ${WINDOW_SECONDS})`;
/** The row's attempts still inside the window. */
const recent = sql<Date[]>`array(select a from unnest(sign_in_attempts.attempted_at) a where a > now() - ${span})`;

/**
 * Counts a sign-in attempt for an account before its credentials are checked: after five attempts
 * within five minutes that did not succeed, the account answers 429 until the oldest leaves the
 * window. Counting and adding are one statement on the account's row, so instances that receive
 * attempts at the same moment still let exactly five through; an attempt whose instance dies before
 * it ends stays counted, as a failure.
 */
export async function countSignInAttempt(db: Db, accountKey: string): Promise<void> {
  await db.kysely
    .deleteFrom('sign_in_attempts')
    .where('last_attempt_at', '<', sql<Date>`now() - ${span}`)
    .execute();
  const counted = await db.kysely
    .insertInto('sign_in_attempts')
    .values({ account_key: accountKey, attempted_at: sql<Date[]>`array[now()]`, last_attempt_at: sql<Date>`now()` })
    .onConflict((oc) =>
      oc
        .column('account_key')
        .doUpdateSet({ attempted_at: sql<Date[]>`${recent} || now()`, last_attempt_at: sql<Date>`now()` })
        .where(sql<number>`cardinality(${recent})`, '<', MAX_ATTEMPTS),
    )
    .returning('account_key')
    .executeTakeFirst();
  if (counted) return;
  const lock = await db.kysely
    .selectFrom('sign_in_attempts')
    .select(
      sql<number>`(select ceil(extract(epoch from min(a) + ${span} - now())) from unnest(attempted_at) a where a > now() - ${span})`.as(
        'seconds',
      ),
    )
    .where('account_key', '=', accountKey)
    .executeTakeFirst();
  const retryAfter = Math.max(1, lock?.seconds ?? WINDOW_SECONDS);
  throw new ApiError(
    429,
    ErrorCode.invalidCredentials,
    `Too many failed sign-in attempts. Try again in ${retryAfter} seconds.`,
  );
}

/** A successful sign-in forgets the account's earlier attempts. */
export async function signInSucceeded(db: Db, accountKey: string): Promise<void> {
  await db.kysely.deleteFrom('sign_in_attempts').where('account_key', '=', accountKey).execute();
}
