import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type, type Static } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import { pagedList, parseIdHeader, parseZoneHeader, storesQuery } from '../db/catalog-queries';
import { notFound } from '../errors';
import { presentStore, viewOf } from '../present';
import { ReviewList, Store, StoreList, StoreListQuery } from '../schemas/catalog';
import { Id, IdParam, Messages, PageQuery, errorResponses, pageOf } from '../schemas/common';
import { categoryId, reviewsOf } from '../services/catalog-reads';
import { cacheCatalogReads } from '../services/catalog-cache';

/** Vehicle providers are stores too, but they are listed through the rental/carmarket routes. */
const VEHICLE_MODULES = ['rental', 'carmarket'];

type Order = 'popular' | 'latest' | 'name';

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
    const view = viewOf(ctx, request);
    const page = pageOf(query);
    const zones = parseZoneHeader(request.headers.zoneid);
    const moduleId = parseIdHeader(request.headers.moduleid);
    let q = storesQuery(ctx.db).where('modules.module_type', 'not in', VEHICLE_MODULES);
    if (zones.length) q = q.where('stores.zone_id', 'in', zones);
    if (moduleId) q = q.where('stores.module_id', '=', moduleId);
    if (categoryId) {
      // stores selling an active item of the category or of one of its sub-categories
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
    switch (query.type) {
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
      order === 'popular'
        ? q.orderBy('stores.order_count', 'desc')
        : order === 'latest'
          ? q.orderBy('stores.created_at', 'desc')
          : q.orderBy('stores.featured', 'desc').orderBy('stores.name');
    return pagedList(q, ordered, 'stores.id', page, 'stores', (rows) => rows.map((r) => presentStore(view, r)));
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
      const key = request.params.id;
      const query = storesQuery(ctx.db);
      const row = await (
        /^\d+$/.test(key) ? query.where('stores.id', '=', Number(key)) : query.where('stores.slug', '=', key)
      ).executeTakeFirst();
      if (!row) throw notFound('Store');
      return presentStore(viewOf(ctx, request), row);
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
