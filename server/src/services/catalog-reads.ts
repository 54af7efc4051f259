import { sql } from 'kysely';
import type { AppContext } from '../context';
import { addOnsByIds, itemsQuery, pagedList, type Page } from '../db/catalog-queries';
import { notFound } from '../errors';
import { presentItem, presentReview, type View } from '../present';
import { toMinor } from '@mart/domain';

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

/** One paged item query behind category, store and search listings. */
export async function listItems(ctx: AppContext, view: View, filter: ItemFilter, page: Page) {
  let query = itemsQuery(ctx.db);
  if (filter.categoryId) {
    const id = filter.categoryId;
    // a parent category lists its sub-categories' items too
    query = query.where((eb) =>
      eb.or([
        eb('items.category_id', '=', id),
        eb('items.category_id', 'in', eb.selectFrom('categories').select('id').where('parent_id', '=', id)),
      ]),
    );
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
  return pagedList(query, sorted, 'items.id', page, 'products', async (rows) => {
    const addOns = await addOnsByIds(ctx.db, [...new Set(rows.flatMap((r) => r.add_on_ids))]);
    return rows.map((r) => presentItem(view, r, addOns));
  });
}

export const categoriesWithCounts = (ctx: AppContext) =>
  ctx.db
    .selectFrom('categories')
    .selectAll()
    .select(
      sql<number>`(select count(*)::int from items i where i.status and (i.category_id = categories.id or i.category_id in (select c2.id from categories c2 where c2.parent_id = categories.id)))`.as(
        'products_count',
      ),
    )
    .where('status', '=', true);

/** Paged reviews filtered by item, vehicle or store (provider) id. */
export async function reviewPage(
  ctx: AppContext,
  column: 'item_id' | 'vehicle_id' | 'store_id',
  id: number,
  avgRating: number,
  page: Page,
) {
  const filtered = ctx.db
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
  const ordered = filtered.orderBy('reviews.created_at', 'desc').orderBy('reviews.id', 'desc');
  const list = await pagedList(filtered, ordered, 'reviews.id', page, 'reviews', (rows) => rows.map(presentReview));
  return { ...list, avg_rating: avgRating };
}

/** Reviews of an item or a store, 404 when it does not exist. */
export async function reviewsOf(ctx: AppContext, table: 'items' | 'stores', id: number, page: Page) {
  const row = await ctx.db.selectFrom(table).select(['id', 'avg_rating']).where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound(table === 'items' ? 'Item' : 'Store');
  return reviewPage(ctx, table === 'items' ? 'item_id' : 'store_id', row.id, row.avg_rating, page);
}

/** The category's id, 404 when it does not exist. */
export async function categoryId(ctx: AppContext, id: number): Promise<number> {
  const category = await ctx.db.selectFrom('categories').select('id').where('id', '=', id).executeTakeFirst();
  if (!category) throw notFound('Category');
  return category.id;
}
