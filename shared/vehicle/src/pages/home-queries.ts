import { queryClient } from '@mart/api-client';
import { prefetchWithPicture } from '@mart/ui';
import { queryOptions } from '@tanstack/react-query';
import type { Flavour } from '../flavour';

/** What a vehicle module home shows: one definition for the page and for the early start below. */
export function vehicleHomeQueries(flavour: Flavour) {
  return {
    banners: queryOptions({
      queryKey: ['vehicle-banners', flavour.key],
      queryFn: () => flavour.api.banners(),
      staleTime: 300_000,
    }),
    categories: queryOptions({
      queryKey: ['vehicle-categories', flavour.key],
      queryFn: () => flavour.api.categories(),
      staleTime: 300_000,
    }),
    top: queryOptions({ queryKey: ['vehicle-top', flavour.key], queryFn: () => flavour.api.topRated(8) }),
    providers: queryOptions({ queryKey: ['vehicle-providers', flavour.key], queryFn: () => flavour.api.providers(8) }),
  };
}

/** Starts a vehicle home's requests, and the first banner's picture (the page's largest paint) once it is named. */
export function prefetchVehicleHome(flavour: Flavour): void {
  const q = vehicleHomeQueries(flavour);
  prefetchWithPicture(q.banners, (banners) => banners[0]?.image_full_url);
  void queryClient.prefetchQuery(q.categories);
  void queryClient.prefetchQuery(q.top);
  void queryClient.prefetchQuery(q.providers);
}
