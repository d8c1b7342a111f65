import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import type { Database } from './schema.js';

/**
 * The database as the services, jobs and seed use it: `kysely` is the typed query builder (inside
 * `tx`, the transaction).
 */
export interface Db {
  readonly kysely: Kysely<Database>;
  /** Runs fn inside a transaction (or the current one); the transaction is rolled back when fn throws. */
  tx<T>(fn: (db: Db) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** How the database's connections are used: the most it opens, how many are open or idle, and callers waiting for one. */
export interface PoolUse {
  max: number;
  open: number;
  idle: number;
  waiting: number;
}

/** Wraps a Kysely instance (or transaction) as a Db. */
export function wrapKysely(kysely: Kysely<Database>): Db {
  const db: Db = {
    kysely,
    async tx<T>(fn: (db: Db) => Promise<T>) {
      if (kysely.isTransaction) return fn(db);
      return kysely.transaction().execute((trx) => fn(wrapKysely(trx)));
    },
    async close() {
      if (!kysely.isTransaction) await kysely.destroy();
    },
  };
  return db;
}

/** The transaction's start time (PostgreSQL's now()), for timestamp columns set by the database. */
export const sqlNow = () => sql<Date>`now()`;

/** `select count(*) as n`, as a number (counts are read as numbers on both engines). */
export const countAll = <DB, TB extends keyof DB>(eb: ExpressionBuilder<DB, TB>) => eb.fn.countAll<number>().as('n');
