import { bus } from '@mart/bus';
import { queryClient, siteQueries } from '@mart/api-client';

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
