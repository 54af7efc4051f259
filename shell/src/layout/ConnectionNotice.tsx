import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { api } from '@mart/api-client';
import { useTranslation } from '@mart/i18n';
import { Button } from '@mart/ui';
import './connection-notice.css';

/** How long "Connection restored" stays when nothing waits for a Retry. */
const BACK_SHOWN_MS = 5_000;

/**
 * Issue 40.2: the page says when the server cannot be reached (the SPEC's failure text with it), when the connection
 * is slow, and when it is back; the writes that could not be sent wait here for Retry or Cancel. Plain elements and
 * the kit's button: it belongs to the header's tree, which paints without antd.
 */
export function ConnectionNotice() {
  const { t } = useTranslation();
  const c = api.connection;
  const state = useSyncExternalStore(c.subscribe, c.get, c.get);
  const [showBack, setShowBack] = useState(false);
  const wasLost = useRef(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (state.status === 'offline') {
      wasLost.current = true;
      setShowBack(false);
      return;
    }
    if (!wasLost.current || !state.restored) return;
    wasLost.current = false;
    setShowBack(true);
    const hide = setTimeout(() => setShowBack(false), BACK_SHOWN_MS);
    return () => clearTimeout(hide);
  }, [state.status, state.restored]);

  const lost = state.status === 'offline';
  const waiting = state.unsent > 0;
  if (!lost && !waiting && !showBack && state.status !== 'slow') return null;
  const retry = async () => {
    setBusy(true);
    try {
      await c.retry();
    } finally {
      setBusy(false);
    }
  };
  return (
    <div
      className={`mart-connection mart-connection--${lost ? 'lost' : state.status === 'slow' ? 'slow' : 'back'}`}
      role={lost ? 'alert' : 'status'}
      data-testid="connection-notice"
    >
      {lost ? (
        <>
          <strong>{t('errors.network')}</strong>
          <span>{t('errors.generic')}</span>
        </>
      ) : state.status === 'slow' && !waiting ? (
        <span>{t('connection.slow')}</span>
      ) : (
        <strong>{t('connection.back')}</strong>
      )}
      {waiting && (
        <span className="mart-connection__row">
          <span>{t('connection.unsent')}</span>
          <Button size="small" variant="primary" loading={busy} onClick={() => void retry()}>
            {t('connection.retry')}
          </Button>
          <Button size="small" disabled={busy} onClick={() => c.cancel()}>
            {t('connection.cancel')}
          </Button>
        </span>
      )}
    </div>
  );
}
