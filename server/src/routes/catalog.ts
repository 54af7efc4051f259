import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { parseIdHeader, parseZoneHeader } from '../db/catalog-queries';
import { viewOf } from '../present';
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
import { runningCampaignItems } from '../services/catalog/catalog-lists';
import {
  categoryId,
  categoryTree,
  categoryWithChildren,
  childCategories,
  itemDetails,
  listItems,
  reviewsOf,
} from '../services/catalog/catalog-reads';
import { cacheCatalogReads } from '../plugins/catalog-cache';

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
      return categoryTree(ctx, viewOf(ctx, request.info), parseIdHeader(request.headers.moduleid));
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
      return categoryWithChildren(ctx, viewOf(ctx, request.info), request.params.id);
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
      return childCategories(ctx, viewOf(ctx, request.info), request.params.id);
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
        viewOf(ctx, request.info),
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
      const view = viewOf(ctx, request.info);
      return itemDetails(ctx, view, request.params.id, Boolean(request.query.campaign));
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
        viewOf(ctx, request.info),
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
        viewOf(ctx, request.info),
        parseZoneHeader(request.headers.zoneid),
        parseIdHeader(request.headers.moduleid),
      ),
  );
};
