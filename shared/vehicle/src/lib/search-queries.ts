import {
  CATALOG_CACHE,
  vehicleCategoriesQuery as flavourCategoriesQuery,
  type TripTypeValue,
  type VehicleSearchQuery,
} from '@mart/api-client';
import { queryOptions } from '@tanstack/react-query';
import type { Flavour } from '../flavour';
import type { SearchState } from './search-state';
import { CATEGORIES_CACHE_TIME_MS, STORES_PAGE_LIMIT } from '@mart/domain';

/** SPEC §9: vehicle search results come 12 a page. */
export const SEARCH_PAGE = STORES_PAGE_LIMIT;

type Sort = NonNullable<VehicleSearchQuery['sort_by']>;

/** The flavour's vehicle categories: the search filters' and the module home's one cache entry. */
export function vehicleCategoriesQuery(flavour: Flavour) {
  return flavourCategoriesQuery(flavour.key, flavour.api);
}

/** The search request a /…/vehicle-search URL asks for: its filters are in the query string; the trip (type, pickup
 * point and time, hours or distance), for which the results count the vehicles free, in the saved search. The pickup
 * point limits the results to the providers of its zone (the server finds the zone). */
export function searchQueryOf(
  params: URLSearchParams,
  search: Pick<SearchState, 'tripType' | 'duration' | 'selectedDate' | 'distanceData' | 'pickup_location'>,
): VehicleSearchQuery {
  const pickup = search.pickup_location;
  const tripType: TripTypeValue = search.tripType;
  const num = (k: string) => (params.get(k) ? Number(params.get(k)) : undefined);
  return {
    offset: num('page') ?? 1,
    limit: SEARCH_PAGE,
    category_id: num('categoryId'),
    brand_ids: params.get('brand_ids') ?? undefined,
    min_seats: num('min_seats'),
    type: params.get('type') ?? undefined,
    fuel_type: params.get('fuel_type') ?? undefined,
    transmission_type: params.get('transmission_type') ?? undefined,
    air_condition: params.get('ac') === '1' ? 1 : undefined,
    min_price: num('min_price'),
    max_price: num('max_price'),
    trip_type: tripType,
    pickup_time: search.selectedDate || undefined,
    ...(pickup ? { pickup_lat: pickup.lat, pickup_lng: pickup.lng } : {}),
    ...(tripType === 'hourly'
      ? { estimated_hours: search.duration }
      : { distance: Math.round(search.distanceData?.distanceMeters ?? 0) / 1000 }),
    sort_by: (params.get('sort') as Sort | null) ?? undefined,
  };
}

/** What the search page shows: one definition for the page and for its early load (../../page-loads.ts). */
export function searchPageQueries(flavour: Flavour, query: VehicleSearchQuery) {
  return {
    results: queryOptions({
      queryKey: ['vehicles', flavour.key, query],
      queryFn: () => flavour.api.search(query),
      ...CATALOG_CACHE.page,
    }),
    categories: vehicleCategoriesQuery(flavour),
    brands: queryOptions({
      queryKey: ['vehicle-brands', flavour.key],
      queryFn: () => flavour.api.brands(),
      staleTime: CATEGORIES_CACHE_TIME_MS,
    }),
  };
}
