import { sql } from 'kysely';
import { inTransaction, type Db } from './connect';
import { migrateToLatest } from './migrate';
import { isSeeded, seedDemoData } from './seed';
import { LARGE_CATALOG, seedLargeCatalog, type LargeCatalogSize } from './seed/large-catalog';
import { rebuildSearchIndex } from '../services/catalog/site-search-index';
import type { ScryptCost } from '../infra/passwords';

/** Any fixed number: every Mart instance on one database takes the same session-level advisory lock. */
const PREPARE_LOCK = 7_204_020;

/**
 * Start-up: apply pending migrations, then load the demo data into an empty database unless told not to. Several
 * instances starting together on one PostgreSQL database take turns under an advisory lock held by one
 * connection: the first migrates and seeds, the others find the work done (before, the second crashed on a
 * duplicate key while seeding).
 */
export async function prepareDatabase(
  db: Db,
  options: {
    seed: boolean;
    now?: Date;
    passwordCost?: ScryptCost;
    /** 'large' (or a size of it): the generated large catalog on top of the demo's */
    catalog?: 'demo' | 'large' | LargeCatalogSize;
  },
): Promise<{ migrated: string[]; seeded: boolean }> {
  return db.connection().execute(async (conn) => {
    // waiting for another instance's migrations, a long migration and the demo seed (scrypt hashes between its
    // statements) may all outlast the request timeouts (connect.ts): none applies to this session
    await sql`set statement_timeout = 0`.execute(conn);
    await sql`set idle_in_transaction_session_timeout = 0`.execute(conn);
    await sql`select pg_advisory_lock(${PREPARE_LOCK})`.execute(conn);
    try {
      const migrated = await migrateToLatest(conn);
      const seeded = options.seed && !(await isSeeded(conn));
      if (seeded) await seedDemoData(conn, options.now, options.passwordCost);
      // issue 44: the generated large catalog on top of the demo's (seed --catalog=large, the API bench)
      const large = options.catalog === 'large' ? LARGE_CATALOG : options.catalog === 'demo' ? null : options.catalog;
      if (seeded && large) await inTransaction(conn, (trx) => seedLargeCatalog(trx, options.now, large));
      // the site search's index follows the catalog's names (issue 41)
      await rebuildSearchIndex(conn);
      // the planner's figures follow the large catalog at once (autovacuum gets there later; PGlite has none)
      if (seeded && large) await sql`analyze`.execute(conn);
      return { migrated, seeded };
    } finally {
      await sql`select pg_advisory_unlock(${PREPARE_LOCK})`.execute(conn);
      // the connection goes back to the pool with the timeouts it was opened with
      await sql`reset statement_timeout`.execute(conn);
      await sql`reset idle_in_transaction_session_timeout`.execute(conn);
    }
  });
}
