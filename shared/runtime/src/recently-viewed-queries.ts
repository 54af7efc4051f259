/**
 * Recently viewed items and vehicles (issue 41): a signed-in customer's list lives on the server; a guest's on this
 * device (one key, kept by `withViewed` of @mart/domain), handed to the server at the first read after sign-in.
 */
import type { RecentlyViewed } from '@mart/api-client';
import { api, queryClient } from '@mart/api-runtime';
import { bus } from '@mart/bus';
import { RECENTLY_VIEWED_MAX, withViewed, type ViewedEntry, type ViewedKind } from '@mart/domain';

const KEY = 'mart.recently-viewed';

const isEntry = (e: unknown): e is ViewedEntry =>
  typeof e === 'object' &&
  e !== null &&
  ((e as ViewedEntry).kind === 'item' || (e as ViewedEntry).kind === 'vehicle') &&
  Number.isInteger((e as ViewedEntry).id) &&
  (e as ViewedEntry).id > 0 &&
  typeof (e as ViewedEntry).at === 'number';

/** This device's list (a damaged or foreign value reads as empty). */
export function deviceViewed(): ViewedEntry[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(KEY) ?? '[]');
    return Array.isArray(parsed) ? withViewed([], parsed.filter(isEntry)) : [];
  } catch {
    return [];
  }
}

const signedIn = () => Boolean(bus.get('auth').token);

/**
 * Notes a view: on the server for a customer, on this device for a guest. The list is marked stale but a home on
 * screen keeps the one it shows: a quick view closed over the home must find the page as the customer left it (a
 * section appearing above would move the scroll and take the route change's focus); the next visit asks again.
 */
export async function recordView(kind: ViewedKind, id: number): Promise<void> {
  const view = { kind, id, at: Date.now() };
  if (signedIn()) await api.call('POST /api/v1/customer/recently-viewed', { body: { views: [view] } });
  else localStorage.setItem(KEY, JSON.stringify(withViewed(deviceViewed(), [view])));
  await queryClient.invalidateQueries({ queryKey: ['recently-viewed'], refetchType: 'none' });
}

/** The list as cards: a customer's (this device's guest list merged in first), or this device's for a guest. */
export async function readRecentlyViewed(): Promise<RecentlyViewed> {
  const device = deviceViewed();
  if (signedIn()) {
    if (device.length) {
      const views = device.slice(0, 2 * RECENTLY_VIEWED_MAX);
      await api.call('POST /api/v1/customer/recently-viewed', { body: { views } });
      localStorage.removeItem(KEY);
    }
    return api.call('GET /api/v1/customer/recently-viewed');
  }
  const ids = (kind: ViewedKind) =>
    device
      .filter((e) => e.kind === kind)
      .map((e) => e.id)
      .join(',');
  if (!device.length) return { items: [], vehicles: [] };
  return api.call('GET /api/v1/recently-viewed', {
    query: { items: ids('item') || undefined, vehicles: ids('vehicle') || undefined },
  });
}

/** The query of the list (per language, module and who is asking). */
export const recentlyViewedQuery = (language: string, moduleId: number | undefined, token: string | null) => ({
  queryKey: ['recently-viewed', language, moduleId ?? null, Boolean(token)] as const,
  queryFn: readRecentlyViewed,
  staleTime: 30_000,
});
