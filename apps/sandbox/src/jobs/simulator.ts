import type { AppContext } from '../context.js';
import { claimPeriodicRun } from './job-runs.js';
import { advancePublishes } from './publish-step.js';
import { applyRetention } from './retention.js';
import { advanceSessions } from './session-steps.js';
import { advanceTasks } from './task-steps.js';
import type { DataChanges } from '../db/data-changes.js';
import { nextStepDue } from './timing.js';
import { tickAlone } from './tick-lock.js';

/** How often retention runs at JOB_SPEED 1 (scaled like every other step, at least every 500 ms). */
const RETENTION_EVERY_MS = 60_000;

/**
 * Starts the job simulator: every tick it advances what is due in the database (publishes, tasks,
 * sessions), so a restarted server, or another instance on the same database, resumes where it
 * stopped. While the stored data stand still (`changes`: no write here, none announced by another
 * instance) nothing becomes due before the step found due next, so until then a tick asks nothing.
 * Of several instances one at a time runs a tick (see tickAlone), and retention with the sweep of
 * unfinished files runs once per interval across them. Returns a function that stops it: no tick
 * starts after it is called, and it resolves once the running tick has finished. A tick that fails
 * goes to `logError` and the next tick tries again.
 */
export function startJobs(
  ctx: AppContext,
  changes: DataChanges,
  logError: (message: string) => void,
): () => Promise<void> {
  const tickMs = Math.min(500, Math.max(50, Math.round(250 / ctx.config.jobSpeed)));
  const retentionEvery = Math.max(500, RETENTION_EVERY_MS / ctx.config.jobSpeed);
  let stopped = false;
  let running: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  // A claim, won or lost, means nobody claims again within the interval: ask again only after it.
  let nextRetentionClaim = 0;
  // What the last look saw: the data's version then, and when the next step was due.
  let looked: { version: number; nextDue: number } | undefined;

  const advanceDue = async (now: Date) => {
    const version = changes.version();
    if (looked && version === looked.version && now.getTime() < looked.nextDue) return;
    // The version is read before the look, so a write during it makes the next tick look again.
    const nextDue = await nextStepDue(ctx.db);
    looked = version === undefined ? undefined : { version, nextDue };
    if (nextDue > now.getTime()) return;
    await advancePublishes(ctx, now);
    await advanceTasks(ctx, now);
    await advanceSessions(ctx, now);
  };

  const advance = async () => {
    const now = new Date();
    await advanceDue(now);
    if (now.getTime() < nextRetentionClaim) return;
    nextRetentionClaim = now.getTime() + retentionEvery;
    if (await claimPeriodicRun(ctx.db, 'retention', retentionEvery)) {
      await applyRetention(ctx, now);
      await ctx.files.sweepUnfinished();
    }
  };

  const tick = async () => {
    try {
      await tickAlone(ctx, advance);
    } catch (err) {
      if (!stopped) logError(`job simulator: ${(err as Error).message}`);
    }
  };

  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = tick().finally(schedule);
    }, tickMs);
  };
  schedule();

  return async () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    await running;
  };
}
