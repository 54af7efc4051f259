import { bus } from '@mart/bus';
import { QueryClient } from '@tanstack/react-query';
import { createApiClient, type ApiClient } from './client';
import { ApiError } from './errors';
import { createTabs, type Tabs } from './tabs';

declare global {
  var __martApiClientLoads: number | undefined;
}
globalThis.__martApiClientLoads = (globalThis.__martApiClientLoads ?? 0) + 1;

/** The customer's other open tabs of the site (none on the page server). */
export const tabs: Tabs = createTabs(typeof window === 'undefined' ? undefined : window);

/** The page's API client; the shell sets its base URL from configuration before any remote mounts. */
export const api: ApiClient = createApiClient(bus, process.env.MART_API_URL ?? '', tabs);

/** One query cache for the page, so a remote sees what another already fetched (config, profile, cart). */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // a 4xx will not heal by itself; network blips and 5xx get the SPEC's 3 retries
      retry: (count, err) => count < 3 && !(err instanceof ApiError && err.status >= 400 && err.status < 500),
      refetchOnWindowFocus: false,
    },
    // a write runs even while the browser says it is offline: the client then holds it and the page says so, with
    // Retry (connection.ts), instead of the cache pausing it in silence and replaying it by itself later
    mutations: { networkMode: 'always', retry: false },
  },
});

/**
 * A write in another tab (a cart line, the wishlist, an address): what this tab shows is refetched, once for a burst
 * of them, so its carts and lists follow (issue 40.3).
 */
let followUp: ReturnType<typeof setTimeout> | undefined;
tabs.listen((e) => {
  if (e.type !== 'changed') return;
  clearTimeout(followUp);
  followUp = setTimeout(() => void queryClient.invalidateQueries({ refetchType: 'active' }), 300);
});
