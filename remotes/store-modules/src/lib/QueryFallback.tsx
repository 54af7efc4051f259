import { Skeleton } from 'antd';
import { LoadError } from './states';

/**
 * What a store list shows until its query has data: antd's skeleton while it loads, then the failure with Retry.
 * Callers render it for `!q.isSuccess`, which narrows `q.data` in the other branch. Its own file, so the pages
 * that draw before antd loads can import `LoadError` without antd.
 */
export function QueryFallback({
  query,
  rows,
}: {
  query: { isPending: boolean; error: unknown; refetch: () => Promise<unknown> };
  rows?: number;
}) {
  if (query.isPending) return <Skeleton active paragraph={rows === undefined ? undefined : { rows }} />;
  return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
}
