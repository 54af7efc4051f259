/**
 * What the page server asks about addresses (issue 41): whether an item, store or vehicle is listed, was removed
 * (the row is there, unlisted: 410) or never existed (404), and the listed catalog with its last change, for the
 * sitemap.
 */
import { sql } from 'kysely';
import type { Db, Executor } from '../db/connect';
import { VEHICLE_MODULES } from './catalog';

/** listed: shown to customers; removed: the row is there but it or its store is no longer listed. */
export type Listing = 'listed' | 'removed';

const listing = (row: { own: boolean; store: boolean } | undefined): Listing | null =>
  row ? (row.own && row.store ? 'listed' : 'removed') : null;

async function itemListing(db: Executor, id: number): Promise<Listing | null> {
  return listing(
    await db
      .selectFrom('items')
      .innerJoin('stores', 'stores.id', 'items.store_id')
      .select(['items.status as own', 'stores.status as store'])
      .where('items.id', '=', id)
      .executeTakeFirst(),
  );
}

/** A store by id or slug, with its id (a slug is an old address of the store: it moves to the id). */
async function storeListing(db: Executor, key: string) {
  const q = db
    .selectFrom('stores')
    .innerJoin('modules', 'modules.id', 'stores.module_id')
    .select(['stores.id', 'stores.status', 'modules.module_type']);
  const row = await (
    /^\d+$/.test(key) ? q.where('stores.id', '=', Number(key)) : q.where('stores.slug', '=', key)
  ).executeTakeFirst();
  return row
    ? {
        id: row.id,
        listing: (row.status ? 'listed' : 'removed') as Listing,
        vehicle: (VEHICLE_MODULES as readonly string[]).includes(row.module_type),
      }
    : null;
}

async function vehicleListing(db: Executor, moduleType: string, id: number): Promise<Listing | null> {
  return listing(
    await db
      .selectFrom('vehicles')
      .innerJoin('stores', 'stores.id', 'vehicles.provider_id')
      .innerJoin('modules', 'modules.id', 'vehicles.module_id')
      .select(['vehicles.status as own', 'stores.status as store'])
      .where('vehicles.id', '=', id)
      .where('modules.module_type', '=', moduleType)
      .executeTakeFirst(),
  );
}

const stamp = (column: string) => sql<Date | string>`${sql.ref(column)}`;

/** Every listed store, item and vehicle of the active modules, with when each last changed. */
async function listedCatalog(db: Db) {
  const [modules, stores, items, vehicles] = await Promise.all([
    db
      .selectFrom('modules')
      .select(['id', 'module_type'])
      .where('status', '=', true)
      .orderBy('position')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('stores')
      .select(['id', 'module_id', stamp('created_at').as('changed')])
      .where('status', '=', true)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('items')
      .innerJoin('stores', 'stores.id', 'items.store_id')
      .select(['items.id', 'items.module_id', stamp('items.created_at').as('changed')])
      .where('items.status', '=', true)
      .where('stores.status', '=', true)
      .orderBy('items.id')
      .execute(),
    db
      .selectFrom('vehicles')
      .innerJoin('stores', 'stores.id', 'vehicles.provider_id')
      .select(['vehicles.id', 'vehicles.module_id', 'vehicles.provider_id', stamp('vehicles.created_at').as('changed')])
      .where('vehicles.status', '=', true)
      .where('stores.status', '=', true)
      .orderBy('vehicles.id')
      .execute(),
  ]);
  return { modules, stores, items, vehicles };
}

export const seoRepository = () => ({ itemListing, storeListing, vehicleListing, listedCatalog });
export type SeoRepository = ReturnType<typeof seoRepository>;
