/**
 * Catalog reads: stores, items, vehicles, categories, reviews, modules, banners. The shared selects (one shape per
 * entity, so every route presents the same columns) and the paging helper live in db/catalog-queries.ts; this
 * module filters, sorts and pages them. Rows come back as stored: services present them.
 */
import type { Static } from '@sinclair/typebox';
import { sql, type ExpressionBuilder, type RawBuilder } from 'kysely';
import type { Database } from '../db/schema';
import { addOnsByIds, itemsQuery, pagedList, storesQuery, vehiclesQuery, type Page } from '../db/catalog-queries';
import type { Db, Executor } from '../db/connect';
import { toMinor } from '@mart/domain';
import type { VehicleSearchQuery } from '../schemas/vehicles';

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

/**
 * A category and its sub-categories, as one list the items' category index can be probed with (an `or` of the id
 * and a sub-query read every item row: 330 ms on a catalog of 50 000, issue 44).
 */
const inCategory = (id: number) => (eb: ExpressionBuilder<Database, 'items'>) =>
  eb
    .selectFrom('categories')
    .select('categories.id')
    .where((w) => w.or([w('categories.id', '=', id), w('categories.parent_id', '=', id)]));

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
        .where('items.category_id', 'in', inCategory(categoryId)),
    );
  }
  // every type but 'all' names the store flag it keeps to
  if (filter.type && filter.type !== 'all') q = q.where(`stores.${filter.type}`, '=', true);
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

/** Names and logos of these stores (any status), for the chat list. */
const storeBriefs = (db: Executor, ids: number[]) =>
  ids.length
    ? db.selectFrom('stores').select(['id', 'name', 'logo']).where('id', 'in', ids).execute()
    : Promise.resolve([]);

/** What an order line shows of its item, campaign and add-ons, by id (any status: the order keeps its lines). */
const lineTexts = (db: Executor, ids: { items: number[]; campaigns: number[]; addOns: number[] }) =>
  Promise.all([
    ids.items.length
      ? db
          .selectFrom('items')
          .select(['id', 'name', 'i18n', 'choice_options', 'food_variations'])
          .where('id', 'in', ids.items)
          .execute()
      : [],
    ids.campaigns.length
      ? db.selectFrom('campaign_items').select(['id', 'title', 'i18n']).where('id', 'in', ids.campaigns).execute()
      : [],
    ids.addOns.length
      ? db.selectFrom('add_ons').select(['id', 'name', 'i18n']).where('id', 'in', ids.addOns).execute()
      : [],
  ]);

/**
 * The store with its zone's delivery surcharge and the module's terms in that zone (pivot_* null when the module
 * sets none there): what an order is priced from, in one round trip.
 */
const storeWithTerms = (db: Executor, storeId: number) =>
  db
    .selectFrom('stores')
    .innerJoin('zones', 'zones.id', 'stores.zone_id')
    .leftJoin('module_zones', (join) =>
      join
        .onRef('module_zones.module_id', '=', 'stores.module_id')
        .onRef('module_zones.zone_id', '=', 'stores.zone_id'),
    )
    .selectAll('stores')
    .select([
      'zones.utc_offset_minutes',
      'zones.increased_delivery_fee_status',
      'zones.increased_delivery_fee_x100',
      'module_zones.module_id as pivot_module_id',
      'module_zones.delivery_charge_type',
      'module_zones.fixed_shipping_charge_minor',
      'module_zones.per_km_shipping_charge_minor as pivot_per_km_shipping_charge_minor',
      'module_zones.minimum_shipping_charge_minor as pivot_minimum_shipping_charge_minor',
      'module_zones.maximum_shipping_charge_minor as pivot_maximum_shipping_charge_minor',
      'module_zones.maximum_cod_order_amount_minor',
    ])
    .where('stores.id', '=', storeId)
    .executeTakeFirst();

/* ---- items ---- */

export interface ItemFilter {
  categoryId?: number;
  storeId?: number;
  name?: string;
  type?: 'all' | 'veg' | 'non_veg';
  zoneIds: number[];
  moduleId: number | null;
  minPrice?: number;
  maxPrice?: number;
  sortBy?: 'price_low' | 'price_high' | 'rating' | 'newest' | 'name';
}

