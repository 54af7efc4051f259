import { lazy, Suspense, useEffect } from 'react';
import { createPortal } from 'react-dom';
import { navigateToUrl } from 'single-spa';
import { bus, useBusValue, type BusRequest } from '@mart/bus';
import { useTranslation } from '@mart/i18n';
import { Header } from './layout/Header';
import { useModules, useSiteConfig } from './state/useSiteData';
import { useDeepLink } from './state/deep-link';
import { AuthHost } from './auth/AuthHost';
import { endSession } from './auth/session';
import { Overlays, preloadOverlay } from './layout/Overlays';
import { ToastHost } from './layout/ToastHost';
import { ConnectionNotice } from './layout/ConnectionNotice';
import { useAfterFirstRoute } from './layout/useAfterFirstRoute';

// below the first screen (and holding the newsletter form and the build details): fetched once the first route
// has mounted, so its code (antd's form and layout) does not compete with the page's content on the first load
const Footer = lazy(() => import('./layout/Footer').then((m) => ({ default: m.Footer })));

const LOGOUT_DELAY_MS = 500;

/** Serves the bus requests that the shell owns: navigation and logout (toasts and overlays have their hosts). */
function useRequests() {
  const { t } = useTranslation();
  useEffect(() => {
    const sub = bus.requests$.subscribe((r: BusRequest) => {
      switch (r.type) {
        case 'navigate':
          if (r.replace) window.history.replaceState(null, '', r.to);
          navigateToUrl(r.to);
          break;
        case 'logout':
          // SPEC §4: after 500 ms revoke and clear token, cart and profile, toast, go to /home
          setTimeout(() => {
            void endSession().then(() => {
              bus.request({ type: 'toast', level: 'success', message: t('logoutSuccess') });
              navigateToUrl('/home');
            });
          }, LOGOUT_DELAY_MS);
          break;
        default:
          break;
      }
    });
    return () => sub.unsubscribe();
  }, [t]);
}

export function ShellChrome() {
  const theme = useBusValue('theme');
  useSiteConfig();
  useModules();
  useDeepLink();
  useRequests();
  const footerDue = useAfterFirstRoute();
  const footerEl = document.getElementById('mart-footer');
  const overlaysEl = document.getElementById('mart-overlays');
  return (
    <div data-theme={theme}>
      <Header onIntent={preloadOverlay} />
      <ToastHost />
      <ConnectionNotice />
      {footerEl &&
        footerDue &&
        createPortal(
          <Suspense fallback={null}>
            <Footer />
          </Suspense>,
          footerEl,
        )}
      {overlaysEl &&
        createPortal(
          <>
            <AuthHost />
            <Overlays />
          </>,
          overlaysEl,
        )}
    </div>
  );
}
