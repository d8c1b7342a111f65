import { sql } from 'kysely';
import type { AppContext } from '../context.js';

/** The advisory lock an instance holds while it runs a tick of the job simulator ('PROJ' in ASCII). */
export const JOB_TICK_LOCK = 0x50524f4a;

/**
 * Runs one tick of the job simulator as the only instance doing job work at that moment; skips it
 * (false) while another instance runs its tick.
 *
 * On PostgreSQL the tick runs while a transaction holds the advisory lock JOB_TICK_LOCK, taken with
 * pg_try_advisory_xact_lock, so that of the instances on one database one at a time advances what
 * is due: each step (a state change and what goes with it: a response file, a repeat, a publish's
 * files, a hook call) is done by one instance. The lock's transaction only holds the lock; the
 * tick's own queries use the other connections of the pool. The lock ends with that transaction,
 * and with its connection: an instance killed mid-tick loses it at once, and the next instance to
 * tick carries on from the states in the database (a step commits its state change in one
 * transaction, so a step cut short is done again, whole). The steps still change state only from
 * the state they read, so a tick that outlives its lock (its connection cut while it works) cannot
 * move a job twice.
 *
 * The embedded engine is one process on one connection: no other instance ticks, and a transaction
 * held open on the only connection would make the tick's own queries wait for it forever. There
 * the tick runs without a lock.
 */
export async function tickAlone(ctx: AppContext, tick: () => Promise<void>): Promise<boolean> {
  if (!ctx.config.databaseUrl) {
    await tick();
    return true;
  }
  return ctx.db.kysely.transaction().execute(async (trx) => {
    const { rows } = await sql<{ held: boolean }>`select pg_try_advisory_xact_lock(${JOB_TICK_LOCK}) as held`.execute(
      trx,
    );
    if (!rows[0]?.held) return false;
    await tick();
    return true;
  });
}
