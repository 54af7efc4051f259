import { sql, type SelectQueryBuilder } from 'kysely';
import type { Db } from './connect';
import { pageBody } from '../schemas/common';
import type { WishlistKind } from './schema';

/** Shared selects for catalog entities, so every route presents the same columns the same way. */

const wishlistCount = (kind: WishlistKind, column: string) =>
  sql<number>`(select count(*)::int from wishlists w where w.kind = ${kind} and w.target_id = ${sql.ref(column)})`;

export function storesQuery(db: Db) {
  return db
    .selectFrom('stores')
    .innerJoin('modules', 'modules.id', 'stores.module_id')
    .innerJoin('zones', 'zones.id', 'stores.zone_id')
    .selectAll('stores')
    .select([
      'modules.module_type',
      'zones.utc_offset_minutes',
      sql<number>`(select count(*)::int from items i where i.store_id = stores.id and i.status)`.as('items_count'),
      sql<number>`(select count(*)::int from vehicles v where v.provider_id = stores.id and v.status)`.as(
        'vehicles_count',
      ),
      wishlistCount('store', 'stores.id').as('wishlist_count'),
      wishlistCount('provider', 'stores.id').as('provider_wishlist_count'),
    ])
    .where('stores.status', '=', true);
}
export type StoreRecord = Awaited<ReturnType<ReturnType<typeof storesQuery>['executeTakeFirstOrThrow']>>;

export function itemsQuery(db: Db) {
  return db
    .selectFrom('items')
    .innerJoin('stores', 'stores.id', 'items.store_id')
    .innerJoin('modules', 'modules.id', 'items.module_id')
    .selectAll('items')
    .select([
      'stores.name as store_name',
      'stores.i18n as store_i18n',
      'stores.zone_id',
      'stores.schedule_order',
      'stores.discount_x100 as store_discount_x100',
      'modules.module_type',
      wishlistCount('item', 'items.id').as('wishlist_count'),
    ])
    .where('items.status', '=', true)
    .where('stores.status', '=', true);
}
export type ItemRecord = Awaited<ReturnType<ReturnType<typeof itemsQuery>['executeTakeFirstOrThrow']>>;

export function vehiclesQuery(db: Db) {
  return db
    .selectFrom('vehicles')
    .innerJoin('stores', 'stores.id', 'vehicles.provider_id')
    .innerJoin('vehicle_categories', 'vehicle_categories.id', 'vehicles.category_id')
    .innerJoin('vehicle_brands', 'vehicle_brands.id', 'vehicles.brand_id')
    .innerJoin('modules', 'modules.id', 'vehicles.module_id')
    .selectAll('vehicles')
    .select([
      'modules.module_type',
      'stores.name as provider_name',
      'stores.i18n as provider_i18n',
      'stores.logo as provider_logo',
      'stores.zone_id',
      'stores.discount_x100 as provider_discount_x100',
      'stores.discount_type as provider_discount_type',
      'stores.discount_max_minor as provider_discount_max_minor',
      'stores.discount_min_purchase_minor as provider_discount_min_purchase_minor',
      'vehicle_categories.name as category_name',
      'vehicle_categories.i18n as category_i18n',
      'vehicle_brands.name as brand_name',
      wishlistCount('vehicle', 'vehicles.id').as('wishlist_count'),
    ])
    .where('vehicles.status', '=', true)
    .where('stores.status', '=', true);
}
export type VehicleRecord = Awaited<ReturnType<ReturnType<typeof vehiclesQuery>['executeTakeFirstOrThrow']>>;

export async function addOnsByIds(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  return db.selectFrom('add_ons').selectAll().where('id', 'in', ids).execute();
}
export type AddOnRecord = Awaited<ReturnType<typeof addOnsByIds>>[number];

/** Parses the zoneId header: "1", "[1,2]" or "1,2" (the storefront stores it JSON-encoded). */
export function parseZoneHeader(value: string | string[] | undefined): number[] {
  const raw = Array.isArray(value) ? value[0] : value;
  if (!raw) return [];
  return raw
    .replace(/[[\]\s"]/g, '')
    .split(',')
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0);
}

export function parseIdHeader(value: string | string[] | undefined): number | null {
  const raw = Array.isArray(value) ? value[0] : value;
  const n = Number(raw);
  return Number.isInteger(n) && n > 0 ? n : null;
}

/** Each page row carries the total match count, so a paged list costs one query instead of two. */
export const windowTotal = sql<number>`(count(*) over ())::int`;
/** The list total: from the page's window count, or past the last page (no rows) from a count query. */
export async function pagedTotal(rows: { total_count: number }[], skip: number, count: () => Promise<number>) {
  return rows[0]?.total_count ?? (skip > 0 ? count() : 0);
}

export interface Page {
  limit: number;
  offset: number;
  skip: number;
}

/**
 * One page of a filtered list in the API's paging shape, `{total_size, limit, offset, <key>: [...]}`. `filtered` is
 * the query with its filters, `ordered` the same with its sort; ties break on `idColumn`. The total comes from the
 * page's window count (or, past the last page, from counting `filtered`). `present` turns the page's rows into API
 * objects (all at once, so it can load what the rows refer to in one go).
 */
export async function pagedList<DB, TB extends keyof DB, O, K extends string, T>(
  filtered: SelectQueryBuilder<DB, TB, O>,
  ordered: SelectQueryBuilder<DB, TB, O>,
  idColumn: string,
  page: Page,
  key: K,
  present: (rows: O[]) => T[] | Promise<T[]>,
): Promise<{ total_size: number; limit: number; offset: number } & Record<K, T[]>> {
  // (Kysely cannot follow an added selection through a generic row type: the casts restate what was selected)
  const rows = (await ordered
    .select(windowTotal.as('total_count'))
    .orderBy(sql.ref(idColumn))
    .limit(page.limit)
    .offset(page.skip)
    .execute()) as unknown as (O & { total_count: number })[];
  const total = await pagedTotal(rows, page.skip, async () => {
    const counted = await filtered
      .clearSelect()
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirstOrThrow();
    return (counted as unknown as { n: number }).n;
  });
  return pageBody(page, total, key, await present(rows));
}