/** One page of listed items behind category, store and search listings (popular first unless sorted). */
function itemPage(db: Db, filter: ItemFilter, page: Page) {
  let query = itemsQuery(db);
  if (filter.categoryId) {
    const id = filter.categoryId;
    // a parent category lists its sub-categories' items too
    query = query.where('items.category_id', 'in', inCategory(id));
  }
  if (filter.storeId) query = query.where('items.store_id', '=', filter.storeId);
  if (filter.name) {
    const needle = `%${filter.name.toLowerCase().replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
    query = query.where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['items.name']), 'like', needle),
        eb(sql<string>`lower(items.i18n::text)`, 'like', needle),
        eb(sql<string>`lower(items.tags::text)`, 'like', needle),
      ]),
    );
  }
  if (filter.type === 'veg') query = query.where('items.veg', '=', 1);
  if (filter.type === 'non_veg') query = query.where('items.veg', '=', 0);
  if (filter.zoneIds.length) query = query.where('stores.zone_id', 'in', filter.zoneIds);
  if (filter.moduleId) query = query.where('items.module_id', '=', filter.moduleId);
  if (filter.minPrice !== undefined) query = query.where('items.price_minor', '>=', toMinor(filter.minPrice));
  if (filter.maxPrice !== undefined) query = query.where('items.price_minor', '<=', toMinor(filter.maxPrice));

  const sorted =
    filter.sortBy === 'price_low'
      ? query.orderBy('items.price_minor', 'asc')
      : filter.sortBy === 'price_high'
        ? query.orderBy('items.price_minor', 'desc')
        : filter.sortBy === 'rating'
          ? query.orderBy('items.avg_rating', 'desc')
          : filter.sortBy === 'newest'
            ? query.orderBy('items.created_at', 'desc')
            : filter.sortBy === 'name'
              ? query.orderBy('items.name', 'asc')
              : query.orderBy('items.order_count', 'desc');
  return pagedList(query, sorted, 'items.id', page, 'products', (rows) => rows);
}

const itemById = (db: Db, id: number) => itemsQuery(db).where('items.id', '=', id).executeTakeFirst();

/** A listed item with its store's zone's UTC offset (its opening hours), read through the caller's transaction. */
const itemWithZoneOffset = (db: Db, id: number) =>
  itemsQuery(db)
    .innerJoin('zones', 'zones.id', 'stores.zone_id')
    .select('zones.utc_offset_minutes')
    .where('items.id', '=', id)
    .executeTakeFirst();

const activeCampaign = (db: Executor, id: number) =>
  db.selectFrom('campaign_items').selectAll().where('id', '=', id).where('status', '=', true).executeTakeFirst();

/** Campaign items running on `today`, optionally limited to zones/module, with their campaign's terms. */
function runningCampaignItems(db: Db, today: string, zoneIds: number[], moduleId: number | null) {
  let query = itemsQuery(db)
    .innerJoin('campaign_items', 'campaign_items.item_id', 'items.id')
    .select([
      'campaign_items.id as campaign_id',
      'campaign_items.title as campaign_title',
      'campaign_items.i18n as campaign_i18n',
      'campaign_items.image as campaign_image',
      'campaign_items.available_date_starts',
      'campaign_items.available_date_ends',
      'campaign_items.start_time',
      'campaign_items.end_time',
      'campaign_items.price_minor as campaign_price_minor',
      'campaign_items.discount_x100 as campaign_discount_x100',
      'campaign_items.discount_type as campaign_discount_type',
    ])
    .where('campaign_items.status', '=', true)
    .where('campaign_items.available_date_starts', '<=', today)
    .where('campaign_items.available_date_ends', '>=', today);
  if (zoneIds.length) query = query.where('stores.zone_id', 'in', zoneIds);
  if (moduleId) query = query.where('items.module_id', '=', moduleId);
  return query.orderBy('campaign_items.id').execute();
}

/* ---- categories ---- */

const categoriesWithCounts = (db: Executor) =>
  db
    .selectFrom('categories')
    .selectAll()
    .select(
      sql<number>`(select count(*)::int from items i where i.status and i.category_id in (select c2.id from categories c2 where c2.id = categories.id or c2.parent_id = categories.id))`.as(
        'products_count',
      ),
    )
    .where('status', '=', true);

/** Active categories with their listed items counted (a parent counts its children's), by priority. */
function categories(db: Executor, filter: { moduleId?: number | null; parentId?: number } = {}) {
  let query = categoriesWithCounts(db);
  if (filter.moduleId) query = query.where('module_id', '=', filter.moduleId);
  if (filter.parentId !== undefined) query = query.where('parent_id', '=', filter.parentId);
  return query.orderBy('priority', 'desc').orderBy('id').execute();
}

const category = (db: Executor, id: number) => categoriesWithCounts(db).where('id', '=', id).executeTakeFirst();

/** Featured active categories, each with its own items counted (whatever their status). */
const featuredCategories = (db: Executor) =>
  db
    .selectFrom('categories')
    .selectAll()
    .select(sql<number>`(select count(*)::int from items i where i.category_id = categories.id)`.as('products_count'))
    .where('featured', '=', true)
    .where('status', '=', true)
    .orderBy('priority', 'desc')
    .orderBy('id')
    .execute();

const categoryExists = async (db: Executor, id: number) =>
  (await db.selectFrom('categories').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;

/** How many of these ids are categories. */
const categoriesFound = async (db: Executor, ids: number[]) =>
  ids.length ? (await db.selectFrom('categories').select('id').where('id', 'in', ids).execute()).length : 0;

/* ---- stores, providers, vehicles ---- */

const topStores = (db: Db, limit: number) =>
  storesQuery(db).orderBy('stores.order_count', 'desc').limit(limit).execute();

/** A listed provider (store) of a vehicle module. */
const provider = (db: Db, moduleType: string, id: number) =>
  storesQuery(db).where('modules.module_type', '=', moduleType).where('stores.id', '=', id).executeTakeFirst();

/** One page of a vehicle module's providers in these zones, best rated first. */
function providerPage(db: Db, moduleType: string, zoneIds: number[], page: Page) {
  let q = storesQuery(db).where('modules.module_type', '=', moduleType);
  if (zoneIds.length) q = q.where('stores.zone_id', 'in', zoneIds);
  return pagedList(q, q.orderBy('stores.avg_rating', 'desc'), 'stores.id', page, 'providers', (rows) => rows);
}

const vehicle = (db: Db, moduleType: string, id: number) =>
  vehiclesQuery(db).where('modules.module_type', '=', moduleType).where('vehicles.id', '=', id).executeTakeFirst();

/** How many listed vehicles have `column` = the outer row's `id` (a category's or a brand's). */
const listedVehicles = (column: 'category_id' | 'brand_id', id: string) =>
  sql<number>`(select count(*)::int from vehicles v where ${sql.ref(`v.${column}`)} = ${sql.ref(id)} and v.status)`.as(
    'vehicles_count',
  );

/** A vehicle module's active categories with their listed vehicles counted. */
const vehicleCategories = (db: Executor, moduleType: string) =>
  db
    .selectFrom('vehicle_categories')
    .innerJoin('modules', 'modules.id', 'vehicle_categories.module_id')
    .selectAll('vehicle_categories')
    .select(listedVehicles('category_id', 'vehicle_categories.id'))
    .where('modules.module_type', '=', moduleType)
    .where('vehicle_categories.status', '=', true)
    .orderBy('vehicle_categories.position')
    .orderBy('vehicle_categories.id')
    .execute();

/** A vehicle module's active brands with their listed vehicles counted, by name. */
const vehicleBrands = (db: Executor, moduleType: string) =>
  db
    .selectFrom('vehicle_brands')
    .innerJoin('modules', 'modules.id', 'vehicle_brands.module_id')
    .selectAll('vehicle_brands')
    .select(listedVehicles('brand_id', 'vehicle_brands.id'))
    .where('modules.module_type', '=', moduleType)
    .where('vehicle_brands.status', '=', true)
    .orderBy('vehicle_brands.name')
    .execute();

/** What a vehicle search filters and sorts by (the search query, with its zones and default sort resolved). */
export type VehicleFilter = Omit<Static<typeof VehicleSearchQuery>, 'sort_by'> & {
  zoneIds: number[];
  /** leave out vehicles with no unit free */
  onlyFree: boolean;
  sort: Static<typeof VehicleSearchQuery>['sort_by'];
};

/** One page of a vehicle module's listed vehicles, each with `free` (its units free for the searched trip). */
function vehiclePage(db: Db, moduleType: string, free: RawBuilder<number>, query: VehicleFilter, page: Page) {
  let q = vehiclesQuery(db).where('modules.module_type', '=', moduleType).select(free.as('available_vehicle_count'));
  if (query.onlyFree) q = q.where(sql<boolean>`${free} > 0`);
  if (query.zoneIds.length) q = q.where('stores.zone_id', 'in', query.zoneIds);
  if (query.provider_id) q = q.where('vehicles.provider_id', '=', query.provider_id);
  if (query.name?.trim()) {
    const needle = `%${query.name
      .trim()
      .toLowerCase()
      .replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
    q = q.where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['vehicles.name']), 'like', needle),
        eb(sql<string>`lower(vehicles.i18n::text)`, 'like', needle),
        eb(eb.fn('lower', ['vehicle_brands.name']), 'like', needle),
      ]),
    );
  }
  if (query.category_id) q = q.where('vehicles.category_id', '=', query.category_id);
  if (query.brand_ids) q = q.where('vehicles.brand_id', 'in', query.brand_ids.split(',').map(Number));
  if (query.min_seats) q = q.where('vehicles.seating_capacity', '>=', query.min_seats);
  if (query.max_seats) q = q.where('vehicles.seating_capacity', '<=', query.max_seats);
  if (query.type) q = q.where('vehicles.type', '=', query.type);
  if (query.fuel_type) q = q.where('vehicles.fuel_type', '=', query.fuel_type);
  if (query.transmission_type) q = q.where('vehicles.transmission_type', '=', query.transmission_type);
  if (query.air_condition === 1) q = q.where('vehicles.air_condition', '>', 0);
  if (query.air_condition === 0) q = q.where('vehicles.air_condition', '=', 0);
  if (query.trip_type === 'hourly') q = q.where('vehicles.hourly_enabled', '=', 1);
  if (query.trip_type === 'distance_wise') q = q.where('vehicles.distance_enabled', '=', 1);
  // The price range applies to the searched trip type's price, or to either offered price without one.
  const priceColumns =
    query.trip_type === 'hourly'
      ? (['hourly_price_minor'] as const)
      : query.trip_type === 'distance_wise'
        ? (['distance_price_minor'] as const)
        : (['hourly_price_minor', 'distance_price_minor'] as const);
  const enabled = {
    hourly_price_minor: 'vehicles.hourly_enabled',
    distance_price_minor: 'vehicles.distance_enabled',
  } as const;
  if (query.min_price !== undefined || query.max_price !== undefined) {
    const min = toMinor(query.min_price ?? 0);
    const max = query.max_price === undefined ? null : toMinor(query.max_price);
    q = q.where((eb) =>
      eb.or(
        priceColumns.map((column) => {
          const conditions = [eb(enabled[column], '=', 1), eb(`vehicles.${column}`, '>=', min)];
          if (max !== null) conditions.push(eb(`vehicles.${column}`, '<=', max));
          return eb.and(conditions);
        }),
      ),
    );
  }
  // "start price" is the lower of the offered prices (SPEC §9)
  const startPrice = sql`least(case when vehicles.hourly_enabled = 1 then vehicles.hourly_price_minor end, case when vehicles.distance_enabled = 1 then vehicles.distance_price_minor end)`;
  const sort = query.sort;
  const ordered =
    sort === 'price_low'
      ? q.orderBy(startPrice, 'asc')
      : sort === 'price_high'
        ? q.orderBy(startPrice, 'desc')
        : sort === 'rating'
          ? q.orderBy('vehicles.avg_rating', 'desc').orderBy('vehicles.rating_count', 'desc')
          : sort === 'newest'
            ? q.orderBy('vehicles.created_at', 'desc')
            : sort === 'name'
              ? q.orderBy('vehicles.name')
              : q.orderBy('vehicles.rating_count', 'desc');
  return pagedList(q, ordered, 'vehicles.id', page, 'vehicles', (rows) => rows);
}

