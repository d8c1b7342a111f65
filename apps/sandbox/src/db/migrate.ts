import { Migrator, sql, type Kysely, type Migration as KyselyMigration } from 'kysely';
import { migrations } from './migrations/index.js';
import type { Database } from './schema.js';

export interface Migration {
  /** Unique, ordered name such as '0001-accounts' (Kysely's migration name). */
  id: string;
  /** Statements run in one transaction. */
  sql: string;
}

/** Where the sandbox's own migration runner recorded applied migrations before Kysely's Migrator took over. */
const LEGACY_TABLE = 'schema_migrations';

/** Kysely's bookkeeping table, as its Migrator creates it, for migrations applied outside it. */
export async function createBookkeeping(db: Kysely<Database>): Promise<void> {
  await sql`create table if not exists kysely_migration (name varchar(255) not null primary key, timestamp varchar(255) not null)`.execute(
    db,
  );
}

/**
 * A database migrated by the earlier runner lists its migrations in schema_migrations (same ids);
 * they are copied into Kysely's bookkeeping table so that the Migrator does not run them again.
 */
async function adoptLegacyBookkeeping(db: Kysely<Database>): Promise<void> {
  const tables = await db.introspection.getTables();
  if (!tables.some((t) => t.name === LEGACY_TABLE)) return;
  await createBookkeeping(db);
  await sql`insert into kysely_migration (name, timestamp)
    select id, to_char(applied_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') from schema_migrations
    on conflict (name) do nothing`.execute(db);
}

/** Applies every migration not yet applied, in order, with Kysely's Migrator; returns the names applied. */
export async function migrate(db: Kysely<Database>, list: Migration[] = migrations): Promise<string[]> {
  await adoptLegacyBookkeeping(db);
  const migrator = new Migrator({
    db,
    // As the earlier runner did: a migration missing from the bookkeeping runs even when later ones ran.
    allowUnorderedMigrations: true,
    provider: {
      getMigrations: async () =>
        Object.fromEntries(
          list.map((m): [string, KyselyMigration] => [
            m.id,
            {
              up: (trx) =>
                sql
                  .raw(m.sql)
                  .execute(trx)
                  .then(() => undefined),
            },
          ]),
        ),
    },
  });
  const { error, results = [] } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return results.filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
