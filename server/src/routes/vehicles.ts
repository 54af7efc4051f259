import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type, type Static } from '@sinclair/typebox';
import { sql } from 'kysely';
import { pagedList, parseZoneHeader, storesQuery, vehiclesQuery } from '../db/catalog-queries';
import { isPickupInFuture, parseDateTime, tripHoldRange } from '@mart/domain';
import { badRequest, notFound } from '../errors';
import { flavours, type FlavourName } from '../flavours';
import { tr } from '../i18n';
import { presentProvider, presentVehicle, viewOf } from '../present';
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
import { fullUrl } from '../services/media';
import { reviewPage } from './catalog';
import { bannerList } from './config';
import { cacheCatalogReads } from '../services/catalog-cache';
import { freeUnits, type HoldRange } from '../services/vehicle-availability';

type SearchQuery = Static<typeof VehicleSearchQuery>;

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

  const vehicles = () => vehiclesQuery(ctx.db).where('modules.module_type', '=', flavour.moduleType);
  const providers = () => storesQuery(ctx.db).where('modules.module_type', '=', flavour.moduleType);

  /** The time the searched trip would hold its vehicles; a past or missing pickup time is "Pickup Now". */
  function searchedRange(query: SearchQuery): HoldRange {
    const now = ctx.clock.now();
    const pickup = query.pickup_time ? parseDateTime(query.pickup_time) : null;
    if (query.pickup_time && !pickup) throw badRequest('pickup_time', 'pickup_time must be YYYY-MM-DD HH:mm.');
    return tripHoldRange(pickup && isPickupInFuture(pickup, now) ? pickup : now, {
      trip_type: query.trip_type ?? 'hourly',
      estimated_hours: query.estimated_hours ?? 1,
      distance_m: Math.round((query.distance ?? 0) * 1000),
    });
  }

  /**
   * The zones a search covers: the pickup point's when the search names one (vehicles are picked up there, wherever
   * the customer is now), else the customer's zones from the zoneId header. A pickup outside every zone matches no
   * provider: [-1] is a zone id nothing has.
   */
  async function searchZones(query: SearchQuery, zoneHeader: string | string[] | undefined): Promise<number[]> {
    const { pickup_lat: lat, pickup_lng: lng } = query;
    if ((lat === undefined) !== (lng === undefined))
      throw badRequest('pickup_lat', 'pickup_lat and pickup_lng go together.');
    if (lat === undefined || lng === undefined) return parseZoneHeader(zoneHeader);
    const ids = await ctx.zones.zoneIdsAt({ lat, lng });
    return ids.length ? ids : [-1];
  }

  /**
   * Every list carries the units free for the searched trip (SPEC §2 "Vehicles available"); the search itself
   * (`onlyFree`) leaves out a vehicle with none free.
   */
  async function search(
    view: ReturnType<typeof viewOf>,
    query: SearchQuery,
    zoneIds: number[],
    defaultSort: SearchQuery['sort_by'],
    onlyFree = false,
  ) {
    const page = pageOf(query);
    const free = freeUnits(searchedRange(query));
    let q = vehicles().select(free.as('available_vehicle_count'));
    if (onlyFree) q = q.where(sql<boolean>`${free} > 0`);
    if (zoneIds.length) q = q.where('stores.zone_id', 'in', zoneIds);
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
      const min = Math.round((query.min_price ?? 0) * 100);
      const max = query.max_price === undefined ? null : Math.round(query.max_price * 100);
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
    const sort = query.sort_by ?? defaultSort;
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
    return pagedList(q, ordered, 'vehicles.id', page, 'vehicles', (rows) =>
      rows.map((r) => ({
        ...presentVehicle(view, r),
        available_vehicle_count: Math.max(0, r.available_vehicle_count),
      })),
    );
  }

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
      search(
        viewOf(ctx, request),
        request.query,
        await searchZones(request.query, request.headers.zoneid),
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
      search(
        viewOf(ctx, request),
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
      const provider = await providers().where('stores.id', '=', request.query.provider_id).executeTakeFirst();
      if (!provider) throw notFound('Provider');
      return search(viewOf(ctx, request), request.query, [], 'popular');
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
      const row = await vehicles().where('vehicles.id', '=', request.query.vehicle_id).executeTakeFirst();
      if (!row) throw notFound('Vehicle');
      return presentVehicle(viewOf(ctx, request), row);
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
      const view = viewOf(ctx, request);
      const rows = await ctx.db
        .selectFrom('vehicle_categories')
        .innerJoin('modules', 'modules.id', 'vehicle_categories.module_id')
        .selectAll('vehicle_categories')
        .select(
          sql<number>`(select count(*)::int from vehicles v where v.category_id = vehicle_categories.id and v.status)`.as(
            'vehicles_count',
          ),
        )
        .where('modules.module_type', '=', flavour.moduleType)
        .where('vehicle_categories.status', '=', true)
        .orderBy('vehicle_categories.position')
        .orderBy('vehicle_categories.id')
        .execute();
      return rows.map((c) => ({
        id: c.id,
        name: tr(view.lang, c.name, c.i18n),
        image_full_url: fullUrl(view.base, c.image) ?? '',
        vehicles_count: c.vehicles_count,
      }));
    },
  );

  app.get(
    `${prefix}/vehicle/brand-list`,
    { schema: { tags, summary: 'Vehicle brands with vehicle counts', response: { 200: Type.Array(VehicleBrand) } } },
    async (request) => {
      const view = viewOf(ctx, request);
      const rows = await ctx.db
        .selectFrom('vehicle_brands')
        .innerJoin('modules', 'modules.id', 'vehicle_brands.module_id')
        .selectAll('vehicle_brands')
        .select(
          sql<number>`(select count(*)::int from vehicles v where v.brand_id = vehicle_brands.id and v.status)`.as(
            'vehicles_count',
          ),
        )
        .where('modules.module_type', '=', flavour.moduleType)
        .where('vehicle_brands.status', '=', true)
        .orderBy('vehicle_brands.name')
        .execute();
      return rows.map((b) => ({
        id: b.id,
        name: b.name,
        image_full_url: fullUrl(view.base, b.image) ?? '',
        vehicles_count: b.vehicles_count,
      }));
    },
  );

  app.get(
    `${prefix}/banners`,
    { schema: { tags, summary: `${flavour.name} banners`, response: { 200: Type.Array(Banner) } } },
    async (request) =>
      bannerList(ctx, viewOf(ctx, request), {
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
      const view = viewOf(ctx, request);
      const zones = parseZoneHeader(request.headers.zoneid);
      let q = providers();
      if (zones.length) q = q.where('stores.zone_id', 'in', zones);
      // best rated first, ties by id
      return pagedList(
        q,
        q.orderBy('stores.avg_rating', 'desc'),
        'stores.id',
        pageOf(request.query),
        'providers',
        (rows) => rows.map((r) => presentProvider(view, r)),
      );
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
    async (request) => {
      const row = await providers().where('stores.id', '=', request.query.provider_id).executeTakeFirst();
      if (!row) throw notFound('Provider');
      return presentProvider(viewOf(ctx, request), row);
    },
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
      const row = await providers().where('stores.id', '=', request.query.provider_id).executeTakeFirst();
      if (!row) throw notFound('Provider');
      return reviewPage(ctx, 'store_id', row.id, row.avg_rating, pageOf(request.query));
    },
  );
};
