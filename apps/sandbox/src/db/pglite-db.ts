import fs from 'node:fs';
import { PGlite, types, type Transaction } from '@electric-sql/pglite';
import type { Db } from './db.js';

type Runner = Pick<PGlite, 'query' | 'exec'> | Transaction;

const parsers = {
  [types.INT8]: (value: string) => Number(value),
  [types.NUMERIC]: (value: string) => Number(value),
};

/** Embedded PostgreSQL replays its whole log after a crash; regular checkpoints keep that replay short. */
const CHECKPOINT_MS = 30_000;
let checkpoints: NodeJS.Timeout | undefined;

function wrap(runner: Runner, root: PGlite, inTx: boolean): Db {
  const db: Db = {
    engine: 'embedded',
    async query<T>(sql: string, params: unknown[] = []) {
      const result = await runner.query<T>(sql, params as unknown[]);
      return result.rows;
    },
    async one<T>(sql: string, params: unknown[] = []) {
      const rows = await db.query<T>(sql, params);
      return rows[0];
    },
    async tx<T>(fn: (db: Db) => Promise<T>) {
      if (inTx) return fn(db);
      return root.transaction((t) => fn(wrap(t, root, true)));
    },
    async exec(sql: string) {
      await runner.exec(sql);
    },
    async close() {
      if (inTx) return;
      if (checkpoints) clearInterval(checkpoints);
      await root.close();
    },
  };
  return db;
}

/** Opens (creating when needed) the embedded PostgreSQL database in dir. */
export async function openPglite(dir: string): Promise<Db> {
  fs.mkdirSync(dir, { recursive: true });
  const pg = new PGlite(dir, { parsers });
  await pg.waitReady;
  await pg.exec('checkpoint');
  checkpoints = setInterval(() => {
    if (!pg.closed) pg.exec('checkpoint').catch(() => undefined);
  }, CHECKPOINT_MS);
  checkpoints.unref();
  return wrap(pg, pg, false);
}
