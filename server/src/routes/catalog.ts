import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { sql } from 'kysely';
import type { AppContext } from '../context';
import { addOnsByIds, itemsQuery, pagedList, parseIdHeader, parseZoneHeader, type Page } from '../db/catalog-queries';
import { notFound } from '../errors';
import { presentCategory, presentItem, presentReview, viewOf, type View } from '../present';
import {
  Category,
  CategoryWithChildren,
  DietType,
  Item,
  ItemList,
  ItemSearchQuery,
  ReviewList,
} from '../schemas/catalog';
import { IdParam, Messages, PageQuery, errorResponses, pageOf } from '../schemas/common';
import { runningCampaignItems } from './config';
import { cacheCatalogReads } from '../services/catalog-cache';

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
  if (filter.minPrice !== undefined) query = query.where('items.price_minor', '>=', Math.round(filter.minPrice * 100));
  if (filter.maxPrice !== undefined) query = query.where('items.price_minor', '<=', Math.round(filter.maxPrice * 100));

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

const categoriesWithCounts = (ctx: AppContext) =>
  ctx.db
    .selectFrom('categories')
    .selectAll()
    .select(
      sql<number>`(select count(*)::int from items i where i.status and (i.category_id = categories.id or i.category_id in (select c2.id from categories c2 where c2.parent_id = categories.id)))`.as(
        'products_count',
      ),
    )
    .where('status', '=', true);

export const catalogRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;
  // every GET here is public catalog data: answered from the response cache when fresh
  cacheCatalogReads(app);

  app.get(
    '/api/v1/categories',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Category tree (top level with childes), limited to the moduleId header when given',
        response: { 200: Type.Array(CategoryWithChildren) },
      },
    },
    async (request) => {
      const view = viewOf(ctx, request);
      const moduleId = parseIdHeader(request.headers.moduleid);
      let query = categoriesWithCounts(ctx);
      if (moduleId) query = query.where('module_id', '=', moduleId);
      const rows = await query.orderBy('priority', 'desc').orderBy('id').execute();
      return rows
        .filter((c) => c.parent_id === null)
        .map((c) => ({
          ...presentCategory(view, c),
          childes: rows.filter((s) => s.parent_id === c.id).map((s) => presentCategory(view, s)),
        }));
    },
  );

  app.get(
    '/api/v1/categories/:id',
    {
      schema: {
        tags: ['catalog'],
        summary: 'One category with its childes',
        params: IdParam,
        response: { 200: CategoryWithChildren, ...errorResponses },
      },
    },
    async (request) => {
      const view = viewOf(ctx, request);
      const category = await categoriesWithCounts(ctx).where('id', '=', request.params.id).executeTakeFirst();
      if (!category) throw notFound('Category');
      const children = await categoriesWithCounts(ctx)
        .where('parent_id', '=', category.id)
        .orderBy('priority', 'desc')
        .orderBy('id')
        .execute();
      return { ...presentCategory(view, category), childes: children.map((c) => presentCategory(view, c)) };
    },
  );

  app.get(
    '/api/v1/categories/childes/:id',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Sub-categories of a category',
        params: IdParam,
        response: { 200: Type.Array(Category), ...errorResponses },
      },
    },
    async (request) => {
      const view = viewOf(ctx, request);
      const parentId = await categoryId(ctx, request.params.id);
      const rows = await categoriesWithCounts(ctx)
        .where('parent_id', '=', parentId)
        .orderBy('priority', 'desc')
        .orderBy('id')
        .execute();
      return rows.map((c) => presentCategory(view, c));
    },
  );

  app.get(
    '/api/v1/categories/items/:id',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Items of a category (and its sub-categories), paged',
        params: IdParam,
        querystring: Type.Object({ ...PageQuery, type: DietType }),
        response: { 200: ItemList, ...errorResponses },
      },
    },
    async (request) => {
      const id = await categoryId(ctx, request.params.id);
      return listItems(
        ctx,
        viewOf(ctx, request),
        {
          categoryId: id,
          type: request.query.type,
          zoneIds: parseZoneHeader(request.headers.zoneid),
          moduleId: null,
        },
        pageOf(request.query),
      );
    },
  );

  app.get(
    '/api/v1/items/details/:id',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Item details; with campaign=true the id is a campaign item id',
        params: IdParam,
        querystring: Type.Object({
          campaign: Type.Optional(Type.Boolean({ ...Messages({ default: 'campaign must be true or false.' }) })),
        }),
        response: { 200: Item, ...errorResponses },
      },
    },
    async (request) => {
      const view = viewOf(ctx, request);
      if (request.query.campaign) {
        const campaign = await ctx.db
          .selectFrom('campaign_items')
          .selectAll()
          .where('id', '=', request.params.id)
          .where('status', '=', true)
          .executeTakeFirst();
        if (!campaign) throw notFound('Campaign item');
        const item = await itemsQuery(ctx.db).where('items.id', '=', campaign.item_id).executeTakeFirst();
        if (!item) throw notFound('Campaign item');
        return presentItem(view, item, await addOnsByIds(ctx.db, item.add_on_ids), campaign);
      }
      const item = await itemsQuery(ctx.db).where('items.id', '=', request.params.id).executeTakeFirst();
      if (!item) throw notFound('Item');
      return presentItem(view, item, await addOnsByIds(ctx.db, item.add_on_ids));
    },
  );

  app.get(
    '/api/v1/items/search',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Item search by name (ru/en/kz) and tags, with filters and sort',
        querystring: ItemSearchQuery,
        response: { 200: ItemList, ...errorResponses },
      },
    },
    async (request) => {
      const q = request.query;
      return listItems(
        ctx,
        viewOf(ctx, request),
        {
          name: q.name?.trim() || undefined,
          categoryId: q.category_id,
          storeId: q.store_id,
          type: q.type,
          minPrice: q.min_price,
          maxPrice: q.max_price,
          sortBy: q.sort_by,
          zoneIds: parseZoneHeader(request.headers.zoneid),
          moduleId: parseIdHeader(request.headers.moduleid),
        },
        pageOf(q),
      );
    },
  );

  app.get(
    '/api/v1/items/reviews/:id',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Reviews of an item, newest first',
        params: IdParam,
        querystring: Type.Object(PageQuery),
        response: { 200: ReviewList, ...errorResponses },
      },
    },
    async (request) => reviewsOf(ctx, 'items', request.params.id, pageOf(request.query)),
  );

  app.get(
    '/api/v1/campaigns/item',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Running campaign items for the zoneId/moduleId headers',
        response: { 200: Type.Array(Item) },
      },
    },
    async (request) =>
      runningCampaignItems(
        ctx,
        viewOf(ctx, request),
        parseZoneHeader(request.headers.zoneid),
        parseIdHeader(request.headers.moduleid),
      ),
  );
};

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
