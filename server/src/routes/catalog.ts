import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { addOnsByIds, itemsQuery, parseIdHeader, parseZoneHeader } from '../db/catalog-queries';
import { notFound } from '../errors';
import { presentCategory, presentItem, viewOf } from '../present';
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
import { runningCampaignItems } from '../services/catalog-lists';
import { categoriesWithCounts, categoryId, listItems, reviewsOf } from '../services/catalog-reads';
import { cacheCatalogReads } from '../services/catalog-cache';

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
