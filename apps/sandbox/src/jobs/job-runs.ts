import { sql } from 'kysely';
import type { Db } from '../db/db.js';
import { sqlNow } from '../db/db.js';

/** The periodic jobs recorded in job_runs. */
export type PeriodicJob = 'retention';

/**
 * Claims a periodic job when its last run, by whichever instance, began at least `everyMs` ago:
 * true when the caller runs it now. The claim is one conditional update, so of the instances that
 * try at the same time one wins, and the database's clock decides for all of them. A claimant that
 * dies before the job is done leaves it for the next interval.
 */
export async function claimPeriodicRun(db: Db, job: PeriodicJob, everyMs: number): Promise<boolean> {
  const claimed = await db.kysely
    .updateTable('job_runs')
    .set({ last_run_at: sqlNow() })
    .where('name', '=', job)
    .where('last_run_at', '<=', sql<Date>`now() - make_interval(secs => ${everyMs / 1000})`)
    .returning('name')
    .executeTakeFirst();
  return claimed !== undefined;
}
