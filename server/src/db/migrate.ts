import { Migrator, type Migration, type MigrationProvider } from 'kysely/migration';
import { sql } from 'kysely';
import type { Db } from './connect';
import * as m0001 from './migrations/0001_initial';
import * as m0100 from './migrations/0100_vehicle_carts_trips';
import * as m0200 from './migrations/0200_store_orders';
import * as m0300 from './migrations/0300_accounts';
import * as m0400 from './migrations/0400_wishlist_targets';
import * as m0500 from './migrations/0500_concurrency_guards';
import * as m0510 from './migrations/0510_vehicle_bookings';
import * as m0530 from './migrations/0530_auth_hardening';
import * as m0550 from './migrations/0550_live_events';
import * as m0620 from './migrations/0620_variation_ids';
import * as m0630 from './migrations/0630_precise_catalog_events';
import * as m0645 from './migrations/0645_place_kinds';
import * as m0646 from './migrations/0646_idempotency_scopes';
import * as m0710 from './migrations/0710_account_proofs';
import * as m0700 from './migrations/0700_cart_line_unique';
import * as m0701 from './migrations/0701_idempotency_fingerprints';
import * as m0702 from './migrations/0702_unpaid_release';
import * as m0750 from './migrations/0750_outbox_delivery';
import * as m0760 from './migrations/0760_surge_cashback';
import * as m0761 from './migrations/0761_reset_tokens';
import * as m0770 from './migrations/0770_push_subscriptions';
import * as m0780 from './migrations/0780_rum_counts';
import * as m0790 from './migrations/0790_site_search';
import * as m0791 from './migrations/0791_recently_viewed';
import * as m0800 from './migrations/0800_catalog_scale';

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
  '0500_concurrency_guards': m0500,
  '0510_vehicle_bookings': m0510,
  '0530_auth_hardening': m0530,
  '0550_live_events': m0550,
  '0620_variation_ids': m0620,
  '0630_precise_catalog_events': m0630,
  '0645_place_kinds': m0645,
  '0646_idempotency_scopes': m0646,
  '0710_account_proofs': m0710,
  '0700_cart_line_unique': m0700,
  '0701_idempotency_fingerprints': m0701,
  '0702_unpaid_release': m0702,
  '0750_outbox_delivery': m0750,
  '0760_surge_cashback': m0760,
  '0761_reset_tokens': m0761,
  '0770_push_subscriptions': m0770,
  '0780_rum_counts': m0780,
  '0790_site_search': m0790,
  '0791_recently_viewed': m0791,
  '0800_catalog_scale': m0800,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

export async function migrateToLatest(db: Db): Promise<string[]> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/** Whether the database answers at all (a round trip, before asking it anything else). */
export async function ping(db: Db): Promise<void> {
  await sql`select 1`.execute(db);
}

/** Migrations this code knows that the database has not run (readiness: an instance must not serve an old schema). */
export async function pendingMigrations(db: Db): Promise<string[]> {
  const known = await new Migrator({ db, provider }).getMigrations();
  return known.filter((m) => !m.executedAt).map((m) => m.name);
}
