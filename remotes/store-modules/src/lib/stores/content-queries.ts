import { CATALOG_CACHE, catalogApi } from '@mart/api-client';
import { queryOptions } from '@tanstack/react-query';

/** A store page's items and reviews (beside its details): one definition for the page and the early start below. */
export function storeContentQueries(storeId: number | undefined, search = '') {
  return {
    items: queryOptions({
      queryKey: ['store-items', storeId, search],
      queryFn: () => catalogApi.searchItems({ store_id: storeId, name: search || undefined, limit: 48 }),
      enabled: Boolean(storeId),
      ...CATALOG_CACHE.page,
    }),
    reviews: queryOptions({
      queryKey: ['store-reviews', storeId],
      queryFn: () => catalogApi.storeReviews(storeId!),
      enabled: Boolean(storeId),
      ...CATALOG_CACHE.page,
    }),
  };
}
