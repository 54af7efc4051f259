import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type, type Static } from '@sinclair/typebox';
import { parseZoneHeader } from '../db/catalog-queries';
import { notFound } from '../errors';
import { flavours, type FlavourName } from '../flavours';
import { tr } from '../i18n';
import { presentProvider, presentVehicle, viewOf, type View } from '../present';
import { Banner, ReviewList } from '../schemas/catalog';
import { Id, PageQuery, errorResponses, pageOf } from '../schemas/common';
import {
  AnyVehicle,
  Provider,
  ProviderList,
  VehicleBrand,
  VehicleCategory,
  VehicleList,
  VehicleSearchQuery,
} from '../schemas/vehicles';
import { reviewPage } from '../services/catalog/catalog-reads';
import { bannerList } from '../services/catalog/catalog-lists';
import { cacheCatalogReads } from '../plugins/catalog-cache';
import { searchVehicles, searchZones } from '../services/trips/vehicle-search';
import { fullUrl } from '../model/media-urls';

/** A vehicle category or brand as listed (`name` in the request's language where it has translations). */
const vehicleGroup = (
  view: View,
  row: { id: number; image: string; vehicles_count: number },
  name: string,
): Static<typeof VehicleCategory> => ({
  id: row.id,
  name,
  image_full_url: fullUrl(view.base, row.image) ?? '',
  vehicles_count: row.vehicles_count,
});

/**
 * The same routes serve /api/v1/rental/... and /api/v1/carmarket/...: only the module type and the names of the
 * trip/order pricing flags differ (see flavours.ts).
 */
export const vehicleRoutes: FastifyPluginAsyncTypebox<{ flavour: FlavourName }> = async (app, opts) => {
  const { ctx } = app;
  const flavour = flavours[opts.flavour];
  const prefix = `/api/v1/${flavour.name}`;
  const tags = [flavour.name];
  // every GET here is public catalog data: answered from the response cache when fresh
  cacheCatalogReads(app);

  const { catalog } = app.repos;
  /** A listed provider of this module, or 404. */
  const provider = async (id: number) => {
    const row = await catalog.provider(ctx.db, flavour.moduleType, id);
    if (!row) throw notFound('Provider');
    return row;
  };

  app.get(
    `${prefix}/vehicle/search`,
    {
      schema: {
        tags,
        summary: 'Vehicle search: filters, sort, paging (zoneId header limits to providers in those zones)',
        querystring: VehicleSearchQuery,
        response: { 200: VehicleList, ...errorResponses },
      },
    },
    async (request) =>
      searchVehicles(
        ctx,
        flavour.moduleType,
        viewOf(ctx, request.info),
        request.query,
        await searchZones(ctx, request.query, request.headers.zoneid),
        'popular',
        true,
      ),
  );

  app.get(
    `${prefix}/vehicle/top-rated`,
    {
      schema: {
        tags,
        summary: 'Top-rated vehicles',
        querystring: Type.Object(PageQuery),
        response: { 200: VehicleList, ...errorResponses },
      },
    },
    async (request) =>
      searchVehicles(
        ctx,
        flavour.moduleType,
        viewOf(ctx, request.info),
        { ...request.query, sort_by: 'rating' },
        parseZoneHeader(request.headers.zoneid),
        'rating',
      ),
  );

  app.get(
    `${prefix}/vehicle/get-provider-vehicles`,
    {
      schema: {
        tags,
        summary: "A provider's vehicles, with the search filters",
        querystring: Type.Object({ ...VehicleSearchQuery.properties, provider_id: Id('provider_id') }),
        response: { 200: VehicleList, ...errorResponses },
      },
    },
    async (request) => {
      await provider(request.query.provider_id);
      return searchVehicles(ctx, flavour.moduleType, viewOf(ctx, request.info), request.query, [], 'popular');
    },
  );

  app.get(
    `${prefix}/vehicle/get-vehicle-details`,
    {
      schema: {
        tags,
        summary: 'Vehicle details',
        querystring: Type.Object({ vehicle_id: Id('vehicle_id') }),
        response: { 200: AnyVehicle, ...errorResponses },
      },
    },
    async (request) => {
      const row = await catalog.vehicle(ctx.db, flavour.moduleType, request.query.vehicle_id);
      if (!row) throw notFound('Vehicle');
      return presentVehicle(viewOf(ctx, request.info), row);
    },
  );

  app.get(
    `${prefix}/vehicle/category-list`,
    {
      schema: {
        tags,
        summary: 'Vehicle categories with vehicle counts',
        response: { 200: Type.Array(VehicleCategory) },
      },
    },
    async (request) => {
      const view = viewOf(ctx, request.info);
      const rows = await catalog.vehicleCategories(ctx.db, flavour.moduleType);
      return rows.map((c) => vehicleGroup(view, c, tr(view.lang, c.name, c.i18n)));
    },
  );

  app.get(
    `${prefix}/vehicle/brand-list`,
    { schema: { tags, summary: 'Vehicle brands with vehicle counts', response: { 200: Type.Array(VehicleBrand) } } },
    async (request) => {
      const view = viewOf(ctx, request.info);
      const rows = await catalog.vehicleBrands(ctx.db, flavour.moduleType);
      return rows.map((b) => vehicleGroup(view, b, b.name));
    },
  );

  app.get(
    `${prefix}/banners`,
    { schema: { tags, summary: `${flavour.name} banners`, response: { 200: Type.Array(Banner) } } },
    async (request) =>
      bannerList(ctx, viewOf(ctx, request.info), {
        zoneIds: parseZoneHeader(request.headers.zoneid),
        moduleId: null,
        moduleType: flavour.moduleType,
      }),
  );

  app.get(
    `${prefix}/provider/get-providers`,
    {
      schema: {
        tags,
        summary: 'Providers, best rated first',
        querystring: Type.Object(PageQuery),
        response: { 200: ProviderList, ...errorResponses },
      },
    },
    async (request) => {
      const view = viewOf(ctx, request.info);
      const zones = parseZoneHeader(request.headers.zoneid);
      const found = await catalog.providerPage(ctx.db, flavour.moduleType, zones, pageOf(request.query));
      return { ...found, providers: found.providers.map((r) => presentProvider(view, r)) };
    },
  );

  app.get(
    `${prefix}/provider/get-provider-details`,
    {
      schema: {
        tags,
        summary: 'Provider details',
        querystring: Type.Object({ provider_id: Id('provider_id') }),
        response: { 200: Provider, ...errorResponses },
      },
    },
    async (request) => presentProvider(viewOf(ctx, request.info), await provider(request.query.provider_id)),
  );

  app.get(
    `${prefix}/provider/get-provider-reviews`,
    {
      schema: {
        tags,
        summary: "Reviews of a provider's vehicles, newest first",
        querystring: Type.Object({ ...PageQuery, provider_id: Id('provider_id') }),
        response: { 200: ReviewList, ...errorResponses },
      },
    },
    async (request) => {
      const row = await provider(request.query.provider_id);
      return reviewPage(ctx, 'store_id', row.id, row.avg_rating, pageOf(request.query));
    },
  );
};
