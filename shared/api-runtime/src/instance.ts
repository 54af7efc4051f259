import { bus } from '@mart/bus';
import { QueryClient } from '@tanstack/react-query';
import { createApiClient, type ApiClient } from './client';
import { ApiError } from './errors';

declare global {
  var __martApiClientLoads: number | undefined;
}
globalThis.__martApiClientLoads = (globalThis.__martApiClientLoads ?? 0) + 1;

/** The page's API client; the shell sets its base URL from configuration before any remote mounts. */
export const api: ApiClient = createApiClient(bus, process.env.MART_API_URL ?? '');

/** One query cache for the page, so a remote sees what another already fetched (config, profile, cart). */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // a 4xx will not heal by itself; network blips and 5xx get the SPEC's 3 retries
      retry: (count, err) => count < 3 && !(err instanceof ApiError && err.status >= 400 && err.status < 500),
      refetchOnWindowFocus: false,
    },
  },
});
