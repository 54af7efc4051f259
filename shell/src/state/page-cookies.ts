import type { LocationState, SelectedModule, ThemeMode } from '@mart/bus';

// The saved state that decides what a page's first screen shows, mirrored into cookies so the shell's server can
// draw that screen before the page's code arrives (shared/deploy/src/prerender.mjs reads the same names). They
// go to this site's own origin only and carry nothing the page does not already show.
const YEAR = 365 * 24 * 3600;

function setCookie(name: string, value: string | null): void {
  document.cookie =
    value == null
      ? `${name}=; path=/; max-age=0; samesite=lax`
      : `${name}=${encodeURIComponent(value)}; path=/; max-age=${YEAR}; samesite=lax`;
}

export const pageCookies = {
  language: (code: string) => setCookie('mart_lang', code),
  theme: (mode: ThemeMode) => setCookie('mart_theme', mode),
  module: (m: SelectedModule | null) => setCookie('mart_module', m ? String(m.id) : null),
  location: (loc: LocationState | null) =>
    setCookie('mart_loc', loc ? JSON.stringify({ lat: loc.lat, lng: loc.lng, zoneIds: loc.zoneIds }) : null),
};
