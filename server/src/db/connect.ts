import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, type Transaction } from 'kysely';
import pg from 'pg';
import { PGliteDialect } from './pglite-dialect';
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

export interface DatabaseOptions {
  /** postgres://... — use a real PostgreSQL server through `pg`. */
  url?: string;
  /** PGlite data directory, or `memory://` for a throwaway in-memory database. */
  dataDir?: string;
  /** PostgreSQL connections in the pool (env DB_POOL_MAX) */
  poolMax?: number;
}

/** Opens Kysely over pg when a URL is given, else over embedded PGlite (same SQL dialect either way). */
export async function openDatabase(options: DatabaseOptions): Promise<Db> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolMax ?? 10 });
    // An idle client that loses its connection (server restart, pg_terminate_backend) emits 'error'; the pool
    // discards it and the next query opens a new one. Unhandled, that event would crash the process.
    pool.on('error', () => {});
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    listeners.set(db, async (channel, onPayload, onLost) => {
      const client = new pg.Client({ connectionString: options.url });
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
  const pglite = await PGlite.create(options.dataDir ?? 'memory://');
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
  // one in-process database: its listener cannot be lost
  listeners.set(db, async (channel, onPayload) => {
    const stop = await pglite.listen(channel, onPayload);
    return async () => {
      if (!pglite.closed) await stop();
    };
  });
  return db;
}
