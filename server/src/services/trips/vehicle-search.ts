import type { Static } from '@sinclair/typebox';
import { isPickupInFuture, parseDateTime, tripHoldRange } from '@mart/domain';
import type { AppContext } from '../../context';
import { parseZoneHeader } from '../../db/catalog-queries';
import { badRequest } from '../../errors';
import type { FlavourName } from '../../flavours';
import { presentVehicle, type View } from '../../present';
import { pageOf } from '../../schemas/common';
import type { VehicleSearchQuery } from '../../schemas/vehicles';
import { freeUnits, type HoldRange } from '../../repositories/vehicle-bookings';

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
  const found = await ctx.repos.catalog.vehiclePage(
    ctx.db,
    module,
    free,
    {
      ...query,
      zoneIds,
      onlyFree,
      sort: query.sort_by ?? defaultSort,
    },
    page,
  );
  return {
    ...found,
    vehicles: found.vehicles.map((r) => ({
      ...presentVehicle(view, r),
      available_vehicle_count: Math.max(0, r.available_vehicle_count),
    })),
  };
}
