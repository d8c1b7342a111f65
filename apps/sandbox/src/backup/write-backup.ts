import type { Readable } from 'node:stream';
import { sql, type Kysely } from 'kysely';
import { wrapKysely, type Db } from '../db/db.js';
import type { Database } from '../db/schema.js';
import type { FileSnapshot } from './file-snapshot.js';
import { BackupError, FILE_PIECE_BYTES, FORMAT, FORMAT_VERSION, type Line } from './format.js';
import type { LineWriter } from './lines.js';
import { appliedMigrations, dataTables, sequences, writableColumns } from './schema-objects.js';

/** A database to back up, and how to freeze its files in the same moment as its rows. */
export interface BackupSource {
  kysely: Kysely<Database>;
  engine: 'embedded' | 'postgres';
  snapshotFiles(trx: Db): Promise<FileSnapshot>;
}

/** Rows fetched per round trip: a table is never whole in memory. */
const ROWS_PER_FETCH = 500;

/** What a backup holds, as its end line counts it. */
export interface BackupCounts {
  rows: number;
  files: number;
}

async function writeTable(trx: Kysely<Database>, table: string, out: LineWriter): Promise<number> {
  await out.write({ kind: 'table', name: table, columns: await writableColumns(trx, table) } satisfies Line);
  await sql`declare backup_rows no scroll cursor for select row_to_json(t)::text as j from ${sql.table(table)} t`.execute(
    trx,
  );
  let count = 0;
  for (;;) {
    const { rows } = await sql<{ j: string }>`fetch ${sql.raw(String(ROWS_PER_FETCH))} from backup_rows`.execute(trx);
    if (rows.length === 0) break;
    for (const row of rows) await out.write(`{"row":${row.j}}`);
    count += rows.length;
  }
  await sql`close backup_rows`.execute(trx);
  return count;
}

async function writeSequence(trx: Kysely<Database>, name: string, out: LineWriter): Promise<void> {
  const { rows } = await sql<{ last_value: number; is_called: boolean }>`select last_value, is_called from ${sql.table(
    name,
  )}`.execute(trx);
  const [row] = rows;
  if (row)
    await out.write({
      kind: 'sequence',
      name,
      lastValue: Number(row.last_value),
      isCalled: row.is_called,
    } satisfies Line);
}

/** The bytes of stream in pieces of at most FILE_PIECE_BYTES. */
async function* pieces(stream: Readable): AsyncGenerator<Buffer> {
  for await (const chunk of stream) {
    const buffer = chunk as Buffer;
    for (let at = 0; at < buffer.length; at += FILE_PIECE_BYTES) yield buffer.subarray(at, at + FILE_PIECE_BYTES);
  }
}

async function writeFiles(snapshot: FileSnapshot, out: LineWriter): Promise<number> {
  const list = await snapshot.files.list();
  for (const { key } of list) {
    const { stream, size } = await snapshot.files.open(key);
    await out.write({ kind: 'file', key, size } satisfies Line);
    let written = 0;
    for await (const piece of pieces(stream)) {
      written += piece.length;
      await out.write({ data: piece.toString('base64') });
    }
    if (written !== size) throw new Error(`The file ${key} changed while it was backed up.`);
  }
  return list.length;
}

/**
 * Writes a backup of source: every data table's rows and every sequence from one read-only
 * REPEATABLE READ transaction (one consistent moment, while the server goes on serving), then the
 * files of that moment. On the embedded engine the transaction holds its one connection, so
 * requests wait while the rows are read; the file contents are read after it is let go.
 */
export async function writeBackup(source: BackupSource, out: LineWriter): Promise<BackupCounts> {
  let snapshot: FileSnapshot | undefined;
  const counts: BackupCounts = { rows: 0, files: 0 };
  try {
    await source.kysely
      .transaction()
      .setIsolationLevel('repeatable read')
      .setAccessMode('read only')
      .execute(async (trx) => {
        const migrations = await appliedMigrations(trx);
        if (!migrations)
          throw new BackupError('The database holds no sandbox data (it records no migrations): nothing to back up.');
        await out.write({
          kind: 'header',
          format: FORMAT,
          version: FORMAT_VERSION,
          createdAt: new Date().toISOString(),
          engine: source.engine,
          migrations,
        } satisfies Line);
        for (const table of await dataTables(trx)) counts.rows += await writeTable(trx, table, out);
        for (const name of await sequences(trx)) await writeSequence(trx, name, out);
        snapshot = await source.snapshotFiles(wrapKysely(trx));
        if (snapshot.readInTransaction) counts.files = await writeFiles(snapshot, out);
      });
    if (snapshot && !snapshot.readInTransaction) counts.files = await writeFiles(snapshot, out);
    await out.write({ kind: 'end', ...counts } satisfies Line);
    return counts;
  } finally {
    await snapshot?.release();
  }
}
