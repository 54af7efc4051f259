import { bus } from '@mart/bus';
import { configApi, queryClient } from '@mart/api-client';

/** The site config and module list queries (SPEC §3); one definition for the early prefetch and the hooks. */
export const siteQueries = {
  config: (language: string) => ({ queryKey: ['config', language], queryFn: configApi.get, staleTime: 300_000 }),
  modules: (language: string) => ({ queryKey: ['modules', language], queryFn: configApi.modules, staleTime: 300_000 }),
};

/**
 * Ask for both as soon as the API's address is known, while the header's code still downloads: every app waits
 * for the module list, and a remote's home showed "no module" until it came. A failure is left to the hooks, which
 * fetch again and report it.
 */
export function prefetchSiteData(): void {
  const language = bus.get('language');
  void queryClient.prefetchQuery(siteQueries.config(language));
  void queryClient.prefetchQuery(siteQueries.modules(language));
}
