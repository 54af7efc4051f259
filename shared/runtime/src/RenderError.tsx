import { i18n } from '@mart/i18n';
import { LazyStatusPanel } from './LazyStatusPanel';

/** A page that threw while rendering: the designed error panel (Retry reloads the page) instead of a blank one. */
export function RenderError() {
  return (
    <LazyStatusPanel
      status="500"
      title={i18n.t('common:errors.sorryTitle')}
      text={i18n.t('common:errors.generic')}
      action={{ label: i18n.t('common:remote.retry'), onClick: () => window.location.reload() }}
      help
    />
  );
}
