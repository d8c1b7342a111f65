import { isKnownState, taskIdLabel, type JobKind } from '@pro-portal/rules';
import type { Session, Task } from '@pro-portal/sdk';
import { PATHS } from '../../../shared/paths';
import { JOB_WATCH_EVENT } from './job-watch-key';

/** A job the person asked to be told about. */
export interface WatchedJob {
  kind: JobKind;
  id: string;
  /** A task run's index within its group; absent for sessions. */
  groupIndex?: number;
  /** When the job was created (ISO): the list call asks only for the time the watched jobs were made in. */
  createdAt: string;
}

/** A watched job seen in a final state. */
export interface JobEnding extends WatchedJob {
  state: string;
  /** When the portal saw it ended (ISO). */
  endedAt: string;
}

/** The recent endings, newest first, and how many of them the person has not seen in the bell's list. */
export interface JobEndings {
  endings: JobEnding[];
  unread: number;
}

/** How many endings the bell keeps. */
export const MAX_ENDINGS = 20;

/** The Jobs page tab each kind of job is shown on. */
export const JOB_TAB: Record<JobKind, string> = { task: PATHS.TASK, webui: PATHS.WEBUI, solver: PATHS.SOLVER };

const KIND_NAMES: Record<JobKind, string> = { task: 'Task', webui: 'WebUI session', solver: 'Solver session' };

/** How a job is named in notices: 'Task 42[0]', 'WebUI session 7'. */
export const jobLabel = (job: WatchedJob): string =>
  `${KIND_NAMES[job.kind]} ${job.kind === 'task' ? taskIdLabel(job.id, job.groupIndex) : job.id}`;

/** One job's identity across lists and storage. */
export const jobRef = (job: Pick<WatchedJob, 'kind' | 'id' | 'groupIndex'>): string =>
  `${job.kind}:${job.id}:${job.groupIndex ?? ''}`;

/** A task run as it is watched. */
export const watchedTask = (task: Task): WatchedJob => ({
  kind: 'task',
  id: task.id,
  groupIndex: task.groupIndex,
  createdAt: task.createdAt.toISOString(),
});

/** A WebUI or solver session as it is watched. */
export const watchedSession = (kind: 'webui' | 'solver', session: Session): WatchedJob => ({
  kind,
  id: session.id,
  createdAt: session.created_at.toISOString(),
});

const isKind = (value: unknown): value is JobKind => value === 'task' || value === 'webui' || value === 'solver';

function toWatched(value: unknown): WatchedJob | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { kind, id, groupIndex, createdAt } = value as Record<string, unknown>;
  if (!isKind(kind) || typeof id !== 'string' || typeof createdAt !== 'string') return undefined;
  if (Number.isNaN(new Date(createdAt).getTime())) return undefined;
  return typeof groupIndex === 'number' ? { kind, id, groupIndex, createdAt } : { kind, id, createdAt };
}

function toEnding(value: unknown): JobEnding | undefined {
  const job = toWatched(value);
  const { state, endedAt } = value as Record<string, unknown>;
  if (!job || typeof state !== 'string' || !isKnownState(job.kind, state) || typeof endedAt !== 'string')
    return undefined;
  return { ...job, state, endedAt };
}

const listOf = <T>(value: unknown, read: (item: unknown) => T | undefined): T[] =>
  Array.isArray(value) ? value.map(read).filter((item): item is T => item !== undefined) : [];

function parse(raw: string | null): unknown {
  try {
    return raw === null ? undefined : (JSON.parse(raw) as unknown);
  } catch {
    return undefined;
  }
}

/** The watched jobs kept as `raw` (the stored text); anything unreadable counts as none. */
export const parseWatches = (raw: string | null): WatchedJob[] => listOf(parse(raw), toWatched);

/** The endings kept as `raw`; anything unreadable counts as none. */
export function parseEndings(raw: string | null): JobEndings {
  const value = parse(raw) as Partial<Record<keyof JobEndings, unknown>> | undefined;
  const endings = listOf(value?.endings, toEnding).slice(0, MAX_ENDINGS);
  const unread = typeof value?.unread === 'number' ? Math.min(Math.max(0, value.unread), endings.length) : 0;
  return { endings, unread };
}

export const readWatches = (key: string): WatchedJob[] => parseWatches(window.localStorage.getItem(key));
export const readEndings = (key: string): JobEndings => parseEndings(window.localStorage.getItem(key));

/** Keeps `value` under `key`, removing the key when `empty`, and tells this tab's readers. */
function write(key: string, value: unknown, empty: boolean): void {
  if (empty) window.localStorage.removeItem(key);
  else window.localStorage.setItem(key, JSON.stringify(value));
  window.dispatchEvent(new Event(JOB_WATCH_EVENT));
}

export const isWatched = (watches: readonly WatchedJob[], job: WatchedJob): boolean =>
  watches.some((watch) => jobRef(watch) === jobRef(job));

/** Adds the jobs to the watched ones (those already watched stay as they are). */
export function watchJobs(key: string, jobs: readonly WatchedJob[]): void {
  const watches = readWatches(key);
  const added = jobs.filter((job) => !isWatched(watches, job));
  write(key, [...watches, ...added], watches.length + added.length === 0);
}

/**
 * Takes the jobs out of the watched ones and answers those that were still watched: when two tabs
 * see the same ending, only the first tells it.
 */
export function unwatchJobs(key: string, jobs: readonly Pick<WatchedJob, 'kind' | 'id' | 'groupIndex'>[]): Set<string> {
  const refs = new Set(jobs.map(jobRef));
  const watches = readWatches(key);
  const kept = watches.filter((watch) => !refs.has(jobRef(watch)));
  const taken = new Set(watches.filter((watch) => refs.has(jobRef(watch))).map(jobRef));
  if (taken.size > 0) write(key, kept, kept.length === 0);
  return taken;
}

/** Puts the endings first among the kept ones, unread, keeping the newest MAX_ENDINGS. */
export function recordEndings(key: string, added: readonly JobEnding[]): void {
  if (added.length === 0) return;
  const { endings, unread } = readEndings(key);
  const all = [...added, ...endings].slice(0, MAX_ENDINGS);
  write(key, { endings: all, unread: Math.min(unread + added.length, all.length) }, false);
}

/** The person has seen the endings in the bell's list. */
export function markEndingsRead(key: string): void {
  const kept = readEndings(key);
  if (kept.unread > 0) write(key, { ...kept, unread: 0 }, kept.endings.length === 0);
}

/** Forgets the kept endings. */
export const clearEndings = (key: string): void => write(key, null, true);
