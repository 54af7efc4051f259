import { useEffect, useRef, useState } from 'react';
import { catalogApi, type SiteSearchResult } from '@mart/api-client';
import { ApiError } from '@mart/api-runtime';
import { useBusValue } from '@mart/bus';

export type SearchState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'done'; result: SiteSearchResult }
  | { status: 'offline' }
  | { status: 'error'; error: unknown };

/**
 * The site search's answer for `q` (after `delayMs` without a change: suggestions wait for a pause in typing), in
 * the page's language and module; an answer to an older query is dropped. `retry` asks again.
 */
export function useSiteSearch(q: string, limit: number | undefined, delayMs: number) {
  const language = useBusValue('language');
  const module = useBusValue('module');
  const [state, setState] = useState<SearchState>({ status: 'idle' });
  const [attempt, setAttempt] = useState(0);
  const latest = useRef(0);
  const text = q.trim();

  useEffect(() => {
    const ask = ++latest.current;
    if (!text) {
      setState({ status: 'idle' });
      return;
    }
    const timer = window.setTimeout(() => {
      if (!navigator.onLine) {
        setState({ status: 'offline' });
        return;
      }
      setState((s) => (s.status === 'done' ? s : { status: 'loading' }));
      catalogApi.siteSearch(text, limit).then(
        (result) => ask === latest.current && setState({ status: 'done', result }),
        (error: unknown) => {
          if (ask !== latest.current) return;
          const offline = !navigator.onLine || (error instanceof ApiError && error.status === 0);
          setState(offline ? { status: 'offline' } : { status: 'error', error });
        },
      );
    }, delayMs);
    return () => window.clearTimeout(timer);
  }, [text, limit, delayMs, language, module?.id, attempt]);

  // back online: ask again
  useEffect(() => {
    if (state.status !== 'offline') return;
    const on = () => setAttempt((n) => n + 1);
    window.addEventListener('online', on);
    return () => window.removeEventListener('online', on);
  }, [state.status]);

  return { state, retry: () => setAttempt((n) => n + 1) };
}
