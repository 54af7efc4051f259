import { queryClient } from '@mart/api-client';
import { LANDING_STALE_TIME_MS } from '@mart/domain';
import { prefetchWithPicture } from '@mart/runtime';
import { queryOptions } from '@tanstack/react-query';
import type { Flavour } from '../../flavour';
import { vehicleCategoriesQuery } from '../../lib/search-queries';

/** What a vehicle module home shows: one definition for the page and for the early start below. */
export function vehicleHomeQueries(flavour: Flavour) {
  return {
    banners: queryOptions({
      queryKey: ['vehicle-banners', flavour.key],
      queryFn: () => flavour.api.banners(),
      staleTime: LANDING_STALE_TIME_MS,
    }),
    categories: vehicleCategoriesQuery(flavour),
    top: queryOptions({ queryKey: ['vehicle-top', flavour.key], queryFn: () => flavour.api.topRated(8) }),
    providers: queryOptions({ queryKey: ['vehicle-providers', flavour.key], queryFn: () => flavour.api.providers(8) }),
  };
}

/** Starts a vehicle home's requests, and the first banner's picture (the page's largest paint) once it is named. */
export async function prefetchVehicleHome(flavour: Flavour): Promise<void> {
  const q = vehicleHomeQueries(flavour);
  const top = Promise.all([
    prefetchWithPicture(q.banners, (banners) => banners[0]?.image_full_url),
    queryClient.prefetchQuery(q.categories),
  ]);
  // the top-rated vehicles and providers come after the banner and categories, with antd
  void queryClient.prefetchQuery(q.top);
  void queryClient.prefetchQuery(q.providers);
  await top;
}
