import type { LocationState, SelectedModule, ThemeMode } from '@mart/bus';
import { DEFAULT_LANGUAGE } from '@mart/i18n';

// The saved state that decides what a page's first screen shows (language, theme, module, delivery location),
// mirrored into cookies by the shell so the server can draw that screen before the page's code arrives
// (`@mart/runtime/server`). They go to this site's own origin only and carry nothing the page does not already
// show.
export const PAGE_COOKIES = {
  language: 'mart_lang',
  theme: 'mart_theme',
  module: 'mart_module',
  location: 'mart_loc',
} as const;

/** What a request's page cookies say. */
export interface PageState {
  language: string;
  theme: ThemeMode;
  /** the selected module's id: only looked up in the API's module list, never trusted further */
  moduleId: number | null;
  location: Pick<LocationState, 'lat' | 'lng' | 'zoneIds'> | null;
}

const YEAR = 365 * 24 * 3600;

function setCookie(name: string, value: string | null): void {
  document.cookie =
    value == null
      ? `${name}=; path=/; max-age=0; samesite=lax`
      : `${name}=${encodeURIComponent(value)}; path=/; max-age=${YEAR}; samesite=lax`;
}

/** The browser side: each keeps one cookie in step with the bus value it mirrors. */
export const pageCookies = {
  language: (code: string) => setCookie(PAGE_COOKIES.language, code),
  theme: (mode: ThemeMode) => setCookie(PAGE_COOKIES.theme, mode),
  module: (m: SelectedModule | null) => setCookie(PAGE_COOKIES.module, m ? String(m.id) : null),
  location: (loc: LocationState | null) =>
    setCookie(PAGE_COOKIES.location, loc ? JSON.stringify({ lat: loc.lat, lng: loc.lng, zoneIds: loc.zoneIds }) : null),
};

function parseCookies(header: string | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    try {
      out[part.slice(0, eq).trim()] = decodeURIComponent(part.slice(eq + 1).trim());
    } catch {
      // a malformed cookie is ignored, as if absent
    }
  }
  return out;
}

const isFiniteNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

function parseLocation(raw: string | undefined): PageState['location'] {
  if (!raw) return null;
  try {
    const v = JSON.parse(raw) as { lat?: unknown; lng?: unknown; zoneIds?: unknown } | null;
    if (!v || !isFiniteNumber(v.lat) || !isFiniteNumber(v.lng) || !Array.isArray(v.zoneIds)) return null;
    const zoneIds: unknown[] = v.zoneIds;
    if (zoneIds.length > 50 || !zoneIds.every((z) => Number.isInteger(z))) return null;
    return { lat: v.lat, lng: v.lng, zoneIds: zoneIds as number[] };
  } catch {
    return null;
  }
}

/**
 * The server side: the page state a request's `Cookie` header describes. They are the customer's own input, so each
 * is validated and anything malformed counts as absent.
 */
export function pageStateOf(cookieHeader: string | undefined): PageState {
  const c = parseCookies(cookieHeader);
  const language = c[PAGE_COOKIES.language];
  const moduleRaw = c[PAGE_COOKIES.module];
  return {
    // a language code, as the language switcher stores it (an unknown one falls back as it does in the browser)
    language: language && /^[a-z]{2,3}$/.test(language) ? language : DEFAULT_LANGUAGE,
    theme: c[PAGE_COOKIES.theme] === 'dark' ? 'dark' : 'light',
    moduleId: moduleRaw && /^\d{1,9}$/.test(moduleRaw) ? Number(moduleRaw) : null,
    location: parseLocation(c[PAGE_COOKIES.location]),
  };
}
