// The store page's address (issue 41): which store, and its tab and search text, live in the URL, so a reload, a
// shared link and Back bring the customer to the same place. Under an item's quick view the page reads them from
// the history entry it came from (lib/page-address).
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { usePageParam, usePageSearchParams, useUnderQuickView } from '../../lib/page-address';

/** The store's id from its address. */
export function useStoreId(): string {
  return usePageParam('/store/:id') ?? '';
}

export type StoreTab = 'items' | 'reviews';

/** The store page's tab and search text, read from and written to its URL (replacing the entry: no Back stops). */
export function useStoreView(): {
  tab: StoreTab;
  search: string;
  setTab: (tab: StoreTab) => void;
  setSearch: (text: string) => void;
} {
  const under = useUnderQuickView();
  const params = usePageSearchParams();
  const [, setParams] = useSearchParams();
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
