import fs from 'node:fs';
import path from 'node:path';
import { PGlite, types } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, type Dialect } from 'kysely';
import pg from 'pg';
import { wrapKysely, type Db } from './db.js';
import { migrate } from './migrate.js';
import { PgliteDialect } from './pglite-dialect.js';
import type { Database } from './schema.js';

export type { Db } from './db.js';

/** Counts (bigint) and numerics are read as JavaScript numbers on both engines. */
const toNumber = (value: string) => Number(value);
pg.types.setTypeParser(pg.types.builtins.INT8, toNumber);
pg.types.setTypeParser(pg.types.builtins.NUMERIC, toNumber);

/** Embedded PostgreSQL replays its whole log after a crash; regular checkpoints keep that replay short. */
const CHECKPOINT_MS = 30_000;

async function embedded(dir: string): Promise<{ dialect: Dialect; stop: () => void }> {
  fs.mkdirSync(dir, { recursive: true });
  const pglite = new PGlite(dir, { parsers: { [types.INT8]: toNumber, [types.NUMERIC]: toNumber } });
  await pglite.waitReady;
  await pglite.exec('checkpoint');
  const timer = setInterval(() => {
    if (!pglite.closed) pglite.exec('checkpoint').catch(() => undefined);
  }, CHECKPOINT_MS);
  timer.unref();
  return { dialect: new PgliteDialect(pglite), stop: () => clearInterval(timer) };
}

async function postgres(connectionString: string): Promise<{ dialect: Dialect; stop: () => void }> {
  const pool = new pg.Pool({ connectionString, max: 5 });
  pool.on('error', (err) => console.error('PostgreSQL pool error:', err.message));
  await pool.query('select 1');
  return { dialect: new PostgresDialect({ pool }), stop: () => undefined };
}

/** Opens the configured database (PostgreSQL when a URL is given, else embedded in dataDir/pgdata) and migrates it. */
export async function openDatabase(opts: { dataDir: string; databaseUrl?: string }): Promise<Db> {
  const { dialect, stop } = opts.databaseUrl
    ? await postgres(opts.databaseUrl)
    : await embedded(path.join(opts.dataDir, 'pgdata'));
  const kysely = new Kysely<Database>({ dialect });
  await migrate(kysely);
  const db = wrapKysely(kysely);
  return {
    ...db,
    async close() {
      stop();
      await db.close();
    },
  };
}