/* ---- reviews ---- */

/**
 * One page of the reviews of an item, a vehicle or a store (provider), newest first. An order's review is written
 * as one row for the store and a copy per item (orders.review, in one statement: same customer, same moment): the
 * store's list shows it once, as its store row (issue 40.8).
 */
function reviewPage(db: Executor, column: 'item_id' | 'vehicle_id' | 'store_id', id: number, page: Page) {
  const reviews = db
    .selectFrom('reviews')
    .leftJoin('items', 'items.id', 'reviews.item_id')
    .leftJoin('vehicles', 'vehicles.id', 'reviews.vehicle_id')
    .where(`reviews.${column}`, '=', id)
    .select([
      'reviews.id',
      'reviews.customer_name',
      'reviews.rating',
      'reviews.comment',
      'reviews.created_at',
      'reviews.item_id',
      'reviews.vehicle_id',
      'reviews.store_id',
      'items.name as item_name',
      'vehicles.name as vehicle_name',
    ]);
  const filtered =
    column === 'store_id'
      ? reviews.where(({ exists, not, selectFrom }) =>
          not(
            exists(
              selectFrom('reviews as whole')
                .select('whole.id')
                .where('reviews.item_id', 'is not', null)
                .where('whole.item_id', 'is', null)
                .where('whole.vehicle_id', 'is', null)
                .whereRef('whole.store_id', '=', 'reviews.store_id')
                .whereRef('whole.user_id', '=', 'reviews.user_id')
                .whereRef('whole.created_at', '=', 'reviews.created_at'),
            ),
          ),
        )
      : reviews;
  const ordered = filtered.orderBy('reviews.created_at', 'desc').orderBy('reviews.id', 'desc');
  return pagedList(filtered, ordered, 'reviews.id', page, 'reviews', (rows) => rows);
}

