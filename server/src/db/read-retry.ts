/**
 * Reads survive a lost connection (issue 38): a SELECT built with Kysely's query builder, outside a transaction,
 * that fails because the database dropped or refused its connection runs once more on a fresh pooled connection
 * (after a restart the pool's other connections are gone too, so the retry connects anew). Nothing else is retried:
 * a write may have committed before its answer was lost, a transaction's statements belong to the connection that
 * began it (its locks and snapshot went with it), and raw SQL may do more than read (`pg_advisory_lock`).
 */
import {
  PostgresDialect,
  type AbortableOperationOptions,
  type CompiledQuery,
  type DatabaseConnection,
  type Driver,
  type QueryCompiler,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';
import { databaseFault } from './unavailable';

class ReadRetryConnection implements DatabaseConnection {
  /** between BEGIN and COMMIT / ROLLBACK: no statement is retried */
  inTransaction = false;
  // what Kysely uses to abort a statement in flight, as the pooled connection does it
  readonly cancelQuery: DatabaseConnection['cancelQuery'];
  readonly collectSessionInfo: DatabaseConnection['collectSessionInfo'];
  readonly killSession: DatabaseConnection['killSession'];

  constructor(
    readonly inner: DatabaseConnection,
    private readonly driver: Driver,
  ) {
    this.cancelQuery = inner.cancelQuery?.bind(inner);
    this.collectSessionInfo = inner.collectSessionInfo?.bind(inner);
    this.killSession = inner.killSession?.bind(inner);
  }

  async executeQuery<R>(query: CompiledQuery, options?: AbortableOperationOptions): Promise<QueryResult<R>> {
    try {
      return await this.inner.executeQuery<R>(query, options);
    } catch (error) {
      if (this.inTransaction || query.query.kind !== 'SelectQueryNode' || databaseFault(error) !== 'unavailable')
        throw error;
      const fresh = await this.driver.acquireConnection(options);
      try {
        return await fresh.executeQuery<R>(query, options);
      } finally {
        await this.driver.releaseConnection(fresh);
      }
    }
  }

  streamQuery<R>(
    query: CompiledQuery,
    chunkSize: number,
    options?: AbortableOperationOptions,
  ): AsyncIterableIterator<QueryResult<R>> {
    return this.inner.streamQuery<R>(query, chunkSize, options);
  }
}

class ReadRetryDriver implements Driver {
  constructor(private readonly inner: Driver) {}

  init(options?: AbortableOperationOptions): Promise<void> {
    return this.inner.init(options);
  }

  async acquireConnection(options?: AbortableOperationOptions): Promise<DatabaseConnection> {
    return new ReadRetryConnection(await this.inner.acquireConnection(options), this.inner);
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    const c = connection as ReadRetryConnection;
    c.inTransaction = true;
    await this.inner.beginTransaction(c.inner, settings);
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    const c = connection as ReadRetryConnection;
    try {
      await this.inner.commitTransaction(c.inner);
    } finally {
      c.inTransaction = false;
    }
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    const c = connection as ReadRetryConnection;
    try {
      await this.inner.rollbackTransaction(c.inner);
    } finally {
      c.inTransaction = false;
    }
  }

  // savepoints run inside a transaction: passed through as they are
  async savepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']) {
    await this.inner.savepoint!((connection as ReadRetryConnection).inner, name, compile);
  }

  async rollbackToSavepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']) {
    await this.inner.rollbackToSavepoint!((connection as ReadRetryConnection).inner, name, compile);
  }

  async releaseSavepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']) {
    await this.inner.releaseSavepoint!((connection as ReadRetryConnection).inner, name, compile);
  }

  releaseConnection(connection: DatabaseConnection, options?: AbortableOperationOptions): Promise<void> {
    return this.inner.releaseConnection((connection as ReadRetryConnection).inner, options);
  }

  destroy(options?: AbortableOperationOptions): Promise<void> {
    return this.inner.destroy(options);
  }
}

/** Kysely's PostgreSQL dialect whose reads outside a transaction are retried once on a lost connection. */
export class ReadRetryPostgresDialect extends PostgresDialect {
  override createDriver(): Driver {
    return new ReadRetryDriver(super.createDriver());
  }
}
