import { i18n } from '@mart/i18n';
import { StatusPanel } from '@mart/ui/status-panel';

/** A page that threw while rendering: the designed error panel (Retry reloads the page) instead of a blank one. */
export function RenderError() {
  return (
    <StatusPanel
      status="500"
      title={i18n.t('common:errors.sorryTitle')}
      text={i18n.t('common:errors.generic')}
      action={{ label: i18n.t('common:remote.retry'), onClick: () => window.location.reload() }}
      help
    />
  );
}
