import path from 'node:path';
import type { Db } from './db.js';
import { migrate } from './migrate.js';
import { openPglite } from './pglite-db.js';
import { openPostgres } from './pg-db.js';

export type { Db } from './db.js';

/** Opens the configured database (PostgreSQL when a URL is given, else embedded in dataDir/pgdata) and migrates it. */
export async function openDatabase(opts: { dataDir: string; databaseUrl?: string }): Promise<Db> {
  const db = opts.databaseUrl
    ? await openPostgres(opts.databaseUrl)
    : await openPglite(path.join(opts.dataDir, 'pgdata'));
  await migrate(db);
  return db;
}
