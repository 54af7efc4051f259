import { useTranslation } from '@mart/i18n';
import './register';
import './maps.css';
import { Alert, Button, Text } from '@mart/ui';

export type MapErrorCode = 'NoApiKey' | 'ScriptLoadFailed';

/** SPEC §8 map load failure: the panel with its hints, the error message and its code, and a way to try again. */
export function MapErrorPanel({
  code,
  hints = [],
  onRetry,
}: {
  code: MapErrorCode;
  /** what the customer can do instead here (e.g. "find your address with the search above") */
  hints?: string[];
  onRetry?: () => void;
}) {
  const { t } = useTranslation('maps');
  return (
    <Alert
      type="warning"
      role="alert"
      data-testid="map-error"
      message={t('errorTitle')}
      description={
        <>
          <ul className="map-error__hints">
            <li>{t('hintConnection')}</li>
            {hints.map((h) => (
              <li key={h}>{h}</li>
            ))}
          </ul>
          <Text type="secondary">
            {t(code === 'NoApiKey' ? 'noKey' : 'unreachable')} ({t('code')}: {code})
          </Text>
        </>
      }
      action={onRetry && <Button onClick={onRetry}>{t('retry')}</Button>}
    />
  );
}
