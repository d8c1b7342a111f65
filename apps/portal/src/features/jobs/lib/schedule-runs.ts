import { taskIdLabel, toIsoDate } from '@pro-portal/rules';
import type { Task } from '@pro-portal/sdk';
import { zonedInstant } from './schedule';

export type ScheduleRange = 'day' | 'week';

/** The days a schedule shows (year-month-day in the zone) and the moments they span. */
export interface ScheduleWindow {
  days: string[];
  start: Date;
  end: Date;
}

/** One run of a scheduled or repeating task: its own queued run, or a later one the interval makes. */
export interface ScheduledRun {
  /** The run's label: its task id with the run's index in the group ('abc[2]'). */
  key: string;
  task: Task;
  at: Date;
  /** When it is expected to end: `at` plus the run time the task's last completed run took. */
  until: Date;
  /** A run the interval will queue later (the platform queues one repeat at a time). */
  projected: boolean;
  /** Labels of the other runs that are expected to be running at the same time. */
  overlaps: string[];
}

/** A run is expected to take at least this long when no earlier run of its task says otherwise. */
export const MIN_RUN_SECONDS = 60;
/** At most this many runs of one task in one window; the rest are counted, not listed. */
export const MAX_RUNS_PER_TASK = 48;

const DAY_MS = 86_400_000;

/** `day` (year-month-day) moved by `days` calendar days. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The Monday of `day`'s week (weeks start on Monday, as in ISO 8601). */
const mondayOf = (day: string) => addDays(day, -((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7));

/** The day or the week (Monday to Sunday) around `day`, from its first midnight to the next day's, in `timeZone`. */
export function scheduleWindow(day: string, range: ScheduleRange, timeZone?: string): ScheduleWindow {
  const first = range === 'week' ? mondayOf(day) : day;
  const days = Array.from({ length: range === 'week' ? 7 : 1 }, (_, i) => addDays(first, i));
  return {
    days,
    start: zonedInstant(first, '00:00', timeZone),
    end: zonedInstant(addDays(days[days.length - 1], 1), '00:00', timeZone),
  };
}

/** The day a moment falls on in `timeZone`. */
export const dayOf = (at: Date, timeZone?: string) => toIsoDate(at, timeZone);

/**
 * The seconds each task's runs are expected to take: the run time of the newest completed run of
 * the same task (the same id), at least MIN_RUN_SECONDS.
 */
export function expectedRunSeconds(completed: readonly Task[]): (task: Task) => number {
  const byId = new Map<string, number>();
  for (const task of completed) {
    if (task.runTime != null && !byId.has(task.id)) byId.set(task.id, task.runTime);
  }
  return (task) => Math.max(MIN_RUN_SECONDS, byId.get(task.id) ?? 0);
}

/**
 * The runs of `queued` tasks that start within `window`: each task's own run at its scheduleFor
 * (a queued task without one waits only for a free session: it is not on the schedule), and for a
 * task with a scheduleInterval the runs that follow it, one interval apart, at most
 * MAX_RUNS_PER_TASK of a task (`hidden` counts the others). Runs are in time order; each names the
 * runs it is expected to overlap (one starts before the other is expected to end).
 */
export function scheduledRuns(
  queued: readonly Task[],
  window: Pick<ScheduleWindow, 'start' | 'end'>,
  expectedSeconds: (task: Task) => number,
): { runs: ScheduledRun[]; hidden: number } {
  const start = window.start.getTime();
  const end = window.end.getTime();
  const runs: ScheduledRun[] = [];
  let hidden = 0;
  for (const task of queued) {
    if (!task.scheduleFor) continue;
    const first = task.scheduleFor.getTime();
    const step = (task.scheduleInterval ?? 0) * 1000;
    const duration = expectedSeconds(task) * 1000;
    // The first repeat at or after the window's start (runs before it are not shown).
    let n = step > 0 && first < start ? Math.ceil((start - first) / step) : 0;
    let shown = 0;
    for (let at = first + n * step; at < end; n++, at = first + n * step) {
      if (at >= start) {
        if (shown === MAX_RUNS_PER_TASK) {
          hidden += Math.ceil((end - at) / step);
          break;
        }
        runs.push({
          key: taskIdLabel(task.id, task.groupIndex + n),
          task,
          at: new Date(at),
          until: new Date(at + duration),
          projected: n > 0,
          overlaps: [],
        });
        shown++;
      }
      if (step === 0) break;
    }
  }
  runs.sort((a, b) => a.at.getTime() - b.at.getTime() || a.key.localeCompare(b.key));
  for (let i = 0; i < runs.length; i++) {
    for (let j = i + 1; j < runs.length && runs[j].at < runs[i].until; j++) {
      runs[i].overlaps.push(runs[j].key);
      runs[j].overlaps.push(runs[i].key);
    }
  }
  return { runs, hidden };
}

/** The next `count` runs of a task, from its own queued run on (one interval apart). */
export function nextRuns(task: Task, count: number): Date[] {
  if (!task.scheduleFor) return [];
  const first = task.scheduleFor.getTime();
  const step = (task.scheduleInterval ?? 0) * 1000;
  return Array.from({ length: step > 0 ? count : 1 }, (_, n) => new Date(first + n * step));
}
