import type { Migration } from '../migrate.js';

/** Environments, groups, users, sign-in state, API keys, app access, customization, tunnels and storage. */
export const accounts: Migration = {
  id: '0001-accounts',
  sql: `
create table environments (
  id integer primary key check (id between 0 and 127),
  name text not null,
  name_lower text not null unique,
  description text not null default '',
  is_default boolean not null default false,
  is_root boolean not null default false,
  saml_metadata_url text,
  domain text,
  created_at timestamptz not null default now()
);

-- entity: the encoded group id ((id << 8) | (roleFlag << 7) | environmentId); kind regular | everyone | role.
create table groups (
  id serial primary key,
  entity integer not null unique,
  environment_id integer not null references environments(id) on delete cascade,
  name text not null,
  name_lower text not null,
  description text not null default '',
  kind text not null default 'regular',
  role text,
  max_users integer,
  is_default boolean not null default false,
  created_at timestamptz not null default now(),
  unique (environment_id, name_lower)
);

create table users (
  id serial primary key,
  environment_id integer not null references environments(id) on delete cascade,
  name text not null,
  name_lower text not null,
  full_name text not null default '',
  email text not null default '',
  password_hash text,
  mfa_secret text,
  mfa_enabled boolean not null default false,
  is_protected boolean not null default false,
  created_at timestamptz not null default now(),
  unique (environment_id, name_lower)
);

create table group_members (
  group_id integer not null references groups(id) on delete cascade,
  user_id integer not null references users(id) on delete cascade,
  added_at timestamptz not null default now(),
  primary key (group_id, user_id)
);
create index group_members_user on group_members(user_id);

create table login_sessions (
  token_hash text primary key,
  user_id integer not null references users(id) on delete cascade,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null
);

-- short-lived tokens: purpose mfa-login (between pro-login and totp-mfa) or verify-password (MFA set-up)
create table verification_tokens (
  token_hash text primary key,
  user_id integer not null references users(id) on delete cascade,
  purpose text not null,
  data text,
  expires_at timestamptz not null
);

create table api_keys (
  id serial primary key,
  user_id integer not null references users(id) on delete cascade,
  name text not null,
  name_lower text not null,
  secret_hash text not null unique,
  scopes text not null,
  expiration_date date not null,
  created_at timestamptz not null default now(),
  last_used_at timestamptz,
  unique (user_id, name_lower)
);

-- app_id refers to apps(id) (created by a later migration); entity is a group entity or a user entity.
create table app_access (
  app_id integer not null,
  entity integer not null,
  created_at timestamptz not null default now(),
  primary key (app_id, entity)
);
create index app_access_entity on app_access(entity);

create table settings (
  key text primary key,
  value text not null
);

create table images (
  id text primary key,
  kind text not null,
  file_key text not null,
  content_type text not null,
  width integer not null,
  height integer not null,
  created_at timestamptz not null default now()
);

create table tunnels (
  id serial primary key,
  context text not null,
  socket_address text not null,
  user_groups text not null,
  created_at timestamptz not null default now()
);

create table storage_buckets (
  id serial primary key,
  path text not null unique,
  label text not null default '',
  description text,
  is_public boolean not null default false,
  created_at timestamptz not null default now()
);

create table storage_objects (
  id serial primary key,
  path text not null,
  label text not null,
  file_key text not null,
  size bigint not null default 0,
  content_type text not null default 'application/octet-stream',
  description text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (path, label)
);
`,
};
