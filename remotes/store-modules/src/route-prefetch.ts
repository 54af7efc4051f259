import { catalogQueries } from '@mart/api-client';
import { homeRoutes, prefetchWithPicture, type RoutePrefetch } from '@mart/ui';
import { prefetchHome } from './features/home/home-queries';
import { prefetchStorePage } from './features/stores/store-queries';
import { PATHS } from './paths';

/** Starts the product page's item, and its picture once the item names it. */
export async function prefetchProductPage(id: number): Promise<void> {
  if (!Number.isInteger(id) || id <= 0) return;
  await prefetchWithPicture(catalogQueries.item(id), (item) => item.image_full_url);
}

/** The store remote's pages whose data starts as the app mounts on them (the app's `prefetch`). */
export const ROUTE_PREFETCH: readonly RoutePrefetch[] = [
  ...homeRoutes(prefetchHome),
  // static segments outrank /store/:id, as in the router: these lists are not stores called "latest"/"popular"
  { path: PATHS.latestStores, prefetch: async () => undefined },
  { path: PATHS.popularStores, prefetch: async () => undefined },
  { path: PATHS.store, prefetch: ({ id }) => prefetchStorePage(id ?? '') },
  { path: PATHS.product, prefetch: ({ id }) => prefetchProductPage(Number(id)) },
];
