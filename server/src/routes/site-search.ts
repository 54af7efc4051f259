import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { SEARCH_QUERY_MAX } from '@mart/domain';
import { parseIdHeader, parseZoneHeader } from '../db/catalog-queries';
import { viewOf } from '../present';
import { Item, Store } from '../schemas/catalog';
import { Messages, errorResponses } from '../schemas/common';
import { AnyVehicle } from '../schemas/vehicles';
import { siteSearch } from '../services/catalog/site-search';

/** Searches per minute per client: a person types a few a second at most, suggestions are debounced. */
export const SEARCH_RATE_LIMIT = 120;
/** Most results per group. */
const LIMIT_MAX = 20;

const SiteSearchResult = Type.Object(
  { stores: Type.Array(Store), items: Type.Array(Item), vehicles: Type.Array(AnyVehicle) },
  { $id: 'SiteSearchResult' },
);

/**
 * Site search (issue 41): the selected module's (moduleId header) stores, items and vehicles matching `q` in any
 * language or script, word endings and one typo forgiven; the zoneId header limits to those zones.
 */
export const siteSearchRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;
  app.get(
    '/api/v1/search',
    {
      config: { rateLimit: { max: SEARCH_RATE_LIMIT, timeWindow: 60_000 } },
      schema: {
        tags: ['catalog'],
        summary: "Site search across the module's stores, items and vehicles (ru, kz, en, Latin; one typo forgiven)",
        querystring: Type.Object({
          q: Type.String({
            minLength: 1,
            maxLength: SEARCH_QUERY_MAX,
            ...Messages({ default: 'q must be 1 to 100 characters of text.' }),
          }),
          limit: Type.Optional(
            Type.Integer({
              minimum: 1,
              maximum: LIMIT_MAX,
              ...Messages({ default: 'limit must be a whole number from 1 to 20.' }),
            }),
          ),
        }),
        response: { 200: SiteSearchResult, ...errorResponses },
      },
    },
    async (request) =>
      siteSearch(ctx, viewOf(ctx, request.info), {
        text: request.query.q,
        moduleId: parseIdHeader(request.headers.moduleid),
        zoneIds: parseZoneHeader(request.headers.zoneid),
        limit: request.query.limit ?? 10,
      }),
  );
};
