import { useEffect, type ReactNode } from 'react';
import { ApiError, errorMessage } from '@mart/api-client';
import { i18n } from '@mart/i18n';
import { Empty, Skeleton } from './controls/Feedback';
import { StatusPanel } from './StatusPanel';

/** What QueryState reads of a TanStack query (or any call with the same shape). */
export interface QueryLike {
  isPending: boolean;
  error?: unknown;
  refetch: () => Promise<unknown>;
}

/** a call that never reached the server while the browser says it is offline */
const offline = (error: unknown) =>
  error instanceof ApiError && error.status === 0 && typeof navigator !== 'undefined' && navigator.onLine === false;

/**
 * The one "not yet / failed / nothing" of a page or a block fed by a query. Callers render it for `!q.isSuccess`
 * (which narrows `q.data` after the early return), or with `empty` once the data is known to be empty:
 * - loading: a skeleton of `rows` lines;
 * - failed: the error panel with the server's message, a Retry and the call's request id; offline, a warning that
 *   retries by itself when the browser is back online;
 * - `empty` (the query succeeded): antd's "nothing here" with that description.
 * Plain HTML throughout, so it shows before antd has loaded.
 */
export function QueryState({
  query,
  rows,
  title,
  text,
  retryLabel,
  empty,
}: {
  query: QueryLike;
  rows?: number;
  /** the failure's heading (the site's "Sorry, something went wrong" by default) */
  title?: ReactNode;
  /** under it: the server's message by default, `null` for none */
  text?: ReactNode;
  retryLabel?: ReactNode;
  /** what an empty result says, for callers that pass a succeeded query */
  empty?: ReactNode;
}) {
  const { isPending, error, refetch } = query;
  const isOffline = !isPending && offline(error);
  useEffect(() => {
    if (!isOffline) return;
    const retry = () => void refetch();
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [isOffline, refetch]);

  if (isPending) return <Skeleton rows={rows} />;
  if (error) {
    return (
      <StatusPanel
        status={isOffline ? 'warning' : 'error'}
        title={title ?? i18n.t('common:errors.sorryTitle')}
        text={text === undefined ? errorMessage(error) : text}
        error={error}
        action={{ label: retryLabel ?? i18n.t('common:connection.retry'), onClick: () => void refetch() }}
      />
    );
  }
  if (empty !== undefined) return <Empty description={empty} />;
  return null;
}
