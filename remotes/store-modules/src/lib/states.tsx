import { useTranslation } from '@mart/i18n';
import { LazyStatusPanel } from '@mart/runtime';
import { errorMessage } from '@mart/api-client';

/** The error state of a store page: the SPEC §8 generic failure text, the server's message and a Retry button (it
 * can show before antd has loaded). */
export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('store');
  return (
    <LazyStatusPanel
      status="error"
      title={t('errors.loadFailed')}
      text={errorMessage(error)}
      error={error}
      action={{ label: t('common.retry'), onClick: onRetry }}
    />
  );
}
