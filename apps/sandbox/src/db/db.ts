/** The one interface both database engines are used through. SQL uses PostgreSQL syntax and $1 placeholders. */
export interface Db {
  /** Runs one statement and returns its rows. */
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  /** Runs one statement and returns its first row, or undefined. */
  one<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T | undefined>;
  /** Runs fn inside a transaction; the transaction is rolled back when fn throws. */
  tx<T>(fn: (db: Db) => Promise<T>): Promise<T>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
  readonly engine: 'embedded' | 'postgres';
}
