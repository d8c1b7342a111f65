import type { AppContext } from '../context.js';
import { advancePublishes } from './publish-step.js';
import { applyRetention } from './retention.js';
import { advanceSessions } from './session-steps.js';
import { advanceTasks } from './task-steps.js';

/** How often retention runs at JOB_SPEED 1 (scaled like every other step, at least every 500 ms). */
const RETENTION_EVERY_MS = 60_000;

/**
 * Starts the job simulator: every tick it advances what is due in the database (publishes, tasks,
 * sessions), so a restarted server resumes where it stopped. Returns a function that stops it.
 */
export function startJobs(ctx: AppContext): () => Promise<void> {
  const tickMs = Math.min(500, Math.max(50, Math.round(250 / ctx.config.jobSpeed)));
  let stopped = false;
  let running: Promise<void> = Promise.resolve();
  let lastRetention = 0;
  const retentionEvery = Math.max(500, RETENTION_EVERY_MS / ctx.config.jobSpeed);
  let timer: NodeJS.Timeout | undefined;

  const tick = async () => {
    const now = new Date();
    try {
      await advancePublishes(ctx, now);
      await advanceTasks(ctx, now);
      await advanceSessions(ctx, now);
      if (now.getTime() - lastRetention >= retentionEvery) {
        lastRetention = now.getTime();
        await applyRetention(ctx, now);
        await ctx.files.sweepUnfinished();
      }
    } catch (err) {
      if (!stopped) console.error('job simulator:', (err as Error).message);
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
