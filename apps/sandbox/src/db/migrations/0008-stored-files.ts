import type { Migration } from '../migrate.js';

/**
 * Files kept in the database, so that several instances on one PostgreSQL reach the same files:
 * a key points at a blob, a blob is its pieces in order, written by one instance.
 */
export const storedFilesMigration: Migration = {
  id: '0008-stored-files',
  sql: `create table stored_files (
  key text primary key,
  blob_id text not null,
  size bigint not null,
  stored_at timestamptz not null default now()
);
create table file_chunks (
  blob_id text not null,
  seq integer not null,
  data bytea not null,
  instance_id text not null,
  written_at timestamptz not null default now(),
  primary key (blob_id, seq)
);
create index file_chunks_written_at on file_chunks (written_at);`,
};
