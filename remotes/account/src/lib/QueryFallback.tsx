import { useTranslation } from '@mart/i18n';
import { LazyStatusPanel } from '@mart/runtime';
import { PageSkeleton } from '@mart/ui';

/**
 * What an account page (or a block of one) shows until its query has data: the skeleton while it loads, then the
 * failure with Retry (antd's Result only then). Callers render it for `!q.isSuccess`, which also narrows `q.data` after the early return.
 */
export function QueryFallback({
  query,
  rows,
}: {
  query: { isPending: boolean; error?: unknown; refetch: () => Promise<unknown> };
  rows?: number;
}) {
  const { t } = useTranslation('account');
  if (query.isPending) return <PageSkeleton rows={rows} />;
  return (
    <LazyStatusPanel
      status="error"
      title={t('common.loadFailed')}
      error={query.error}
      action={{ label: t('common.retry'), onClick: () => void query.refetch() }}
    />
  );
}
