import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'kysely';
import type { Db } from '../db/db.js';
import { ErrorCode, RetryLater } from '../errors.js';

/** Failures counted together: those of the last five minutes. */
const WINDOW_SECONDS = 5 * 60;
/** Failures inside the window after which the next attempt starts a temporary block. */
const MAX_FAILURES = 5;
/** Failures inside the window after which each answer is slowed down (friction). */
const FRICTION_AFTER = 2;
/** Extra delay per failure beyond FRICTION_AFTER. */
const FRICTION_STEP_MS = 400;
/** Each block within the escalation period lasts twice the one before, at most this many times the first. */
const LONGEST_BLOCK_FACTOR = 60;
/** Blocks older than this no longer lengthen the next one (a row is dropped once nothing in it counts). */
const ESCALATION_SECONDS = 24 * 60 * 60;

const span = sql<string>`make_interval(secs => ${WINDOW_SECONDS})`;
const escalation = sql<string>`make_interval(secs => ${ESCALATION_SECONDS})`;
/** The row's failures still inside the window. */
const recent = sql<Date[]>`array(select a from unnest(sign_in_attempts.attempted_at) a where a > now() - ${span})`;
const notBlocked = sql<boolean>`(sign_in_attempts.blocked_until is null or sign_in_attempts.blocked_until <= now())`;
/** Blocks still counting towards escalation, this one included. */
const blocksNow = sql<number>`case when sign_in_attempts.last_blocked_at > now() - ${escalation} then sign_in_attempts.blocks + 1 else 1 end`;
const blockSeconds = (first: number) =>
  sql<number>`${first} * least(${LONGEST_BLOCK_FACTOR}, power(2, ${blocksNow} - 1))`;

/** The answer during a block: what happened and when to try again, never which limit was reached. */
const blocked = (seconds: number) =>
  new RetryLater(
    ErrorCode.tooManySignInAttempts,
    `Too many failed sign-in attempts. Try again in ${seconds} seconds.`,
    seconds,
  );

/**
 * The key sign-in attempts are counted under: one person (environment and user name, or the user of
 * an MFA step) from one source address, so that one person's failures neither block another person
 * nor the same person signing in from elsewhere, and nobody can lock out someone else.
 */
export const signInKey = (who: string, sourceAddress: string) => `${who}@${sourceAddress}`;

/**
 * Counts a sign-in attempt before its credentials are checked. After two failures within five
 * minutes each answer is slowed down; an attempt that finds five failures within five minutes starts
 * a temporary block (firstBlockSeconds, a minute by default, doubling with each further block within
 * a day, at most sixty times as long), and every attempt during a block answers 429. Counting and adding are one statement on the key's row,
 * so instances that receive attempts at the same moment still let exactly five through; an attempt
 * whose instance dies before it ends stays counted, as a failure.
 */
export async function countSignInAttempt(db: Db, key: string, firstBlockSeconds: number): Promise<void> {
  await db.kysely
    .deleteFrom('sign_in_attempts')
    .where('last_attempt_at', '<', sql<Date>`now() - ${span}`)
    .where((eb) => eb.or([eb('blocked_until', 'is', null), eb('blocked_until', '<', sql<Date>`now()`)]))
    .where((eb) =>
      eb.or([eb('last_blocked_at', 'is', null), eb('last_blocked_at', '<', sql<Date>`now() - ${escalation}`)]),
    )
    .execute();
  const counted = await db.kysely
    .insertInto('sign_in_attempts')
    .values({ account_key: key, attempted_at: sql<Date[]>`array[now()]`, last_attempt_at: sql<Date>`now()` })
    .onConflict((oc) =>
      oc
        .column('account_key')
        .doUpdateSet({ attempted_at: sql<Date[]>`${recent} || now()`, last_attempt_at: sql<Date>`now()` })
        .where(notBlocked)
        .where(sql<number>`cardinality(${recent})`, '<', MAX_FAILURES),
    )
    .returning(sql<number>`cardinality(attempted_at)`.as('attempts'))
    .executeTakeFirst();
  if (counted) {
    const earlierFailures = counted.attempts - 1;
    if (earlierFailures > FRICTION_AFTER) await sleep((earlierFailures - FRICTION_AFTER) * FRICTION_STEP_MS);
    return;
  }
  await db.kysely
    .updateTable('sign_in_attempts')
    .set({
      blocked_until: sql<Date>`now() + make_interval(secs => ${blockSeconds(firstBlockSeconds)})`,
      blocks: blocksNow,
      last_blocked_at: sql<Date>`now()`,
      attempted_at: sql<Date[]>`'{}'`,
      last_attempt_at: sql<Date>`now()`,
    })
    .where('account_key', '=', key)
    .where(notBlocked)
    .execute();
  const block = await db.kysely
    .selectFrom('sign_in_attempts')
    .select(sql<number>`ceil(extract(epoch from blocked_until - now()))`.as('seconds'))
    .where('account_key', '=', key)
    .executeTakeFirst();
  throw blocked(Math.max(1, Number(block?.seconds ?? firstBlockSeconds)));
}

/** A successful sign-in forgets the key's failures; its earlier blocks still lengthen a next one. */
export async function signInSucceeded(db: Db, key: string): Promise<void> {
  await db.kysely
    .updateTable('sign_in_attempts')
    .set({ attempted_at: sql<Date[]>`'{}'` })
    .where('account_key', '=', key)
    .execute();
}
