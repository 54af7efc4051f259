import { useTranslation } from '@mart/i18n';
import { StatusPanel } from '@mart/ui';
import { MartProviders } from '@mart/runtime';

function RemoteErrorPanelContent({ remote, onRetry }: { remote: string; onRetry: () => void }) {
  const { t } = useTranslation();
  const area = t(`remote.areas.${remote}`, { defaultValue: remote });
  return (
    <div data-testid="remote-error" data-remote={remote}>
      <StatusPanel
        status="warning"
        title={t('remote.failedTitle')}
        text={t('remote.failedText', { area })}
        action={{ label: t('remote.retry'), onClick: onRetry }}
        help
      />
    </div>
  );
}

/** Rendered in a root of its own (the failed remote's box), so it brings every provider. */
export function RemoteErrorPanel(props: { remote: string; onRetry: () => void }) {
  return (
    <MartProviders>
      <RemoteErrorPanelContent {...props} />
    </MartProviders>
  );
}
