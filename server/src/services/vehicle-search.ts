import type { Static } from '@sinclair/typebox';
import { isPickupInFuture, parseDateTime, tripHoldRange, toMinor } from '@mart/domain';
import { sql } from 'kysely';
import type { AppContext } from '../context';
import { pagedList, parseZoneHeader, vehiclesQuery } from '../db/catalog-queries';
import { badRequest } from '../errors';
import type { FlavourName } from '../flavours';
import { presentVehicle, type View } from '../present';
import { pageOf } from '../schemas/common';
import type { VehicleSearchQuery } from '../schemas/vehicles';
import { freeUnits, type HoldRange } from './vehicle-availability';

type SearchQuery = Static<typeof VehicleSearchQuery>;

/** The time the searched trip would hold its vehicles; a past or missing pickup time is "Pickup Now". */
function searchedRange(ctx: AppContext, query: SearchQuery): HoldRange {
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
export async function searchZones(
  ctx: AppContext,
  query: SearchQuery,
  zoneHeader: string | string[] | undefined,
): Promise<number[]> {
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
export async function searchVehicles(
  ctx: AppContext,
  module: FlavourName,
  view: View,
  query: SearchQuery,
  zoneIds: number[],
  defaultSort: SearchQuery['sort_by'],
  onlyFree = false,
) {
  const page = pageOf(query);
  const free = freeUnits(searchedRange(ctx, query));
  let q = vehiclesQuery(ctx.db).where('modules.module_type', '=', module).select(free.as('available_vehicle_count'));
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
