import { catalogApi, catalogQueries, queryClient } from '@mart/api-client';
import type { Banner } from '@mart/api-types';
import { bus } from '@mart/bus';
import { prefetchWithPicture } from '@mart/runtime';
import { queryOptions } from '@tanstack/react-query';
import { zoneKeyOf } from '../../lib/module';
import { LANDING_RETRY, LANDING_STALE_TIME_MS } from '@mart/domain';

export type Diet = 'all' | 'veg' | 'non_veg';

/** Everything the store module home shows (SPEC §2), one definition for the page and for the early start below. */
export function homeQueries(moduleId: number | undefined, zoneKey: string, diet: Diet) {
  return {
    banners: catalogQueries.banners(moduleId),
    categories: catalogQueries.featuredCategories(moduleId),
    popular: catalogQueries.stores('popular', moduleId, zoneKey, diet),
    latest: catalogQueries.stores('latest', moduleId, zoneKey, diet),
    // SPEC §2/§6: running campaigns of this module in the customer's zone (headers carry both)
    campaigns: queryOptions({
      queryKey: ['campaign-items', moduleId, zoneKey],
      queryFn: () => catalogApi.campaignItems(),
      staleTime: LANDING_STALE_TIME_MS,
    }),
    items: queryOptions({
      queryKey: ['home-items', moduleId, zoneKey, diet],
      queryFn: () => catalogApi.searchItems({ sort_by: 'newest', limit: 48, type: diet }),
      staleTime: LANDING_STALE_TIME_MS,
      retry: LANDING_RETRY,
    }),
  };
}

/** The banners answer is a list, or a list under `banners` (SPEC §7). */
export const bannerListOf = (data: Banner[] | { banners: Banner[] } | undefined): Banner[] =>
  data ? (Array.isArray(data) ? data : data.banners) : [];

/** Starts the store home's requests, and the first banner's picture (the page's largest paint) once it is named;
 * the home's `load` in the route manifest (routes.tsx). */
export async function prefetchHome(): Promise<void> {
  const module = bus.get('module');
  if (!module || module.module_type === 'parcel') return;
  const q = homeQueries(module.id, zoneKeyOf(bus.get('location')?.zoneIds), 'all');
  const top = Promise.all([
    prefetchWithPicture(q.banners, (data) => bannerListOf(data)[0]?.image_full_url),
    queryClient.prefetchQuery(q.categories),
  ]);
  // the store and item cards come after the banner and categories
  void queryClient.prefetchQuery(q.popular);
  void queryClient.prefetchQuery(q.latest);
  void queryClient.prefetchQuery(q.items);
  await top;
}
