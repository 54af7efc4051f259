/**
 * The installable web app in the page (issue 40): the service worker (production builds only: the dev server's
 * files change under it), and the web app manifest in the customer's language.
 */
import { forgetPushRecord } from '@mart/api-client';
import { bus } from '@mart/bus';

const MANIFESTS: Record<string, string> = {
  ru: '/manifest.webmanifest',
  kz: '/manifest.kz.webmanifest',
  en: '/manifest.en.webmanifest',
};

/** The manifest link follows the language, so an install names the app in it. */
function manifestFollowsLanguage(): void {
  const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
  if (!link) return;
  bus.select('language').subscribe((language) => {
    const href = MANIFESTS[language] ?? MANIFESTS.ru!;
    if (link.getAttribute('href') !== href) link.setAttribute('href', href);
  });
}

/**
 * Signing out (here or in another tab) ends this browser's Web Push subscription: the API already removed the
 * session's push token with the sign-out (issue 45.2), and the next customer here must not get its pushes.
 */
function pushEndsWithSignOut(): void {
  let signedIn = false;
  bus.select('auth').subscribe(({ token }) => {
    const wasSignedIn = signedIn;
    signedIn = Boolean(token);
    if (!wasSignedIn || signedIn || !('serviceWorker' in navigator)) return;
    void forgetPushRecord().catch(() => undefined);
    void navigator.serviceWorker
      .getRegistration('/')
      .then((registration) => registration?.pushManager?.getSubscription())
      .then((subscription) => subscription?.unsubscribe())
      .catch(() => undefined);
  });
}

/** Registers /sw.js once the page has loaded (it must not compete with the start-up's downloads). */
export function startWebApp(): void {
  manifestFollowsLanguage();
  pushEndsWithSignOut();
  if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
  const register = () => {
    // updateViaCache 'none': every check for a new worker asks the server, never the HTTP cache
    navigator.serviceWorker.register('/sw.js', { scope: '/', updateViaCache: 'none' }).catch((error: unknown) => {
      console.warn('[mart] service worker not registered', error);
    });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
