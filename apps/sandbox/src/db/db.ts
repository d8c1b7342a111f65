import { CompiledQuery, sql, type ExpressionBuilder, type Kysely } from 'kysely';
import type { Database } from './schema.js';

/**
 * The database as the services use it: `kysely` is the typed query builder (inside `tx`, the
 * transaction). `query`, `one` and `exec` run hand-written SQL with $1 placeholders for the
 * services not yet moved to the query builder.
 */
export interface Db {
  readonly kysely: Kysely<Database>;
  /** Runs one statement and returns its rows. */
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  /** Runs one statement and returns its first row, or undefined. */
  one<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T | undefined>;
  /** Runs fn inside a transaction (or the current one); the transaction is rolled back when fn throws. */
  tx<T>(fn: (db: Db) => Promise<T>): Promise<T>;
  /** Runs a script of several statements without parameters. */
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
}

/** Wraps a Kysely instance (or transaction) as a Db. */
export function wrapKysely(kysely: Kysely<Database>): Db {
  const db: Db = {
    kysely,
    async query<T>(text: string, params: unknown[] = []) {
      const result = await kysely.executeQuery<T>(CompiledQuery.raw(text, params));
      return result.rows;
    },
    async one<T>(text: string, params: unknown[] = []) {
      const rows = await db.query<T>(text, params);
      return rows[0];
    },
    async tx<T>(fn: (db: Db) => Promise<T>) {
      if (kysely.isTransaction) return fn(db);
      return kysely.transaction().execute((trx) => fn(wrapKysely(trx)));
    },
    async exec(text: string) {
      await sql.raw(text).execute(kysely);
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
