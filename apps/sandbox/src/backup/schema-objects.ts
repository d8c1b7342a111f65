import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

/**
 * What a backup reads from the schema itself (information_schema and pg_catalog), so that a table a
 * new migration adds is backed up and restored without a change here.
 */

/**
 * Tables that are no data of their own: Kysely's migration bookkeeping (the header lists the
 * migrations instead), the earlier runner's, and the file store's tables, whose files the backup
 * carries as files (so that they restore into whichever store the target engine uses).
 */
const NOT_DATA = new Set([
  'kysely_migration',
  'kysely_migration_lock',
  'schema_migrations',
  'stored_files',
  'file_chunks',
]);

type AnyDb = Kysely<Database>;

/** The data tables of the current schema, by name. */
export async function dataTables(db: AnyDb): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`select table_name as name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`.execute(db);
  return rows.map((r) => r.name).filter((name) => !NOT_DATA.has(name));
}

/** The columns of a table a row can be given (generated columns are computed), in order. */
export async function writableColumns(db: AnyDb, table: string): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`select column_name as name from information_schema.columns
    where table_schema = current_schema() and table_name = ${table} and is_generated = 'NEVER'
    order by ordinal_position`.execute(db);
  return rows.map((r) => r.name);
}

/** The sequences of the current schema (serial and identity columns' counters). */
export async function sequences(db: AnyDb): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`select sequence_name as name from information_schema.sequences
    where sequence_schema = current_schema() order by sequence_name`.execute(db);
  return rows.map((r) => r.name);
}

/** The migrations recorded as applied, or undefined when the database has no bookkeeping of this sandbox. */
export async function appliedMigrations(db: AnyDb): Promise<string[] | undefined> {
  const { rows: found } = await sql<{
    name: string | null;
  }>`select to_regclass('kysely_migration')::text as name`.execute(db);
  if (!found[0]?.name) return undefined;
  const { rows } = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(db);
  return rows.map((r) => r.name);
}

/** The foreign keys of the current schema that are checked at once (not deferrable), as quoted table and name. */
export async function immediateForeignKeys(db: AnyDb): Promise<{ table: string; name: string }[]> {
  const { rows } = await sql<{
    table: string;
    name: string;
  }>`select c.conrelid::regclass::text as table, format('%I', c.conname) as name
    from pg_constraint c join pg_namespace n on n.oid = c.connamespace
    where n.nspname = current_schema() and c.contype = 'f' and not c.condeferrable`.execute(db);
  return rows;
}

/**
 * Drops every object of the current schema that is not an extension's: what a restore replaces.
 * Tables and views first (with what depends on them, such as their sequences), then the rest.
 */
export async function dropSchemaObjects(db: AnyDb): Promise<void> {
  const { rows } = await sql<{ kind: string; name: string }>`
    select case c.relkind when 'v' then 'view' when 'm' then 'materialized view' when 'S' then 'sequence' else 'table' end as kind,
      format('%I', c.relname) as name, case when c.relkind = 'S' then 1 else 0 end as pass
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = current_schema() and c.relkind in ('r', 'p', 'v', 'm', 'S')
      and not exists (select 1 from pg_depend d where d.objid = c.oid and d.deptype = 'e')
    union all
    select case p.prokind when 'p' then 'procedure' when 'a' then 'aggregate' else 'function' end,
      format('%I(%s)', p.proname, pg_get_function_identity_arguments(p.oid)), 2
    from pg_proc p join pg_namespace n on n.oid = p.pronamespace
    where n.nspname = current_schema()
      and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')
    union all
    select case t.typtype when 'd' then 'domain' else 'type' end, format('%I', t.typname), 3
    from pg_type t join pg_namespace n on n.oid = t.typnamespace
    where n.nspname = current_schema() and t.typtype in ('e', 'd', 'r', 'm')
      and not exists (select 1 from pg_depend d where d.objid = t.oid and d.deptype = 'e')
    order by 3`.execute(db);
  for (const { kind, name } of rows) await sql.raw(`drop ${kind} if exists ${name} cascade`).execute(db);
}

/** True when the current schema holds any table at all. */
export async function hasTables(db: AnyDb): Promise<boolean> {
  const { rows } = await sql<{ n: number }>`select count(*)::int as n from information_schema.tables
    where table_schema = current_schema()`.execute(db);
  return (rows[0]?.n ?? 0) > 0;
}
