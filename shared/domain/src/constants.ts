/**
 * SPEC §9 business constants and limits (plus the few numbers §2 gives for widgets), in one place so the shell,
 * the remotes and the server agree. Times in milliseconds unless the name says otherwise.
 */

// Money
/** Config.digit_after_decimal_point default. */
export const DEFAULT_DECIMALS = 2;
export const DEFAULT_CURRENCY_DIRECTION = 'left' as const;

// Data fetching
export const LANDING_STALE_TIME_MS = 300_000;
export const LANDING_RETRY = 3;
export const CATEGORIES_CACHE_TIME_MS = 300_000;
export const FEATURED_CATEGORIES_CACHE_TIME_MS = 60_000;
export const FEATURED_CATEGORIES_STALE_TIME_MS = 30_000;
/** Latest and popular stores fetched per list. */
export const STORES_PAGE_LIMIT = 12;
export const DRAWER_MAX_CATEGORIES = 10;

// Interaction
export const SCROLL_THRESHOLD_PX = 200;
export const RESEND_SECONDS = 60;
export const CODE_LENGTH = 6;
export const GEOLOCATION_TIMEOUT_MS = 5000;
export const LOGOUT_DELAY_MS = 500;
export const CLEAR_CART_TOAST_MS = 5000;
export const READ_MORE_LIMIT = 70;
export const ITEM_DESCRIPTION_LIMIT = 130;
export const ITEM_THUMBNAILS_PER_VIEW = 5;
export const VEHICLE_CAROUSEL_AUTOPLAY_MS = 4000;
export const VEHICLE_CAROUSEL_SPEED_MS = 800;
export const RATING_PRECISION = 0.5;
export const PAYMENT_PLATFORM = 'web';

// Validation
export const PASSWORD_MIN = 6;
export const EMAIL_MAX = 255;
/** Forgot password: exactly; sign-in/sign-up: at least. */
export const PHONE_DIGITS = 10;

// Uploads
/** Binary megabytes: 2 × 1024 × 1024 bytes. */
export const PROFILE_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
export const MAX_IMAGES_PER_SEND = 3;

// Trips and maps
export const RECENT_DESTINATIONS_MAX = 5;
export const EARTH_RADIUS_M = 6378137;
/**
 * Not in SPEC: the average road speed (km/h) that turns a distance trip into the hours its vehicles are held
 * for. City driving with stops; a trip booked by distance has no duration of its own.
 */
export const AVERAGE_TRIP_SPEED_KMH = 40;
export const MAP_ZOOM = { default: 17, withPolygon: 9, max: 21, min: 1, routeStart: 10, routeMax: 22 } as const;

// Languages
export const LANGUAGES = ['ru', 'kz', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'ru';

/**
 * The BCP 47 locale of a site language code, for Intl (numbers, dates, plural rules), i18next and `lang`
 * attributes. Kazakh is `kk`; the site keeps `kz` where the SPEC's values need it (X-localization, stored settings).
 */
export const intlLocale = (code: string): string => (code === 'kz' ? 'kk' : code);

let kazakhData: boolean | undefined;

/**
 * The locale numbers and dates are written in for a site language. Kazakh where the engine has Kazakh's data;
 * some browsers (Debian's Chromium) accept `kk` but format it as the root locale ('2,190.00', '2026 M11 29'), so
 * there Kazakhstan's Russian conventions stand in ('2 190,00', '29 нояб. 2026 г.'), the closest a Kazakh page gets.
 */
export function formatLocale(code: string): string {
  const locale = intlLocale(code);
  if (locale !== 'kk') return locale;
  kazakhData ??= new Intl.NumberFormat('kk').formatToParts(0.5).find((p) => p.type === 'decimal')?.value === ',';
  return kazakhData ? 'kk' : 'ru-KZ';
}
export const DEFAULT_COUNTRY = 'RU';
export const RTL_LANGUAGES = ['ar', 'arc', 'dv', 'fa', 'ha', 'he', 'khw', 'ks', 'ku', 'ps', 'ur', 'yl'] as const;

/** SPEC §4: right-to-left for these language codes (region suffixes like 'ar-SA' included). */
export function isRtlLanguage(code: string | null | undefined): boolean {
  const base = (code ?? '').toLowerCase().split(/[-_]/)[0] ?? '';
  return (RTL_LANGUAGES as readonly string[]).includes(base);
}
