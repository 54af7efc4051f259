import { useTranslation } from '@mart/i18n';
import { StatusPanel } from '@mart/ui';

export function RemoteErrorPanel({ remote, onRetry }: { remote: string; onRetry: () => void }) {
  const { t } = useTranslation();
  const area = t(`remote.areas.${remote}`, { defaultValue: remote });
  return (
    <div data-testid="remote-error" data-remote={remote}>
      <StatusPanel
        status="warning"
        title={t('remote.failedTitle')}
        text={t('remote.failedText', { area })}
        action={{ label: t('remote.retry'), onClick: onRetry }}
      />
    </div>
  );
}
