export const LANGUAGES = [
  { code: 'ru', country: 'RU', label: 'Русский' },
  { code: 'kz', country: 'KZ', label: 'Қазақша' },
  { code: 'en', country: 'US', label: 'English' },
] as const;

export type LanguageCode = (typeof LANGUAGES)[number]['code'];
export const DEFAULT_LANGUAGE: LanguageCode = 'ru';

// SPEC §4: these codes lay the page out right to left.
const RTL = new Set(['ar', 'arc', 'dv', 'fa', 'ha', 'he', 'khw', 'ks', 'ku', 'ps', 'ur', 'yl']);

export function isRtl(code: string): boolean {
  return RTL.has(code);
}

/** The BCP 47 code of a site language code: Kazakh's ISO code is kk, the site calls it kz. */
export const pluralLocale = (code: string): string => (code === 'kz' ? 'kk' : code);

/** The `<html lang dir>` of a language code. */
export function documentLanguage(code: string): { lang: string; dir: 'ltr' | 'rtl' } {
  return { lang: pluralLocale(code), dir: isRtl(code) ? 'rtl' : 'ltr' };
}

export function isSupported(code: string): code is LanguageCode {
  return LANGUAGES.some((l) => l.code === code);
}

export function countryOf(code: string): string {
  return LANGUAGES.find((l) => l.code === code)?.country ?? 'RU';
}
