import {
  CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type OperationNode,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';

/**
 * The version of the stored data: it moves on once a change is visible to other connections (an
 * autocommit write has ended, or a transaction that wrote has committed), and, on PostgreSQL, when
 * another instance announces a change of its own. An answer computed while the version stood still
 * may be given again for as long as it still stands there.
 */
export class DataChanges {
  private count = 0;
  private heard = true;

  /** The current version; undefined while changes of other instances could go unheard. */
  version(): number | undefined {
    return this.heard ? this.count : undefined;
  }

  /** A change is visible now. */
  changed(): void {
    this.count += 1;
  }

  /** Whether the changes of other instances reach this one (their announcements are heard). */
  hearing(heard: boolean): void {
    if (heard && !this.heard) this.count += 1;
    this.heard = heard;
  }
}

/** A statement that only reads: a select whose common table expressions only read too, or raw `select …` text. */
function onlyReads(node: OperationNode, sqlText: string): boolean {
  if (node.kind === 'RawNode') return /^\s*select\b/i.test(sqlText);
  if (node.kind !== 'SelectQueryNode') return false;
  const ctes = (node as { with?: { expressions: { expression: OperationNode }[] } }).with?.expressions ?? [];
  return ctes.every((cte) => cte.expression.kind === 'SelectQueryNode');
}

/** What a watched connection does around writes: the version it moves on, the statement announcing a change to other instances. */
interface Watch {
  changes: DataChanges;
  announce?: CompiledQuery;
}

/** A connection that reports its writes: at once outside a transaction, at the commit inside one. */
class WatchedConnection implements DatabaseConnection {
  inTransaction = false;
  wrote = false;

  constructor(
    readonly inner: DatabaseConnection,
    private readonly watch: Watch,
  ) {}

  async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    const result = await this.inner.executeQuery<R>(compiled);
    // A write that touched no row (a claim whose condition failed, an insert that met its conflict) changed nothing.
    if (result.numAffectedRows !== BigInt(0) && !onlyReads(compiled.query, compiled.sql)) {
      if (this.inTransaction) this.wrote = true;
      else {
        if (this.watch.announce) await this.inner.executeQuery(this.watch.announce);
        this.watch.changes.changed();
      }
    }
    return result;
  }

  streamQuery<R>(compiled: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    if (!onlyReads(compiled.query, compiled.sql)) throw new Error('Only reading statements are streamed.');
    return this.inner.streamQuery<R>(compiled, chunkSize);
  }
}

const unwrap = (connection: DatabaseConnection) => (connection as WatchedConnection).inner;

/** The driver of a dialect, its connections watched. */
class WatchedDriver implements Driver {
  savepoint?: Driver['savepoint'];
  rollbackToSavepoint?: Driver['rollbackToSavepoint'];
  releaseSavepoint?: Driver['releaseSavepoint'];

  constructor(
    private readonly inner: Driver,
    private readonly watch: Watch,
  ) {
    const { savepoint, rollbackToSavepoint, releaseSavepoint } = inner;
    if (savepoint) this.savepoint = (c, name, compile) => savepoint.call(inner, unwrap(c), name, compile);
    if (rollbackToSavepoint)
      this.rollbackToSavepoint = (c, name, compile) => rollbackToSavepoint.call(inner, unwrap(c), name, compile);
    if (releaseSavepoint)
      this.releaseSavepoint = (c, name, compile) => releaseSavepoint.call(inner, unwrap(c), name, compile);
  }

  init() {
    return this.inner.init();
  }
  async acquireConnection() {
    return new WatchedConnection(await this.inner.acquireConnection(), this.watch);
  }
  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings) {
    await this.inner.beginTransaction(unwrap(connection), settings);
    Object.assign(connection, { inTransaction: true, wrote: false });
  }
  async commitTransaction(connection: DatabaseConnection) {
    const watched = connection as WatchedConnection;
    // Announced inside the transaction: other instances hear it when it commits, and not if it fails.
    if (watched.wrote && this.watch.announce) await watched.inner.executeQuery(this.watch.announce);
    try {
      await this.inner.commitTransaction(watched.inner);
    } finally {
      if (watched.wrote) this.watch.changes.changed();
      Object.assign(connection, { inTransaction: false, wrote: false });
    }
  }
  async rollbackTransaction(connection: DatabaseConnection) {
    Object.assign(connection, { inTransaction: false, wrote: false });
    await this.inner.rollbackTransaction(unwrap(connection));
  }
  releaseConnection(connection: DatabaseConnection) {
    return this.inner.releaseConnection(unwrap(connection));
  }
  destroy() {
    return this.inner.destroy();
  }
}

/**
 * The dialect with every write reported to `changes` once it is visible; `announce`, when given, is
 * run after each write outside a transaction and inside each transaction that wrote, before its commit.
 */
export function watchChanges(dialect: Dialect, changes: DataChanges, announce?: CompiledQuery): Dialect {
  return {
    createAdapter: () => dialect.createAdapter(),
    createDriver: () => new WatchedDriver(dialect.createDriver(), { changes, announce }),
    createIntrospector: (db) => dialect.createIntrospector(db),
    createQueryCompiler: () => dialect.createQueryCompiler(),
  };
}
