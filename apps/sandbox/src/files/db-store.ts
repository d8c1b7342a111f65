import { randomUUID } from 'node:crypto';
import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { sql } from 'kysely';
import type { Db } from '../db/db.js';
import { CONNECTION_NAME_PREFIX } from '../db/index.js';
import { byteCounter, failWhenTruncated, missing, safeKey, type FileStore } from './store.js';

/** The size of one stored piece of a file: a file is never whole in memory, only one piece of it. */
export const CHUNK_BYTES = 1024 * 1024;

const likePrefix = (prefix: string) => `${safeKey(prefix).replace(/[\\%_]/g, '\\$&')}/%`;

/**
 * Files in the database (tables stored_files and file_chunks), so that every instance on one
 * PostgreSQL reaches every file. A save writes its pieces under a new blob id, then points the key
 * at that blob in one transaction and drops the blob it replaces: a reader sees the old file or the
 * new one, never a mix, and a save cut short leaves only pieces that are swept.
 */
export function createDbFileStore(db: Db, instanceId: string): FileStore {
  const writeChunk = (blob: string, seq: number, data: Buffer) =>
    db.kysely.insertInto('file_chunks').values({ blob_id: blob, seq, data, instance_id: instanceId }).execute();
  const dropBlob = (blob: string) => db.kysely.deleteFrom('file_chunks').where('blob_id', '=', blob).execute();

  /** Points key at blob (of size bytes) and drops the blob it pointed at before. */
  const commit = (key: string, blob: string, size: number) =>
    db.tx(async (tx) => {
      const old = await tx.kysely
        .selectFrom('stored_files')
        .select('blob_id')
        .where('key', '=', key)
        .forUpdate()
        .executeTakeFirst();
      await tx.kysely
        .insertInto('stored_files')
        .values({ key, blob_id: blob, size })
        .onConflict((oc) => oc.column('key').doUpdateSet({ blob_id: blob, size, stored_at: sql`now()` }))
        .execute();
      if (old) await tx.kysely.deleteFrom('file_chunks').where('blob_id', '=', old.blob_id).execute();
    });

  /** Removes the files whose key matches, with their pieces. */
  const removeMatching = (op: '=' | 'like', value: string) =>
    db.tx(async (tx) => {
      const removed = await tx.kysely.deleteFrom('stored_files').where('key', op, value).returning('blob_id').execute();
      const blobs = removed.map((r) => r.blob_id);
      if (blobs.length) await tx.kysely.deleteFrom('file_chunks').where('blob_id', 'in', blobs).execute();
    });

  const find = (key: string) =>
    db.kysely.selectFrom('stored_files').select(['blob_id', 'size']).where('key', '=', safeKey(key)).executeTakeFirst();

  /** The pieces of a blob of size bytes, in order. A save cuts a piece once it holds CHUNK_BYTES or more, so
   *  pieces may be larger than CHUNK_BYTES: they are read until size bytes have come. */
  async function* pieces(blob: string, size: number) {
    let read = 0;
    for (let seq = 0; read < size; seq++) {
      const row = await db.kysely
        .selectFrom('file_chunks')
        .select('data')
        .where('blob_id', '=', blob)
        .where('seq', '=', seq)
        .executeTakeFirst();
      // The file was replaced or removed while it was read: end with an error, never with a mix.
      if (!row) throw new Error('The file changed while it was read.');
      read += row.data.length;
      yield Buffer.from(row.data);
    }
  }

  return {
    async save(key, source, opts = {}) {
      const target = safeKey(key);
      const blob = randomUUID();
      const counter = byteCounter(opts);
      let seq = 0;
      let pending: Buffer[] = [];
      let pendingBytes = 0;
      // The chunk being written: a failed save waits for it before dropping the blob, or it would
      // land after the drop and stay behind as an orphan.
      let writing: Promise<unknown> = Promise.resolve();
      const flush = async () => {
        if (!pendingBytes) return;
        const data = Buffer.concat(pending, pendingBytes);
        pending = [];
        pendingBytes = 0;
        writing = writeChunk(blob, seq++, data);
        await writing;
      };
      const sink = new Writable({
        write(chunk: Buffer, _enc, done) {
          pending.push(chunk);
          pendingBytes += chunk.length;
          if (pendingBytes < CHUNK_BYTES) return done();
          flush().then(() => done(), done);
        },
        final(done) {
          flush().then(() => done(), done);
        },
      });
      try {
        await pipeline(source, counter.stream, sink);
        failWhenTruncated(source, opts.tooLargeMessage);
        await commit(target, blob, counter.size());
        return { key: target, size: counter.size() };
      } catch (err) {
        await writing.catch(() => undefined);
        await dropBlob(blob);
        throw err;
      }
    },
    async saveBuffer(key, data) {
      const buffer = typeof data === 'string' ? Buffer.from(data) : data;
      return this.save(key, Readable.from(buffer.length ? [buffer] : []));
    },
    async open(key) {
      const file = await find(key);
      if (!file) throw missing();
      return { stream: Readable.from(pieces(file.blob_id, file.size), { objectMode: false }), size: file.size };
    },
    async readBuffer(key) {
      const { stream, size } = await this.open(key);
      const parts: Buffer[] = [];
      for await (const part of stream) parts.push(part as Buffer);
      return Buffer.concat(parts, size);
    },
    async exists(key) {
      return (await find(key)) !== undefined;
    },
    async list() {
      const rows = await db.kysely.selectFrom('stored_files').select(['key', 'size']).orderBy('key').execute();
      return rows.map((r) => ({ key: r.key, size: Number(r.size) }));
    },
    async remove(key) {
      await removeMatching('=', safeKey(key));
    },
    async removeFolder(prefix) {
      await removeMatching('like', likePrefix(prefix));
    },
    async check() {
      await db.kysely.selectFrom('stored_files').select('key').limit(1).execute();
    },
    sweepUnfinished: () => sweepAbandonedChunks(db),
  };
}

/**
 * Removes the pieces of saves that never completed because their instance died while it received
 * the file: an instance lives while it holds a connection named after it.
 */
async function sweepAbandonedChunks(db: Db): Promise<void> {
  await sql`delete from file_chunks c
    where not exists (select 1 from stored_files f where f.blob_id = c.blob_id)
    and not exists (select 1 from pg_stat_activity a where a.application_name = ${CONNECTION_NAME_PREFIX} || c.instance_id)`.execute(
    db.kysely,
  );
}
