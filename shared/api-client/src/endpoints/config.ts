import type { SelectedModule, SiteConfig } from '@mart/bus';
import type { ApiResponse } from '@mart/api-types';
import { api } from '@mart/api-runtime';
import { LANDING_RETRY, LANDING_STALE_TIME_MS } from '@mart/domain';

/** A storefront page's status and head, as the API draws it for the page server and the browser. */
export type SeoPage = ApiResponse<'GET /api/v1/seo/page'>;

export const configApi = {
  get: (): Promise<SiteConfig> => api.call('GET /api/v1/config'),
  modules: (): Promise<SelectedModule[]> => api.call('GET /api/v1/module'),
  landing: () => api.call('GET /api/v1/react-landing-page'),
  guestId: () => api.call('POST /api/v1/auth/guest/request', { background: true }),
  zoneId: (lat: number, lng: number) => api.call('GET /api/v1/config/get-zone-id', { query: { lat, lng } }),
  newsletter: (email: string) => api.call('POST /api/v1/newsletter/subscribe', { body: { email } }),
  /** a page's status and head (title, description, canonical, JSON-LD) in the current language (issue 41) */
  seoPage: (path: string) => api.call('GET /api/v1/seo/page', { query: { path } }),
};

/**
 * The site config and module list (SPEC §3): one definition for the shell's hooks and early prefetch and for the
 * server's first-screen render, whose answers the page then starts with.
 */
export const siteQueries = {
  config: (language: string) => ({
    queryKey: ['config', language],
    queryFn: configApi.get,
    staleTime: LANDING_STALE_TIME_MS,
  }),
  modules: (language: string) => ({
    queryKey: ['modules', language],
    queryFn: configApi.modules,
    staleTime: LANDING_STALE_TIME_MS,
  }),
  /** SPEC §9: landing data stale after 5 min, 3 retries */
  landing: (language: string) => ({
    queryKey: ['landing', language],
    queryFn: configApi.landing,
    staleTime: LANDING_STALE_TIME_MS,
    retry: LANDING_RETRY,
  }),
};
