// The store page's address (issue 41): which store, and its tab and search text, live in the URL, so a reload, a
// shared link and Back bring the customer to the same place. While a quick view is open over the store, the page
// is drawn at the product's address, and reads the store's from the history entry it came from.
import { createContext, useCallback, useContext, useMemo } from 'react';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';

/** The store's address while the page is drawn under a quick view (null: the page is at its own address). */
export interface StoreUnder {
  pathname: string;
  search: string;
}
export const StoreUnderContext = createContext<StoreUnder | null>(null);

/** What a history entry of the quick view carries: the store address it was opened over. */
export interface QuickViewState {
  over: StoreUnder;
}

export const isQuickViewState = (state: unknown): state is QuickViewState => {
  const over = (state as { over?: unknown } | null)?.over as StoreUnder | undefined;
  return (
    typeof over?.pathname === 'string' && typeof over.search === 'string' && /^\/store\/[^/]+$/.test(over.pathname)
  );
};

/** The store's id from its address. */
export function useStoreId(): string {
  const under = useContext(StoreUnderContext);
  const { id = '' } = useParams();
  return under ? decodeURIComponent(under.pathname.slice('/store/'.length)) : id;
}

export type StoreTab = 'items' | 'reviews';

/** The store page's tab and search text, read from and written to its URL (replacing the entry: no Back stops). */
export function useStoreView(): {
  tab: StoreTab;
  search: string;
  setTab: (tab: StoreTab) => void;
  setSearch: (text: string) => void;
} {
  const under = useContext(StoreUnderContext);
  const [own, setParams] = useSearchParams();
  const params = useMemo(() => (under ? new URLSearchParams(under.search) : own), [under, own]);
  const change = useCallback(
    (key: string, value: string, fallback: string) => {
      if (under) return;
      setParams(
        (p) => {
          const next = new URLSearchParams(p);
          if (value && value !== fallback) next.set(key, value);
          else next.delete(key);
          return next;
        },
        { replace: true },
      );
    },
    [under, setParams],
  );
  return {
    tab: params.get('tab') === 'reviews' ? 'reviews' : 'items',
    search: params.get('q') ?? '',
    setTab: (tab) => change('tab', tab, 'items'),
    setSearch: (text) => change('q', text.trim(), ''),
  };
}

/** Opens an item's quick view at the item's own address, over this store page: Back closes it. */
export function useOpenQuickView(): (itemId: number) => void {
  const navigate = useNavigate();
  const location = useLocation();
  const under = useContext(StoreUnderContext);
  return useCallback(
    (itemId: number) => {
      const over: StoreUnder = under ?? { pathname: location.pathname, search: location.search };
      navigate(`/product/${itemId}`, { state: { over } satisfies QuickViewState });
    },
    [navigate, location.pathname, location.search, under],
  );
}
