import { isFinalState, type JobKind } from '@pro-portal/rules';
import { jobRef, type JobEnding, type WatchedJob } from './job-watches';

/** The order in which the kinds with watched jobs take turns: one list call per interval in all. */
const TURNS: readonly JobKind[] = ['task', 'webui', 'solver'];

/** How many jobs one list call asks for. */
export const WATCH_LIST_LIMIT = 100;

/** A job as a list answers it. */
export interface ListedJob {
  id: string;
  groupIndex?: number;
  state: string;
}

/** One list call's answer: a page of the jobs created in the asked time, and how many there are. */
export interface WatchListAnswer {
  jobs: ListedJob[];
  total: number;
}

/** The kind whose watched jobs are asked for next: the one after `previous` that has any. */
export function nextKind(watches: readonly WatchedJob[], previous?: JobKind): JobKind | undefined {
  const start = previous === undefined ? 0 : TURNS.indexOf(previous) + 1;
  return [...TURNS.slice(start), ...TURNS.slice(0, start)].find((kind) => watches.some((w) => w.kind === kind));
}

/** The first and last creation moments of the watched jobs (all of one kind): the list call asks for that time only. */
export function createdRange(watches: readonly WatchedJob[]): { from: Date; to: Date } {
  const times = watches.map((watch) => new Date(watch.createdAt).getTime());
  return { from: new Date(Math.min(...times)), to: new Date(Math.max(...times)) };
}

export interface Settled {
  /** Watched jobs the answer shows in a final state. */
  ended: JobEnding[];
  /** Watched jobs that no longer exist (deleted): the answer held every job of the time asked and not them. */
  gone: WatchedJob[];
  /** Where the next call for this kind starts: further on while watched jobs are missing from a partial answer. */
  nextOffset: number;
}

/** What one answer says about the watched jobs of its kind, asked from `offset`. */
export function settle(
  watches: readonly WatchedJob[],
  answer: WatchListAnswer,
  offset: number,
  now = new Date(),
): Settled {
  const listed = new Map(answer.jobs.map((job) => [jobRef({ kind: watches[0]?.kind ?? 'task', ...job }), job]));
  const ended: JobEnding[] = [];
  const missing: WatchedJob[] = [];
  for (const watch of watches) {
    const job = listed.get(jobRef(watch));
    if (!job) missing.push(watch);
    else if (isFinalState(watch.kind, job.state))
      ended.push({ ...watch, state: job.state, endedAt: now.toISOString() });
  }
  const seenAll = offset === 0 && answer.jobs.length >= answer.total;
  const more = offset + answer.jobs.length < answer.total;
  return {
    ended,
    gone: seenAll ? missing : [],
    nextOffset: missing.length > 0 && more ? offset + answer.jobs.length : 0,
  };
}
