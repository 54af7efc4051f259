/**
 * Reads survive a lost connection (issue 38): a SELECT built with Kysely's query builder, outside a transaction,
 * that fails because the database dropped or refused its connection runs once more on a fresh pooled connection
 * (after a restart the pool's other connections are gone too, so the retry connects anew). Nothing else is retried:
 * a write may have committed before its answer was lost, a transaction's statements belong to the connection that
 * began it (its locks and snapshot went with it), and raw SQL may do more than read (`pg_advisory_lock`).
 */
import {
  PostgresDialect,
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

  constructor(
    readonly inner: DatabaseConnection,
    private readonly driver: Driver,
  ) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    try {
      return await this.inner.executeQuery<R>(query);
    } catch (error) {
      if (this.inTransaction || query.query.kind !== 'SelectQueryNode' || databaseFault(error) !== 'unavailable')
        throw error;
      const fresh = await this.driver.acquireConnection();
      try {
        return await fresh.executeQuery<R>(query);
      } finally {
        await this.driver.releaseConnection(fresh);
      }
    }
  }

  streamQuery<R>(query: CompiledQuery, chunkSize: number): AsyncIterableIterator<QueryResult<R>> {
    return this.inner.streamQuery<R>(query, chunkSize);
  }
}

class ReadRetryDriver implements Driver {
  constructor(private readonly inner: Driver) {}

  init(): Promise<void> {
    return this.inner.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    return new ReadRetryConnection(await this.inner.acquireConnection(), this.inner);
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

  releaseConnection(connection: DatabaseConnection): Promise<void> {
    return this.inner.releaseConnection((connection as ReadRetryConnection).inner);
  }

  destroy(): Promise<void> {
    return this.inner.destroy();
  }
}

/** Kysely's PostgreSQL dialect whose reads outside a transaction are retried once on a lost connection. */
export class ReadRetryPostgresDialect extends PostgresDialect {
  override createDriver(): Driver {
    return new ReadRetryDriver(super.createDriver());
  }
}
