import type { Migration } from '../migrate.js';

/**
 * What the unified sessions overview shows beside a session's state: the peak memory (Mi) and CPU
 * (millicores) the session reaches once it runs, drawn once per session (existing rows included) within
 * its kind's limits, and the events of its life (the state it entered and when), oldest first.
 */
export const sessionFiguresMigration: Migration = {
  id: '0013-session-figures',
  sql: `alter table sessions
  add column peak_memory_mi integer not null default (128 + floor(random() * 1792))::integer,
  add column peak_cpu_m integer not null default (50 + floor(random() * 900))::integer;
alter table tasks
  add column peak_memory_mi integer not null default (128 + floor(random() * 1792))::integer,
  add column peak_cpu_m integer not null default (50 + floor(random() * 900))::integer;
create table session_events (
  id serial primary key,
  kind text not null,
  session_id text not null,
  event text not null,
  at timestamptz not null default now()
);
create index session_events_session on session_events (kind, session_id, id);
insert into session_events (kind, session_id, event, at)
  select kind, id, 'created', created_at from sessions;
insert into session_events (kind, session_id, event, at)
  select 'task', case when group_index = 0 then id else id || '.' || group_index end, 'queued', created_at
  from tasks;`,
};
