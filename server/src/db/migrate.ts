import { Migrator, type Migration, type MigrationProvider } from 'kysely/migration';
import type { Db } from './connect';
import * as m0001 from './migrations/0001_initial';
import * as m0100 from './migrations/0100_vehicle_carts_trips';
import * as m0200 from './migrations/0200_store_orders';
import * as m0300 from './migrations/0300_accounts';
import * as m0400 from './migrations/0400_wishlist_targets';
import * as m0530 from './migrations/0530_auth_hardening';

/**
 * Migrations are listed statically (not read from the folder) so they run the same under tsx, jest and a bundle.
 * Add each new `migrations/NNNN_name.ts` here.
 */
const migrations: Record<string, Migration> = {
  '0001_initial': m0001,
  '0100_vehicle_carts_trips': m0100,
  '0200_store_orders': m0200,
  '0300_accounts': m0300,
  '0400_wishlist_targets': m0400,
  '0530_auth_hardening': m0530,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

export async function migrateToLatest(db: Db): Promise<string[]> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
