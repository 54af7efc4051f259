/**
 * Catalog reads: stores, items, vehicles, categories, reviews, modules, banners. The shared selects (one shape per
 * entity, so every route presents the same columns) and the paging helper live in db/catalog-queries.ts; this
 * module filters, sorts and pages them. Rows come back as stored: services present them.
 */
import { sql } from 'kysely';
import { addOnsByIds, itemsQuery, pagedList, storesQuery, vehiclesQuery, type Page } from '../db/catalog-queries';
import type { Db, Executor } from '../db/connect';
import { toMinor } from '@mart/domain';

/** Vehicle providers are stores too, of these modules; they are listed through the rental/carmarket routes. */
export const VEHICLE_MODULES = ['rental', 'carmarket'];

export interface StoreFilter {
  zoneIds: number[];
  moduleId: number | null;
  /** stores selling an active item of this category or of one of its sub-categories */
  categoryId?: number;
  type?: 'all' | 'veg' | 'non_veg' | 'delivery' | 'take_away' | 'free_delivery' | 'featured';
  order: 'popular' | 'latest' | 'name';
}

/** One page of the stores (vehicle providers left out), in the API's paging shape. */
function storePage(db: Db, filter: StoreFilter, page: Page) {
  let q = storesQuery(db).where('modules.module_type', 'not in', VEHICLE_MODULES);
  if (filter.zoneIds.length) q = q.where('stores.zone_id', 'in', filter.zoneIds);
  if (filter.moduleId) q = q.where('stores.module_id', '=', filter.moduleId);
  const categoryId = filter.categoryId;
  if (categoryId) {
    q = q.where('stores.id', 'in', (eb) =>
      eb
        .selectFrom('items')
        .select('items.store_id')
        .where('items.status', '=', true)
        .where((w) =>
          w.or([
            w('items.category_id', '=', categoryId),
            w('items.category_id', 'in', w.selectFrom('categories').select('id').where('parent_id', '=', categoryId)),
          ]),
        ),
    );
  }
  switch (filter.type) {
    case 'veg':
      q = q.where('stores.veg', '=', true);
      break;
    case 'non_veg':
      q = q.where('stores.non_veg', '=', true);
      break;
    case 'delivery':
      q = q.where('stores.delivery', '=', true);
      break;
    case 'take_away':
      q = q.where('stores.take_away', '=', true);
      break;
    case 'free_delivery':
      q = q.where('stores.free_delivery', '=', true);
      break;
    case 'featured':
      q = q.where('stores.featured', '=', true);
      break;
  }
  const ordered =
    filter.order === 'popular'
      ? q.orderBy('stores.order_count', 'desc')
      : filter.order === 'latest'
        ? q.orderBy('stores.created_at', 'desc')
        : q.orderBy('stores.featured', 'desc').orderBy('stores.name');
  return pagedList(q, ordered, 'stores.id', page, 'stores', (rows) => rows);
}

/** A listed store by id (all digits) or slug. */
function storeByKey(db: Db, key: string) {
  const query = storesQuery(db);
  return (
    /^\d+$/.test(key) ? query.where('stores.id', '=', Number(key)) : query.where('stores.slug', '=', key)
  ).executeTakeFirst();
}

/**
 * Listed stores among these ids: `providers` picks the stores of vehicle modules (of `moduleType` when given),
 * otherwise the other stores.
 */
function storesByIds(db: Db, ids: number[], providers: { moduleType?: string } | null = null) {
  if (!ids.length) return Promise.resolve([]);
  let q = storesQuery(db).where('stores.id', 'in', ids);
  if (providers) {
    q = q.where('modules.module_type', 'in', VEHICLE_MODULES);
    if (providers.moduleType) q = q.where('modules.module_type', '=', providers.moduleType);
  }
  return q.execute();
}

const itemsByIds = (db: Db, ids: number[]) =>
  ids.length ? itemsQuery(db).where('items.id', 'in', ids).execute() : Promise.resolve([]);

function vehiclesByIds(db: Db, ids: number[], moduleType?: string) {
  if (!ids.length) return Promise.resolve([]);
  let q = vehiclesQuery(db).where('vehicles.id', 'in', ids);
  if (moduleType) q = q.where('modules.module_type', '=', moduleType);
  return q.execute();
}

/** A store's row (any status), for what a write prices from. */
const storeById = (db: Executor, id: number) =>
  db.selectFrom('stores').selectAll().where('id', '=', id).executeTakeFirst();

export const catalogRepository = () => ({
  storePage,
  storeByKey,
  storesByIds,
  itemsByIds,
  vehiclesByIds,
  addOnsByIds,
  storeById,
});
export type CatalogRepository = ReturnType<typeof catalogRepository>;
