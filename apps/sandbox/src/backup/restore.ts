import { Readable } from 'node:stream';
import { sql, type Kysely } from 'kysely';
import type { Db } from '../db/db.js';
import { createBookkeeping, migrate } from '../db/migrate.js';
import { migrations } from '../db/migrations/index.js';
import type { Database } from '../db/schema.js';
import type { FileStore } from '../files/store.js';
import { BackupError, checkHeader, parseLine, type Header } from './format.js';
import { readLines } from './lines.js';
import {
  appliedMigrations,
  dataTables,
  dropSchemaObjects,
  hasTables,
  immediateForeignKeys,
  writableColumns,
} from './schema-objects.js';

/** Rows inserted per statement (or fewer, past ROWS_CHARS of JSON). */
const ROWS_PER_INSERT = 500;
const ROWS_CHARS = 4 * 1024 * 1024;

type Obj = Record<string, unknown>;

/** The lines of a backup as objects, one at a time; undefined at the end of the file. */
class Lines {
  private readonly iterator: AsyncIterator<string>;
  constructor(
    source: Readable,
    private readonly what: string,
  ) {
    this.iterator = readLines(source, what)[Symbol.asyncIterator]();
  }
  private read = 0;
  async next(): Promise<Obj | undefined> {
    const { value, done } = await this.iterator.next();
    if (done) return undefined;
    // A first line that is no JSON is a file that is no backup; a later one, a backup damaged or cut.
    if (this.read++ === 0) return parseLine(value, this.what);
    try {
      return parseLine(value, this.what);
    } catch {
      throw this.damaged('a line is not a JSON object');
    }
  }
  damaged(detail: string): BackupError {
    return new BackupError(`${this.what} is damaged or cut short (${detail}); nothing was restored.`);
  }
}

/** The bytes of one file's data lines, size in all. */
async function* fileBytes(lines: Lines, key: string, size: number): AsyncGenerator<Buffer> {
  let got = 0;
  while (got < size) {
    const line = await lines.next();
    if (typeof line?.data !== 'string') throw lines.damaged(`the file ${key} is incomplete`);
    const piece = Buffer.from(line.data, 'base64');
    got += piece.length;
    if (got > size) throw lines.damaged(`the file ${key} is longer than it says`);
    yield piece;
  }
}

/** Inserts rows of one table in batches, giving each column the backup has its value and the others their default. */
class TableLoader {
  private batch: string[] = [];
  private chars = 0;
  constructor(
    private readonly trx: Kysely<Database>,
    private readonly table: string,
    private readonly columns: string[],
  ) {}
  async add(row: unknown): Promise<void> {
    const json = JSON.stringify(row);
    this.batch.push(json);
    this.chars += json.length;
    if (this.batch.length >= ROWS_PER_INSERT || this.chars >= ROWS_CHARS) await this.flush();
  }
  async flush(): Promise<void> {
    if (this.batch.length === 0) return;
    const rows = `[${this.batch.join(',')}]`;
    this.batch = [];
    this.chars = 0;
    const cols = sql.join(this.columns.map((c) => sql.id(c)));
    await sql`insert into ${sql.table(this.table)} (${cols}) overriding system value
      select ${cols} from json_populate_recordset(null::${sql.table(this.table)}, ${rows}::json)`.execute(this.trx);
  }
}

/**
 * Recreates the schema of the backup's moment: every object of the current schema is dropped and
 * the backup's migrations run again (those seed rows, which are cleared), so its rows fit whatever
 * this target held before. Foreign keys are checked at the end, so tables load in any order.
 */
