import {
  CompiledQuery,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
} from 'kysely';
import type { PGlite } from '@electric-sql/pglite';
import type { PoolUse } from './db.js';

/**
 * Kysely over embedded PostgreSQL (PGlite). PGlite is one connection, so the driver hands it to one
 * query or transaction at a time; statements without parameters go through PGlite's simple-query
 * `exec`, which accepts the several statements of a migration script.
 */
export class PgliteDialect implements Dialect {
  private driver?: PgliteDriver;
  constructor(private readonly pglite: PGlite) {}
  createAdapter() {
    return new PostgresAdapter();
  }
  createDriver(): Driver {
    this.driver = new PgliteDriver(this.pglite);
    return this.driver;
  }
  /** The one connection: in use or idle, and how many callers wait for it. */
  poolUse(): PoolUse {
    const inUse = this.driver?.inUse ?? false;
    return { max: 1, open: 1, idle: inUse ? 0 : 1, waiting: this.driver?.waiting ?? 0 };
  }
  createIntrospector(db: Kysely<unknown>) {
    return new PostgresIntrospector(db);
  }
  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }
}

class PgliteDriver implements Driver {
  private queue: Promise<void> = Promise.resolve();
  private readonly connection: PgliteConnection;
  inUse = false;
  waiting = 0;

  constructor(private readonly pglite: PGlite) {
    this.connection = new PgliteConnection(pglite);
  }

  async init() {
    await this.pglite.waitReady;
  }

  /** Waits for the previous holder to release the single connection. */
  async acquireConnection(): Promise<DatabaseConnection> {
    const previous = this.queue;
    let release!: () => void;
    this.queue = new Promise((resolve) => (release = resolve));
    this.waiting += 1;
    await previous;
    this.waiting -= 1;
    this.inUse = true;
    this.connection.release = () => {
      this.inUse = false;
      release();
    };
    return this.connection;
  }

  async beginTransaction(connection: DatabaseConnection) {
    await connection.executeQuery(CompiledQuery.raw('begin'));
  }
  async commitTransaction(connection: DatabaseConnection) {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }
  async rollbackTransaction(connection: DatabaseConnection) {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }
  async releaseConnection() {
    this.connection.release();
  }
  async destroy() {
    if (!this.pglite.closed) await this.pglite.close();
  }
}

class PgliteConnection implements DatabaseConnection {
  release: () => void = () => undefined;

  constructor(private readonly pglite: PGlite) {}

  async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    if (compiled.parameters.length === 0) {
      const results = await this.pglite.exec(compiled.sql);
      const last = results[results.length - 1];
      return { rows: (last?.rows ?? []) as R[], numAffectedRows: affected(last?.affectedRows) };
    }
    const result = await this.pglite.query<R>(compiled.sql, [...compiled.parameters]);
    return { rows: result.rows, numAffectedRows: affected(result.affectedRows) };
  }

  // eslint-disable-next-line require-yield
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('Streaming is not supported on the embedded database.');
  }
}

const affected = (n: number | undefined) => (n === undefined ? undefined : BigInt(n));
