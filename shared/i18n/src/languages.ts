import { DEFAULT_COUNTRY, intlLocale } from '@mart/domain';

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

/** The BCP 47 code of a site language code, for i18next, Intl and `lang` attributes (the domain's one rule). */
export const localeOf = intlLocale;

/** The `<html lang dir>` of a language code. */
export function documentLanguage(code: string): { lang: string; dir: 'ltr' | 'rtl' } {
  return { lang: localeOf(code), dir: isRtl(code) ? 'rtl' : 'ltr' };
}

export function isSupported(code: string): code is LanguageCode {
  return LANGUAGES.some((l) => l.code === code);
}

export function countryOf(code: string): string {
  return LANGUAGES.find((l) => l.code === code)?.country ?? DEFAULT_COUNTRY;
}
