// The address a page is drawn for (issue 41). An item's quick view opens at the item's own address, /product/{id},
// over the page the customer was on (the module home, a category, a store): that page stays mounted underneath and
// reads its address — path parameters and query — from the history entry it came from, not from the URL.
import { createContext, useCallback, useContext, useMemo } from 'react';
import { matchPath, useLocation, useNavigate } from 'react-router-dom';

export interface PageAddress {
  pathname: string;
  search: string;
}

/** The pages an item's quick view opens over (the routes drawn by `QuickViewRoute`). */
export const PAGES_UNDER_QUICK_VIEW = ['/', '/home', '/category/:id', '/store/:id'] as const;

/** The page's address while it is drawn under a quick view (null: the page is at its own address). */
export const UnderQuickViewContext = createContext<PageAddress | null>(null);

/**
 * What a history entry of the quick view carries: the address of the page it was opened over, and which page load
 * made it. The browser keeps an entry's state across a reload; a reloaded quick view is the product page, as the
 * server drew it (and as a new tab or a shared link opens it).
 */
export interface QuickViewState {
  over: PageAddress;
  load: string;
}

const THIS_LOAD = Math.random().toString(36).slice(2);

/** Which page an address is: one of `PAGES_UNDER_QUICK_VIEW`, or null. */
export function pageUnder(pathname: string): (typeof PAGES_UNDER_QUICK_VIEW)[number] | null {
  // /store/latest and /store/popular are store lists, never a store page under a quick view
  if (/^\/store\/(latest|popular)$/.test(pathname)) return null;
  return PAGES_UNDER_QUICK_VIEW.find((pattern) => matchPath(pattern, pathname)) ?? null;
}

export const isQuickViewState = (state: unknown): state is QuickViewState => {
  const { over, load } = (state ?? {}) as { over?: PageAddress; load?: unknown };
  return (
    load === THIS_LOAD &&
    typeof over?.pathname === 'string' &&
    typeof over.search === 'string' &&
    pageUnder(over.pathname) !== null
  );
};

/** The address this page is drawn for: its own, or (under a quick view) the one it was opened at. */
export function usePageAddress(): PageAddress {
  const under = useContext(UnderQuickViewContext);
  const { pathname, search } = useLocation();
  return under ?? { pathname, search };
}

/** A path parameter of this page's address (`pattern` is its route, e.g. '/category/:id'). */
export function usePageParam(pattern: string, name = 'id'): string | undefined {
  const { pathname } = usePageAddress();
  return matchPath(pattern, pathname)?.params[name] ?? undefined;
}

/** This page's query, read-only (a page writes its query with `useSearchParams` only at its own address). */
export function usePageSearchParams(): URLSearchParams {
  const { search } = usePageAddress();
  return useMemo(() => new URLSearchParams(search), [search]);
}

/** Whether the page is drawn under a quick view (its own query is then not in the URL: leave it alone). */
export const useUnderQuickView = (): boolean => useContext(UnderQuickViewContext) !== null;

/** Opens an item's quick view at the item's own address, over this page: Back closes it. */
export function useOpenQuickView(): (itemId: number) => void {
  const navigate = useNavigate();
  const address = usePageAddress();
  return useCallback(
    (itemId: number) => {
      const over: PageAddress = { pathname: address.pathname, search: address.search };
      navigate(`/product/${itemId}`, { state: { over, load: THIS_LOAD } satisfies QuickViewState });
    },
    [navigate, address.pathname, address.search],
  );
}
