import type { Migration } from '../migrate.js';

/**
 * The secret manager's tree: each item under its parent directory (a directory with items in it
 * cannot be deleted: the parent key does not cascade), and the access of groups and users per
 * item, removed with the item. The root directory '/' exists from the start, for administrators only.
 */
export const secretManagerMigration: Migration = {
  id: '0007-secret-manager',
  sql: `create table secret_items (
  path text primary key,
  parent_path text references secret_items(path),
  name text not null,
  type text not null check (type in ('directory', 'secret')),
  value text,
  created_at timestamptz not null default now(),
  created_by text not null,
  modified_at timestamptz not null default now(),
  modified_by text not null
);
create index secret_items_parent_path on secret_items (parent_path);
create table secret_access (
  item_path text not null references secret_items(path) on delete cascade,
  entity integer not null,
  access text not null check (access in ('read', 'read_write')),
  primary key (item_path, entity)
);
create index secret_access_entity on secret_access (entity);
insert into secret_items (path, parent_path, name, type, created_by, modified_by)
  values ('/', null, '/', 'directory', 'admin', 'admin');`,
};
