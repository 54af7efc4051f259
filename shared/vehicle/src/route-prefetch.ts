import { queryClient } from '@mart/api-client';
import { homeRoutes, prefetchWithPicture, type RoutePrefetch } from '@mart/ui';
import type { Flavour } from './flavour';
import { prefetchVehicleHome } from './pages/home-queries';
import { searchPageQueries, searchQueryOf, vehicleDetailsQuery } from './pages/page-queries';
import { getSearch } from './state/search';

/** A vehicle remote's routes, read by its router (VehicleApp) and by the early start below. */
export function vehiclePaths(flavour: Flavour) {
  const b = flavour.basePath;
  return {
    search: `${b}/vehicle-search`,
    details: `${b}/vehicle-details/:id`,
    provider: `${b}/provider-details/:id`,
    cart: `${b}/cart`,
    checkout: `${b}/checkout`,
    myTrips: '/my-trips',
    // the shell sends /track-order here while a vehicle module is picked (@mart/domain ownerOf)
    track: '/track-order',
  } as const;
}

/** Starts the search page's results (and the first card's picture), categories and brands. */
export async function prefetchSearchPage(flavour: Flavour, params: URLSearchParams): Promise<void> {
  const q = searchPageQueries(flavour, searchQueryOf(params, getSearch(flavour.key)));
  const results = prefetchWithPicture(q.results, (list) => list.vehicles[0]?.thumbnail_full_url);
  void queryClient.prefetchQuery(q.categories);
  void queryClient.prefetchQuery(q.brands);
  await results;
}

/** Starts a vehicle's details, and its picture (the page's largest paint) once they name it. */
export async function prefetchDetailsPage(flavour: Flavour, id: number): Promise<void> {
  if (!Number.isInteger(id) || id <= 0) return;
  await prefetchWithPicture(vehicleDetailsQuery(flavour, id), (v) => v.thumbnail_full_url);
}

/** The vehicle remote's pages whose data starts as the app mounts on them (the app's `prefetch`). */
export function vehicleRoutePrefetch(flavour: Flavour): RoutePrefetch[] {
  const paths = vehiclePaths(flavour);
  return [
    ...homeRoutes(() => prefetchVehicleHome(flavour)),
    { path: paths.search, prefetch: (_params, search) => prefetchSearchPage(flavour, search) },
    { path: paths.details, prefetch: ({ id }) => prefetchDetailsPage(flavour, Number(id)) },
  ];
}
