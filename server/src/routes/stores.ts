import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type, type Static } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import { parseIdHeader, parseZoneHeader } from '../db/catalog-queries';
import { notFound } from '../errors';
import type { StoreFilter } from '../repositories/catalog';
import { presentStore, viewOf } from '../present';
import { ReviewList, Store, StoreList, StoreListQuery } from '../schemas/catalog';
import { Id, IdParam, Messages, PageQuery, errorResponses, pageOf } from '../schemas/common';
import { categoryId, reviewsOf } from '../services/catalog/catalog-reads';
import { cacheCatalogReads } from '../plugins/catalog-cache';

type Order = StoreFilter['order'];

export const storeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;
  // every GET here is public catalog data: answered from the response cache when fresh
  cacheCatalogReads(app);

  async function list(
    request: FastifyRequest,
    query: Static<typeof StoreListQuery>,
    order: Order,
    categoryId?: number,
  ) {
    const view = viewOf(ctx, request.info);
    const page = pageOf(query);
    const zones = parseZoneHeader(request.headers.zoneid);
    const moduleId = parseIdHeader(request.headers.moduleid);
    const found = await app.repos.catalog.storePage(
      ctx.db,
      { zoneIds: zones, moduleId, categoryId, type: query.type, order },
      page,
    );
    return { ...found, stores: found.stores.map((r) => presentStore(view, r)) };
  }

  const listSchema = (summary: string) => ({
    tags: ['stores'],
    summary: `${summary} (zoneId/moduleId headers filter; offset is the 1-based page)`,
    querystring: StoreListQuery,
    response: { 200: StoreList, ...errorResponses },
  });

  app.get('/api/v1/stores/get-stores/all', { schema: listSchema('All stores') }, async (request) =>
    list(request, request.query, 'name'),
  );
  app.get('/api/v1/stores/popular', { schema: listSchema('Popular stores (most ordered first)') }, async (request) =>
    list(request, request.query, 'popular'),
  );
  app.get('/api/v1/stores/latest', { schema: listSchema('Latest stores (newest first)') }, async (request) =>
    list(request, request.query, 'latest'),
  );

  app.get(
    '/api/v1/categories/stores/:id',
    {
      schema: {
        ...listSchema('Stores selling items of a category or its sub-categories (popular first)'),
        params: IdParam,
      },
    },
    async (request) => list(request, request.query, 'popular', await categoryId(ctx, request.params.id)),
  );

  app.get(
    '/api/v1/stores/details/:id',
    {
      schema: {
        tags: ['stores'],
        summary: 'Store details by id or slug',
        params: Type.Object({
          id: Type.String({
            pattern: '^[a-z0-9-]{1,100}$',
            ...Messages({ default: 'id must be a store id or slug.' }),
          }),
        }),
        response: { 200: Store, ...errorResponses },
      },
    },
    async (request) => {
      const row = await app.repos.catalog.storeByKey(ctx.db, request.params.id);
      if (!row) throw notFound('Store');
      return presentStore(viewOf(ctx, request.info), row);
    },
  );

  app.get(
    '/api/v1/stores/reviews',
    {
      schema: {
        tags: ['stores'],
        summary: 'Reviews of a store, newest first',
        querystring: Type.Object({ ...PageQuery, store_id: Id('store_id') }),
        response: { 200: ReviewList, ...errorResponses },
      },
    },
    async (request) => reviewsOf(ctx, 'stores', request.query.store_id, pageOf(request.query)),
  );
};
