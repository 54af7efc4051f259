import { catalogApi, catalogQueries, queryClient } from '@mart/api-client';
import { bus } from '@mart/bus';
import { queryOptions } from '@tanstack/react-query';
import { zoneKeyOf } from '../../lib/module';

export type Diet = 'all' | 'veg' | 'non_veg';

/** Everything the store module home shows (SPEC §2), one definition for the page and for the early start below. */
export function homeQueries(moduleId: number | undefined, zoneKey: string, diet: Diet) {
  return {
    banners: catalogQueries.banners(moduleId),
    categories: catalogQueries.featuredCategories(moduleId),
    popular: catalogQueries.stores('popular', moduleId, zoneKey, diet),
    latest: catalogQueries.stores('latest', moduleId, zoneKey, diet),
    items: queryOptions({
      queryKey: ['home-items', moduleId, zoneKey, diet],
      queryFn: () => catalogApi.searchItems({ sort_by: 'newest', limit: 48, type: diet }),
      staleTime: 300_000,
      retry: 3,
    }),
  };
}

/**
 * Starts the home's requests when the app mounts on /home, before its first render: a query hook only fetches
 * after its component has rendered and committed, which on a slow phone is seconds after the code arrived.
 */
export function prefetchHome(pathname: string): void {
  const module = bus.get('module');
  if (!module || module.module_type === 'parcel' || (pathname !== '/home' && pathname !== '/')) return;
  const q = homeQueries(module.id, zoneKeyOf(bus.get('location')?.zoneIds), 'all');
  void queryClient.prefetchQuery(q.banners);
  void queryClient.prefetchQuery(q.categories);
  void queryClient.prefetchQuery(q.popular);
  void queryClient.prefetchQuery(q.latest);
  void queryClient.prefetchQuery(q.items);
}