async function recreateSchema(trx: Kysely<Database>, header: Header): Promise<() => Promise<void>> {
  if ((await hasTables(trx)) && !(await appliedMigrations(trx)) && !(await isLegacySandbox(trx)))
    throw new BackupError(
      `The target database holds tables that are not a sandbox's; a backup restores only into an empty database or a sandbox's.`,
    );
  await dropSchemaObjects(trx);
  for (const m of migrations.filter((x) => header.migrations.includes(x.id))) await sql.raw(m.sql).execute(trx);
  await createBookkeeping(trx);
  const stamp = new Date().toISOString();
  for (const name of header.migrations)
    await sql`insert into kysely_migration (name, timestamp) values (${name}, ${stamp})`.execute(trx);
  const tables = await dataTables(trx);
  if (tables.length)
    await sql`truncate ${sql.join(tables.map((t) => sql.table(t)))} restart identity cascade`.execute(trx);
  const keys = await immediateForeignKeys(trx);
  const alter = async (deferral: string) => {
    for (const k of keys) await sql.raw(`alter table ${k.table} alter constraint ${k.name} ${deferral}`).execute(trx);
  };
  await alter('deferrable initially deferred');
  return async () => {
    await sql`set constraints all immediate`.execute(trx);
    await alter('not deferrable');
  };
}

const isLegacySandbox = async (trx: Kysely<Database>) =>
  (await sql<{ name: string | null }>`select to_regclass('schema_migrations')::text as name`.execute(trx)).rows[0]
    ?.name != null;

/** What a restore put back, and from which backup. */
export interface Restored {
  header: Header;
  rows: number;
  files: number;
}

/** A backup file opened for a restore: its header checked, its other lines yet to read. */
export interface OpenedBackup {
  header: Header;
  lines: Lines;
}

/** Opens a backup and checks its header (before anything is touched: a file that is no backup changes nothing). */
export async function openBackup(source: Readable, what: string): Promise<OpenedBackup> {
  const lines = new Lines(source, what);
  const first = await lines.next();
  if (!first) throw new BackupError(`${what} is empty: it is not a sandbox backup.`);
  const header = checkHeader(
    first,
    what,
    migrations.map((m) => m.id),
  );
  return { header, lines };
}

/**
 * Replaces everything in db by the opened backup, in one transaction (a backup that turns out
 * damaged halfway changes nothing), with its files saved through the store filesIn gives for that
 * transaction. Migrations newer than the backup then run as at a start.
 */
export async function restoreBackup(
  db: Db,
  { header, lines }: OpenedBackup,
  filesIn: (trx: Db) => FileStore,
): Promise<Restored> {
  let restored: Restored | undefined;
  await db.tx(async (trx) => {
    const checkForeignKeys = await recreateSchema(trx.kysely, header);
    const files = filesIn(trx);
    const tables = new Set(await dataTables(trx.kysely));
    let loader: TableLoader | undefined;
    let rows = 0;
    let fileCount = 0;
    for (let line = await lines.next(); ; line = await lines.next()) {
      if (!line) throw lines.damaged('it has no end line');
      if ('row' in line) {
        if (!loader) throw lines.damaged('a row comes before its table');
        await loader.add(line.row);
        rows += 1;
        continue;
      }
      await loader?.flush();
      loader = undefined;
      if (line.kind === 'table' && typeof line.name === 'string' && Array.isArray(line.columns)) {
        if (!tables.has(line.name)) throw lines.damaged(`its table ${line.name} is not in its migrations`);
        const given = new Set(line.columns);
        const columns = (await writableColumns(trx.kysely, line.name)).filter((c) => given.has(c));
        loader = new TableLoader(trx.kysely, line.name, columns);
      } else if (line.kind === 'sequence' && typeof line.name === 'string' && typeof line.lastValue === 'number') {
        await sql`select setval(to_regclass(quote_ident(${line.name})), ${line.lastValue}, ${line.isCalled === true})`.execute(
          trx.kysely,
        );
      } else if (line.kind === 'file' && typeof line.key === 'string' && typeof line.size === 'number') {
        await files.save(line.key, Readable.from(fileBytes(lines, line.key, line.size)));
        fileCount += 1;
      } else if (line.kind === 'end') {
        if (line.rows !== rows || line.files !== fileCount) throw lines.damaged('its counts do not match its content');
        break;
      } else {
        throw lines.damaged('a line of an unknown kind');
      }
    }
    await checkForeignKeys();
    restored = { header, rows, files: fileCount };
  });
  await migrate(db.kysely);
  if (!restored) throw new Error('The restore did not complete.');
  return restored;
}
