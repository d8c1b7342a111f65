import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { PGlite, types } from '@electric-sql/pglite';
import { CompiledQuery, Kysely, PostgresDialect, type Dialect } from 'kysely';
import pg from 'pg';
import { databaseUnreachable, ensureWritableDir } from '../start-errors.js';
import { CHANGES_CHANNEL, hearChanges } from './change-listener.js';
import { DataChanges, watchChanges } from './data-changes.js';
import { wrapKysely, type Db, type PoolUse } from './db.js';
import { migrate } from './migrate.js';
import { PgliteDialect } from './pglite-dialect.js';
import type { Database } from './schema.js';

export type { Db, PoolUse } from './db.js';

/** Counts (bigint) and numerics are read as JavaScript numbers on both engines. */
const toNumber = (value: string) => Number(value);
pg.types.setTypeParser(pg.types.builtins.INT8, toNumber);
pg.types.setTypeParser(pg.types.builtins.NUMERIC, toNumber);

/** Embedded PostgreSQL replays its whole log after a crash; regular checkpoints keep that replay short. */
const CHECKPOINT_MS = 30_000;

interface Engine {
  dialect: Dialect;
  poolUse: () => PoolUse;
  stop: () => void | Promise<void>;
}

/** An open database, with how its connections are used (for the metrics). */
export interface OpenDb extends Db {
  poolUse(): PoolUse;
  /** This process's name among the instances on one database (its connections carry it). */
  readonly instanceId: string;
  /** The version of the stored data, moved on by every write of this instance and of the others. */
  readonly changes: DataChanges;
}

/** The prefix of every sandbox connection's application_name; the instance id follows it. */
export const CONNECTION_NAME_PREFIX = 'pro-sandbox ';

const POOL_MAX = 5;
/** How long the first connection at start may take before the start fails. */
const FIRST_CONNECT_TIMEOUT_MS = 10_000;

/** One connection and `select 1`, so that a database that cannot be used stops the start with the reason. */
async function probe(connectionString: string): Promise<void> {
  let client: pg.Client | undefined;
  try {
    client = new pg.Client({ connectionString, connectionTimeoutMillis: FIRST_CONNECT_TIMEOUT_MS });
    client.on('error', () => undefined);
    await client.connect();
    await client.query('select 1');
  } catch (err) {
    throw databaseUnreachable(connectionString, err);
  } finally {
    await client?.end().catch(() => undefined);
  }
}

/** Where the embedded engine keeps its database inside DATA_DIR. */
export const embeddedDir = (dataDir: string) => path.join(dataDir, 'pgdata');

async function embedded(dataDir: string, changes: DataChanges): Promise<Engine> {
  ensureWritableDir(dataDir, 'DATA_DIR');
  const dir = embeddedDir(dataDir);
  fs.mkdirSync(dir, { recursive: true });
  const pglite = new PGlite(dir, { parsers: { [types.INT8]: toNumber, [types.NUMERIC]: toNumber } });
  await pglite.waitReady;
  await pglite.exec('checkpoint');
  const timer = setInterval(() => {
    if (!pglite.closed) pglite.exec('checkpoint').catch(() => undefined);
  }, CHECKPOINT_MS);
  timer.unref();
  const dialect = new PgliteDialect(pglite);
  // One process owns the embedded database: its own writes are all the changes there are.
  return {
    dialect: watchChanges(dialect, changes),
    poolUse: () => dialect.poolUse(),
    stop: () => clearInterval(timer),
  };
}

async function postgres(
  connectionString: string,
  applicationName: string,
  logError: (message: string) => void,
  changes?: DataChanges,
): Promise<Engine> {
  await probe(connectionString);
  const pool = new pg.Pool({ connectionString, max: POOL_MAX, application_name: applicationName });
  // A connection the server ends while it waits idle in the pool (a restart, an administrator's
  // terminate) is reported here, once; the pool replaces it.
  pool.on('error', (err) => logError(`PostgreSQL pool error: ${err.message}`));
  // One ended while checked out emits 'error' on its client instead, which unheard would end the
  // process. Its query fails and is reported by its caller (a request's 5xx, a failed simulator
  // tick), so this listener only hears.
  pool.on('connect', (client) => {
    client.on('error', () => undefined);
  });
  const poolUse = () => ({ max: POOL_MAX, open: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount });
  const dialect = new PostgresDialect({ pool });
  if (!changes) return { dialect, poolUse, stop: () => undefined };
  // Every instance announces its writes and hears the others'.
  const stopHearing = await hearChanges(connectionString, applicationName, changes);
  return {
    dialect: watchChanges(dialect, changes, CompiledQuery.raw(`notify ${CHANGES_CHANNEL}`)),
    poolUse,
    stop: stopHearing,
  };
}

/**
 * Opens the configured database (PostgreSQL when a URL is given, else embedded in dataDir/pgdata)
 * and migrates it. A command (`command` set, such as a backup) opens it as it is, unmigrated, and
 * its connections are named `pro-sandbox-<command>`, not as an instance of the server. A fault of a
 * connection outside any query goes to `logError` (the server's log; standard error by default).
 */
export async function openDatabase(opts: {
  dataDir: string;
  databaseUrl?: string;
  command?: string;
  logError?: (message: string) => void;
}): Promise<OpenDb> {
  const instanceId = randomUUID();
  const name = opts.command ? `pro-sandbox-${opts.command}` : CONNECTION_NAME_PREFIX + instanceId;
  const changes = new DataChanges();
  const { dialect, poolUse, stop } = opts.databaseUrl
    ? await postgres(
        opts.databaseUrl,
        name,
        opts.logError ?? ((message) => console.error(message)),
        opts.command ? undefined : changes,
      )
    : await embedded(opts.dataDir, changes);
  const kysely = new Kysely<Database>({ dialect });
  if (!opts.command) await migrate(kysely);
  const db = wrapKysely(kysely);
  return {
    ...db,
    poolUse,
    instanceId,
    changes,
    async close() {
      await stop();
      await db.close();
    },
  };
}
