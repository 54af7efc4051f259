import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { PGliteDialect } from './pglite-dialect';
import type { Database } from './schema';

export type Db = Kysely<Database>;

export interface DatabaseOptions {
  /** postgres://... — use a real PostgreSQL server through `pg`. */
  url?: string;
  /** PGlite data directory, or `memory://` for a throwaway in-memory database. */
  dataDir?: string;
}

/** Opens Kysely over pg when a URL is given, else over embedded PGlite (same SQL dialect either way). */
export async function openDatabase(options: DatabaseOptions): Promise<Db> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: 10 });
    // An idle client that loses its connection (server restart, pg_terminate_backend) emits 'error'; the pool
    // discards it and the next query opens a new one. Unhandled, that event would crash the process.
    pool.on('error', () => {});
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  }
  const pglite = await PGlite.create(options.dataDir ?? 'memory://');
  return new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
}
