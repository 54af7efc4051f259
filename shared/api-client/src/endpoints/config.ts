import type { SelectedModule, SiteConfig } from '@mart/bus';
import type { ApiResponse, GuestResult, LandingPage, MessageBody } from '@mart/api-types';
import { api } from '@mart/api-runtime';
import { LANDING_RETRY, LANDING_STALE_TIME_MS } from '@mart/domain';

/** A storefront page's status and head, as the API draws it for the page server and the browser. */
export type SeoPage = ApiResponse<'GET /api/v1/seo/page'>;

export const configApi = {
  get: () => api.get<SiteConfig>('/api/v1/config'),
  modules: () => api.get<SelectedModule[]>('/api/v1/module'),
  landing: () => api.get<LandingPage>('/api/v1/react-landing-page'),
  guestId: () => api.request<GuestResult>('POST', '/api/v1/auth/guest/request', { background: true }),
  zoneId: (lat: number, lng: number) =>
    api.get<ApiResponse<'GET /api/v1/config/get-zone-id'>>('/api/v1/config/get-zone-id', { lat, lng }),
  newsletter: (email: string) => api.post<MessageBody>('/api/v1/newsletter/subscribe', { email }),
  /** a page's status and head (title, description, canonical, JSON-LD) in the current language (issue 41) */
  seoPage: (path: string) => api.get<SeoPage>('/api/v1/seo/page', { path }),
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
