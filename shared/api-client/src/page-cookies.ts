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

/**
 * The customer's session for the page server, which draws a personal page's first screen (the profile) with their
 * own data. The shell keeps it in step with the token it keeps in localStorage (SPEC §3); it cannot be HttpOnly, the
 * shell writes it, which exposes nothing a script on the page could not already read from localStorage. SameSite=Lax
 * and Secure over https; the page server sends it on as `Authorization` with GETs only, and the API never reads a
 * cookie, so a request another site makes the browser send carries no authority.
 */
export const SESSION_COOKIE = 'mart_session';
/** as long as the sign-in stays in localStorage; the token's own expiry is the API's to judge */
const SESSION_MAX_AGE = 30 * 24 * 3600;

/** The browser side: the session cookie follows the token (null: signed out, the cookie goes). */
export function sessionCookie(token: string | null): void {
  const secure = window.location.protocol === 'https:' ? '; secure' : '';
  document.cookie = token
    ? `${SESSION_COOKIE}=${encodeURIComponent(token)}; path=/; max-age=${SESSION_MAX_AGE}; samesite=lax${secure}`
    : `${SESSION_COOKIE}=; path=/; max-age=0; samesite=lax${secure}`;
}

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

/** A token's shape (the API's are opaque, URL-safe and far shorter): anything else is not sent anywhere. */
const TOKEN = /^[\w.~+/=-]{16,1024}$/;

/** The server side: the session token a request's cookies carry, or null when there is none of a token's shape. */
export function sessionOf(cookieHeader: string | undefined): string | null {
  const token = parseCookies(cookieHeader)[SESSION_COOKIE];
  return token && TOKEN.test(token) ? token : null;
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
