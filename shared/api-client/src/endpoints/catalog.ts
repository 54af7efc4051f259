import type { ApiQuery, ApiResponse } from '@mart/api-types';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@mart/api-runtime';
import {
  CATEGORIES_CACHE_TIME_MS,
  FEATURED_CATEGORIES_CACHE_TIME_MS,
  FEATURED_CATEGORIES_STALE_TIME_MS,
  LANDING_RETRY,
  LANDING_STALE_TIME_MS,
  STORES_PAGE_LIMIT,
} from '@mart/domain';

/** SPEC §9 cache settings: landing data 5 min + 3 retries, categories 5 min, featured categories 60 s / 30 s. */
export const CATALOG_CACHE = {
  landing: { staleTime: LANDING_STALE_TIME_MS, retry: LANDING_RETRY },
  categories: { staleTime: CATEGORIES_CACHE_TIME_MS, gcTime: CATEGORIES_CACHE_TIME_MS },
  featuredCategories: { gcTime: FEATURED_CATEGORIES_CACHE_TIME_MS, staleTime: FEATURED_CATEGORIES_STALE_TIME_MS },
  /** a page's own data, which its app may have requested as it mounted: fresh for the page's first render, so the
   * page does not ask again for what just arrived */
  page: { staleTime: 30_000 },
} as const;

export type ReviewPage = ApiResponse<'GET /api/v1/stores/reviews'>;
export type SiteSearchResult = ApiResponse<'GET /api/v1/search'>;
export type RecentlyViewed = ApiResponse<'GET /api/v1/customer/recently-viewed'>;
export type StoreListKind = 'all' | 'popular' | 'latest';
type StoreType = ApiQuery<'GET /api/v1/stores/popular'>['type'];

export const catalogApi = {
  banners: () => api.call('GET /api/v1/banners'),
  categories: () => api.call('GET /api/v1/categories'),
  category: (id: number) => api.call('GET /api/v1/categories/:id', { params: { id } }),
  categoryItems: (id: number, offset = 1, limit = 24, type?: ApiQuery<'GET /api/v1/categories/items/:id'>['type']) =>
    api.call('GET /api/v1/categories/items/:id', { params: { id }, query: { offset, limit, type } }),
  /** stores selling items of a category or its sub-categories, popular first */
  categoryStores: (id: number, offset = 1, limit = STORES_PAGE_LIMIT) =>
    api.call('GET /api/v1/categories/stores/:id', { params: { id }, query: { offset, limit } }),
  stores: (kind: StoreListKind, offset = 1, limit = STORES_PAGE_LIMIT, type?: StoreType) => {
    const query = { offset, limit, type };
    if (kind === 'all') return api.call('GET /api/v1/stores/get-stores/all', { query });
    return api.call(kind === 'popular' ? 'GET /api/v1/stores/popular' : 'GET /api/v1/stores/latest', { query });
  },
  store: (id: number | string) => api.call('GET /api/v1/stores/details/:id', { params: { id: String(id) } }),
  storeReviews: (storeId: number, offset = 1) =>
    api.call('GET /api/v1/stores/reviews', { query: { store_id: storeId, offset, limit: 10 } }),
  item: (id: number, campaign = false) =>
    api.call('GET /api/v1/items/details/:id', { params: { id }, query: campaign ? { campaign: true } : {} }),
  searchItems: (query: ApiQuery<'GET /api/v1/items/search'>) => api.call('GET /api/v1/items/search', { query }),
  /** site search (issue 41): the selected module's stores, items and vehicles */
  siteSearch: (q: string, limit?: number) => api.call('GET /api/v1/search', { query: limit ? { q, limit } : { q } }),
  campaignItems: () => api.call('GET /api/v1/campaigns/item'),
  /** the running coupons (the account's coupon page) */
  coupons: () => api.call('GET /api/v1/coupon/list'),
};

/** Query options the store pages share, keyed by what changes the answer (module and zone travel as headers). */
export const catalogQueries = {
  banners: (moduleId: number | undefined) =>
    queryOptions({ queryKey: ['banners', moduleId], queryFn: catalogApi.banners, ...CATALOG_CACHE.landing }),
  categories: (moduleId: number | undefined) =>
    queryOptions({ queryKey: ['categories', moduleId], queryFn: catalogApi.categories, ...CATALOG_CACHE.categories }),
  featuredCategories: (moduleId: number | undefined) =>
    queryOptions({
      queryKey: ['categories', 'featured', moduleId],
      queryFn: async () => (await catalogApi.categories()).filter((c) => Boolean(c.featured)),
      ...CATALOG_CACHE.featuredCategories,
    }),
  /** stores selling items of a category or its sub-categories, popular first */
  categoryStores: (id: number, offset = 1, limit = STORES_PAGE_LIMIT) => catalogApi.categoryStores(id, offset, limit),
  stores: (kind: StoreListKind, moduleId: number | undefined, zone: string, type?: StoreType) =>
    queryOptions({
      queryKey: ['stores', kind, moduleId, zone, type],
      queryFn: () => catalogApi.stores(kind, 1, 12, type),
      ...CATALOG_CACHE.landing,
    }),
  store: (id: string) =>
    queryOptions({ queryKey: ['store', id], queryFn: () => catalogApi.store(id), ...CATALOG_CACHE.page }),
  item: (id: number, campaign = false) =>
    queryOptions({
      queryKey: ['item', id, campaign],
      queryFn: () => catalogApi.item(id, campaign),
      ...CATALOG_CACHE.page,
    }),
};
