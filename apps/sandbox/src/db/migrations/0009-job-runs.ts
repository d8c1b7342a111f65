import type { Migration } from '../migrate.js';

/**
 * When each periodic job (retention with the sweep of unfinished files) last ran, for every instance
 * on one database: an instance runs it only after claiming the row with a conditional update, so it
 * runs once per interval however many instances tick. The epoch start makes the first tick due.
 */
export const jobRunsMigration: Migration = {
  id: '0009-job-runs',
  sql: `create table job_runs (
  name text primary key,
  last_run_at timestamptz not null
);
insert into job_runs (name, last_run_at) values ('retention', 'epoch');`,
};
