import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, type KyselyPlugin, type LogEvent, type Transaction } from 'kysely';
import pg from 'pg';
import { PGliteDialect } from './pglite-dialect';
import { ReadRetryPostgresDialect } from './read-retry';
import type { Database } from './schema';

export type Db = Kysely<Database>;
/** What a repository method runs on: the database, or the caller's transaction (its locks and atomicity). */
export type Executor = Db | Transaction<Database>;

/** Runs `work` in the caller's transaction, or opens one (rows that must move together). */
export function inTransaction<T>(db: Executor, work: (tx: Transaction<Database>) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db as Transaction<Database>) : (db as Db).transaction().execute(work);
}

/**
 * Receives NOTIFY payloads on a channel until the returned stop is called; `onLost` when the connection drops
 * (the caller listens again).
 */
export type Listen = (
  channel: string,
  onPayload: (payload: string) => void,
  onLost: () => void,
) => Promise<() => Promise<void>>;
const listeners = new WeakMap<Db, Listen>();

/**
 * LISTEN on the database behind `db`: a dedicated connection on PostgreSQL (a pooled one would be handed to other
 * queries), PGlite's own listener when embedded.
 */
export function listenerOf(db: Db): Listen {
  const listen = listeners.get(db);
  if (!listen) throw new Error('This database was not opened by openDatabase.');
  return listen;
}

/** What the metrics read of a database: its pool's figures (PostgreSQL only) and each failed statement. */
const pools = new WeakMap<Db, pg.Pool>();
const errorListeners = new WeakMap<Db, Set<() => void>>();

/** The pool's connections now (open, idle, queries waiting for one), or null on PGlite (no pool). */
export function poolFigures(db: Db): { total: number; idle: number; waiting: number } | null {
  const pool = pools.get(db);
  return pool ? { total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount } : null;
}

/** `listener` is called for every statement that fails on `db`; returns the way to stop. */
export function onQueryError(db: Db, listener: () => void): () => void {
  let set = errorListeners.get(db);
  if (!set) errorListeners.set(db, (set = new Set()));
  set.add(listener);
  return () => set.delete(listener);
}

/** Kysely's log: only errors, handed to the listeners of `onQueryError`. */
const errorLog = (db: () => Db) => (event: LogEvent) => {
  if (event.level === 'error') for (const listener of errorListeners.get(db()) ?? []) listener();
};

/** The PostgreSQL pool's limits (env DB_POOL_MAX, DB_STATEMENT_TIMEOUT_MS, ...; 0 turns a timeout off). */
export const POSTGRES_DEFAULTS = {
  poolMax: 10,
  /** longest a statement may run before the server cancels it (statement_timeout) */
  statementTimeoutMs: 15_000,
  /** longest a transaction may wait between statements before the server ends its session */
  idleInTransactionTimeoutMs: 15_000,
  /** longest a query waits for a connection: a new one to open, or a busy pool to free one */
  connectTimeoutMs: 5_000,
};

export interface DatabaseOptions extends Partial<typeof POSTGRES_DEFAULTS> {
  /** postgres://... — use a real PostgreSQL server through `pg` (the other settings apply to it only). */
  url?: string;
  /** PGlite data directory, or `memory://` for a throwaway in-memory database. */
  dataDir?: string;
  /** Kysely plugins on every query (the catalog bench and the query-plan test record the queries they explain). */
  plugins?: KyselyPlugin[];
}

/** What every PostgreSQL connection of an instance is opened with, the LISTEN connection's included. */
function clientConfig(url: string, options: DatabaseOptions, role: string): pg.ClientConfig {
  const limits = { ...POSTGRES_DEFAULTS, ...options };
  return {
    connectionString: url,
    application_name: `mart-api ${role}`,
    statement_timeout: limits.statementTimeoutMs,
    idle_in_transaction_session_timeout: limits.idleInTransactionTimeoutMs,
    connectionTimeoutMillis: limits.connectTimeoutMs,
    // a server that vanished without closing its sockets (a host down, a network cut) is noticed too
    keepAlive: true,
  };
}

/**
 * Opens Kysely over pg when a URL is given, else over embedded PGlite (same SQL dialect either way). On PostgreSQL
 * a lost connection never stops the process: it fails the statements it carried (503, errors.ts), a read outside a
 * transaction is retried once on a fresh connection (read-retry.ts), and the pool opens new connections as soon as
 * the server is back.
 */
export async function openDatabase(options: DatabaseOptions): Promise<Db> {
  if (options.url) {
    const pool = new pg.Pool({
      ...clientConfig(options.url, options, 'pool'),
      max: options.poolMax ?? POSTGRES_DEFAULTS.poolMax,
    });
    // A client that loses its connection (a restart, pg_terminate_backend) emits 'error', and unhandled that event
    // stops the process. The pool listens on idle clients only; a checked-out one (a request's query, a
    // transaction) gets this listener from the start. Its statements fail with the error, Kysely hands it back
    // broken and the pool discards it.
    pool.on('connect', (client) => client.on('error', () => {}));
    pool.on('error', () => {});
    const db: Db = new Kysely<Database>({
      dialect: new ReadRetryPostgresDialect({ pool }),
      log: errorLog(() => db),
      plugins: options.plugins ?? [],
    });
    pools.set(db, pool);
    listeners.set(db, async (channel, onPayload, onLost) => {
      const client = new pg.Client(clientConfig(options.url!, options, 'listen'));
      let stopped = false;
      let listening = false;
      // lost only once it listened: a failed connect rejects (the caller retries) and must not also report a loss,
      // or every failed attempt would start another retry loop
      const lost = () => {
        if (!stopped && listening) onLost();
        stopped = true;
      };
      client.on('error', lost);
      client.on('end', lost);
      client.on('notification', (n) => {
        if (n.channel === channel && n.payload) onPayload(n.payload);
      });
      try {
        await client.connect();
        await client.query(`listen ${pg.escapeIdentifier(channel)}`);
      } catch (error) {
        stopped = true;
        await client.end().catch(() => {});
        throw error;
      }
      listening = true;
      return async () => {
        stopped = true;
        await client.end().catch(() => {});
      };
    });
    return db;
  }
  // pg_trgm: the site search's index (migration 0790), as on PostgreSQL
  const pglite = await PGlite.create(options.dataDir ?? 'memory://', { extensions: { pg_trgm } });
  const db: Db = new Kysely<Database>({
    dialect: new PGliteDialect(pglite),
    log: errorLog(() => db),
    plugins: options.plugins ?? [],
  });
  // one in-process database: its listener cannot be lost
  listeners.set(db, async (channel, onPayload) => {
    const stop = await pglite.listen(channel, onPayload);
    return async () => {
      if (!pglite.closed) await stop();
    };
  });
  return db;
}
