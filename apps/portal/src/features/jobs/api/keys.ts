import type { JobKind } from '@pro-portal/rules';

/** SWR keys of the Jobs page: ['jobs', kind, ...params]. */
export const jobsKeys = {
  all: ['jobs'] as const,
  list: (kind: JobKind, page: number) => ['jobs', kind, 'list', page] as const,
  logs: (kind: 'webui' | 'solver', sessionId: string, filter: LogsFilter) =>
    ['jobs', kind, 'logs', sessionId, filter] as const,
  apps: ['jobs', 'task-apps'] as const,
};

export interface LogsFilter {
  page: number;
  contains: string;
  /** ISO-8601 moments, '' for no bound. */
  from: string;
  to: string;
}

/** Matches every cached list of `kind`, whatever its page. */
export const isListOf = (kind: JobKind) => (key: unknown) =>
  Array.isArray(key) && key[0] === 'jobs' && key[1] === kind && key[2] === 'list';
