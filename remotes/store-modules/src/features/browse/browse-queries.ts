// Query options of the browse pages (category, store lists): fetcher, key and cache rules together.
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { catalogApi } from '@mart/api-client';
import { CATEGORIES_CACHE_TIME_MS, LANDING_RETRY, LANDING_STALE_TIME_MS, STORES_PAGE_LIMIT } from '@mart/domain';

export const CATEGORY_ITEMS_PAGE = 24;
export const CATEGORY_STORES_PAGE = STORES_PAGE_LIMIT;
export const STORE_LIST_PAGE = STORES_PAGE_LIMIT;

/** zoneKey: the customer's zones (an answer depends on them); page: 1-based */
export const browseQueries = {
  category: (id: number, enabled: boolean) =>
    queryOptions({
      queryKey: ['category', id],
      queryFn: () => catalogApi.category(id),
      enabled,
      staleTime: CATEGORIES_CACHE_TIME_MS,
    }),
  categoryItems: (id: number, zoneKey: string, page: number, enabled: boolean) =>
    queryOptions({
      queryKey: ['category-items', id, zoneKey, page],
      queryFn: () => catalogApi.categoryItems(id, page, CATEGORY_ITEMS_PAGE),
      enabled,
      placeholderData: keepPreviousData,
    }),
  categoryStores: (id: number, zoneKey: string, page: number, enabled: boolean) =>
    queryOptions({
      queryKey: ['category-stores', id, zoneKey, page],
      queryFn: () => catalogApi.categoryStores(id, page, CATEGORY_STORES_PAGE),
      enabled,
      placeholderData: keepPreviousData,
    }),
  stores: (kind: 'latest' | 'popular', moduleId: number | undefined, zoneKey: string, page: number, enabled: boolean) =>
    queryOptions({
      queryKey: ['stores', kind, moduleId, zoneKey, 'page', page],
      queryFn: () => catalogApi.stores(kind, page, STORE_LIST_PAGE),
      enabled,
      staleTime: LANDING_STALE_TIME_MS,
      retry: LANDING_RETRY,
      placeholderData: keepPreviousData,
    }),
};
