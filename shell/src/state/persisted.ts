import { bus, type LocationState, type SelectedModule, type ThemeMode } from '@mart/bus';
import { STORAGE_KEYS, pageCookies, readJson, sessionCookie, writeJson } from '@mart/api-client';
import { DEFAULT_LANGUAGE, applyLanguage, countryOf } from '@mart/i18n';
import { addressLanguage } from '@mart/domain';

/** What the Settings page (account remote) keeps under `settings` beside the config. */
const CUSTOMER_SETTINGS = ['notifications'] as const;

export function withCustomerSettings(config: object): object {
  const stored = readJson<Record<string, unknown>>(STORAGE_KEYS.settings) ?? {};
  const kept = CUSTOMER_SETTINGS.filter((k) => k in stored).map((k) => [k, stored[k]] as const);
  return { ...config, ...Object.fromEntries(kept) };
}

/** Fill the bus from the SPEC §3 browser-stored keys, then keep those keys in step with the bus. */
export async function restorePersistedState(): Promise<void> {
  const token = localStorage.getItem(STORAGE_KEYS.token);
  bus.set('auth', { token, profile: null });
  bus.set('guestId', localStorage.getItem(STORAGE_KEYS.guestId));
  bus.set('location', readJson<LocationState>(STORAGE_KEYS.location));
  bus.set('module', readJson<SelectedModule>(STORAGE_KEYS.module));
  const theme = localStorage.getItem(STORAGE_KEYS.theme);
  bus.set('theme', theme === 'dark' ? 'dark' : 'light');
  // an address in Kazakh or English (`?lang=`, issue 41) is read in that language, as the server drew it
  const language =
    addressLanguage(window.location.search) ?? localStorage.getItem(STORAGE_KEYS.language) ?? DEFAULT_LANGUAGE;
  bus.set('language', language);
  await applyLanguage(language);

  bus.select('auth').subscribe(({ token: t }) => {
    if (t) localStorage.setItem(STORAGE_KEYS.token, t);
    else localStorage.removeItem(STORAGE_KEYS.token);
    // the page server draws a personal page's first screen for whoever this cookie says (page-cookies.ts)
    sessionCookie(t);
  });
  bus.select('guestId').subscribe((id) => {
    if (id) localStorage.setItem(STORAGE_KEYS.guestId, id);
  });
  bus.select('location').subscribe((loc) => {
    writeJson(STORAGE_KEYS.location, loc);
    writeJson(STORAGE_KEYS.currentLatLng, loc ? { lat: loc.lat, lng: loc.lng } : null);
    writeJson(STORAGE_KEYS.zoneId, loc ? loc.zoneIds : null);
    pageCookies.location(loc);
  });
  bus.select('module').subscribe((m) => {
    writeJson(STORAGE_KEYS.module, m);
    pageCookies.module(m);
  });
  // the SPEC §3 key `settings` holds the site config and the customer's own choices made on the Settings page
  // (notifications): a fresh config replaces the config, never those choices
  bus.select('config').subscribe((c) => c && writeJson(STORAGE_KEYS.settings, withCustomerSettings(c)));
  bus.select('theme').subscribe((mode: ThemeMode) => {
    localStorage.setItem(STORAGE_KEYS.theme, mode);
    pageCookies.theme(mode);
    document.documentElement.dataset.theme = mode;
  });
  bus.select('language').subscribe((lng) => {
    localStorage.setItem(STORAGE_KEYS.language, lng);
    localStorage.setItem(STORAGE_KEYS.country, countryOf(lng));
    pageCookies.language(lng);
  });
}
