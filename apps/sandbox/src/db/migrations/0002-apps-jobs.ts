import type { Migration } from '../migrate.js';
import { catalogueInsertSql } from '../../services/versions-catalogue.js';

/** The columns sessions and tasks share (JobColumns in schema.ts): who runs which app, in which state. */
const JOB_COLUMNS = `state text not null,
  app_id integer,
  app_name text not null,
  app_version text not null,
  app_deleted boolean not null default false,
  user_id integer,
  user_name text not null,`;

/** Applications, categories, publishing, the AIMMS version catalogue, launches, sessions, tasks and logs. */
export const appsJobsMigration: Migration = {
  id: '0002-apps-jobs',
  sql: `
create table app_categories (
  id serial primary key,
  value text not null,
  value_key text not null unique
);

create table aimms_versions (
  id text primary key,
  name text not null,
  description text not null,
  architecture text not null,
  channel text not null,
  sort_key text not null
);

create table apps (
  id serial primary key,
  stored_id text not null unique,
  name text not null,
  version text not null,
  name_key text not null,
  version_key text not null,
  description text not null default '',
  category_id integer references app_categories(id) on delete set null,
  is_latest boolean not null default false,
  aimms_version_id text not null,
  architecture text,
  resource_profile text,
  is_webui text,
  icon_url text,
  file_name text,
  file_size bigint not null default 0,
  published_at timestamptz not null default now(),
  published_by text,
  published_by_user_id integer
);
create unique index apps_name_version_key on apps (name_key, version_key);
create unique index apps_one_latest_per_name on apps (name_key) where is_latest;

create table publish_jobs (
  stored_id text primary key,
  app_id integer references apps(id) on delete set null,
  name text not null,
  version text not null,
  behavior integer not null,
  old_app_id integer,
  pack_name text,
  requested_webui text,
  icon_label text,
  state text not null,
  reason text,
  due_at timestamptz,
  created_at timestamptz not null default now(),
  finished_at timestamptz
);
create index publish_jobs_due on publish_jobs (due_at) where state = 'publishing';

create table sessions (
  id text primary key,
  kind text not null,
  ${JOB_COLUMNS}
  environment text not null,
  description text,
  created_at timestamptz not null default now(),
  started_at timestamptz,
  running_at timestamptz,
  ended_at timestamptz,
  next_step_at timestamptz
);
create index sessions_kind_created on sessions (kind, created_at desc, id desc);
create index sessions_kind_user_created on sessions (kind, user_id, created_at desc, id desc);
create index sessions_next_step on sessions (next_step_at) where next_step_at is not null;

create table launches (
  instance_id text primary key,
  app_id integer,
  app_name text not null,
  app_version text not null,
  device_id text,
  is_webui boolean not null,
  session_id text,
  user_id integer,
  user_name text not null,
  environment text not null,
  created_at timestamptz not null default now()
);

create table tasks (
  id text not null,
  group_index integer not null,
  ${JOB_COLUMNS}
  user_environment text not null,
  service_name text not null,
  created_at timestamptz not null default now(),
  schedule_for timestamptz,
  schedule_interval integer,
  pretty_format boolean not null default false,
  hook_url text,
  request_file text,
  request_size bigint not null default 0,
  response_file text,
  should_fail boolean not null default false,
  interrupt text,
  started_at timestamptz,
  solving_at timestamptz,
  ended_at timestamptz,
  next_step_at timestamptz,
  primary key (id, group_index)
);
create index tasks_created on tasks (created_at desc, id desc, group_index desc);
create index tasks_user_created on tasks (user_id, created_at desc, id desc, group_index desc);
create index tasks_next_step on tasks (next_step_at) where next_step_at is not null;

create table session_logs (
  id bigserial primary key,
  kind text not null,
  session_id text not null,
  time timestamptz not null default now(),
  level text not null,
  message text not null
);
create index session_logs_session on session_logs (kind, session_id, time, id);

${catalogueInsertSql()}
`,
};
