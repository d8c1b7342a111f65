import pg from 'pg';
import type { Db } from './db.js';

pg.types.setTypeParser(pg.types.builtins.INT8, (value: string) => Number(value));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value: string) => Number(value));

type Queryable = Pick<pg.Pool, 'query'> | pg.PoolClient;

function wrap(runner: Queryable, pool: pg.Pool, inTx: boolean): Db {
  const db: Db = {
    engine: 'postgres',
    async query<T>(sql: string, params: unknown[] = []) {
      const result = await runner.query(sql, params);
      return result.rows as T[];
    },
    async one<T>(sql: string, params: unknown[] = []) {
      const rows = await db.query<T>(sql, params);
      return rows[0];
    },
    async tx<T>(fn: (db: Db) => Promise<T>) {
      if (inTx) return fn(db);
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(wrap(client, pool, true));
        await client.query('COMMIT');
        return result;
      } catch (err) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw err;
      } finally {
        client.release();
      }
    },
    async exec(sql: string) {
      await runner.query(sql);
    },
    async close() {
      if (!inTx) await pool.end();
    },
  };
  return db;
}

/** Connects to PostgreSQL with a small pool. */
export async function openPostgres(connectionString: string): Promise<Db> {
  const pool = new pg.Pool({ connectionString, max: 5 });
  pool.on('error', (err) => console.error('PostgreSQL pool error:', err.message));
  await pool.query('select 1');
  return wrap(pool, pool, false);
}