/** An item's or a store's average rating (any status), if it exists. */
const rating = (db: Executor, table: 'items' | 'stores', id: number) =>
  db.selectFrom(table).select(['id', 'avg_rating']).where('id', '=', id).executeTakeFirst();

/* ---- modules, banners ---- */

const activeModules = (db: Executor) =>
  db.selectFrom('modules').selectAll().where('status', '=', true).orderBy('position').orderBy('id').execute();

const moduleType = async (db: Executor, id: number) =>
  (await db.selectFrom('modules').select('module_type').where('id', '=', id).executeTakeFirst())?.module_type;

/** Active banners with the store and item they link to, filtered by zones, module and module type. */
function banners(db: Executor, filter: { zoneIds: number[]; moduleId: number | null; moduleType?: string }) {
  let query = db
    .selectFrom('banners')
    .innerJoin('modules', 'modules.id', 'banners.module_id')
    .leftJoin('stores', 'stores.id', 'banners.store_id')
    .leftJoin('items', 'items.id', 'banners.item_id')
    .selectAll('banners')
    .select([
      'stores.name as store_name',
      'stores.i18n as store_i18n',
      'stores.slug as store_slug',
      'items.name as item_name',
      'items.i18n as item_i18n',
      'items.slug as item_slug',
    ])
    .where('banners.status', '=', true);
  if (filter.zoneIds.length) query = query.where('banners.zone_id', 'in', filter.zoneIds);
  if (filter.moduleId) query = query.where('banners.module_id', '=', filter.moduleId);
  if (filter.moduleType) query = query.where('modules.module_type', '=', filter.moduleType);
  return query.orderBy('banners.id').execute();
}

export const catalogRepository = () => ({
  itemPage,
  itemById,
  itemWithZoneOffset,
  activeCampaign,
  runningCampaignItems,
  categories,
  category,
  featuredCategories,
  categoryExists,
  categoriesFound,
  topStores,
  provider,
  providerPage,
  vehicle,
  vehicleCategories,
  vehicleBrands,
  vehiclePage,
  reviewPage,
  rating,
  activeModules,
  moduleType,
  banners,
  lineTexts,
  storeWithTerms,
  storeBriefs,
  storePage,
  storeByKey,
  storesByIds,
  itemsByIds,
  vehiclesByIds,
  addOnsByIds,
  storeById,
});
export type CatalogRepository = ReturnType<typeof catalogRepository>;
