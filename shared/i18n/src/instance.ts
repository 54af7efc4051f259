import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, documentLanguage, isRtl, localeOf } from './languages';
import common from './locales/common';

export type Translations = { ru: Record<string, unknown>; kz: Record<string, unknown>; en: Record<string, unknown> };

/**
 * Another language's strings shaped like the English ones, where a counted key (`x_one`/`x_other`) may add the
 * forms its plural rules need besides (ru: `x_few`, `x_many`).
 */
export type Localized<T> = { [K in keyof T]: T[K] extends string ? string : Localized<T[K]> } & {
  [K in keyof T as K extends `${infer S}_one` ? `${S}_zero` | `${S}_two` | `${S}_few` | `${S}_many` : never]?: string;
};

// i18next is given BCP 47 codes, so its plural rules and formats are Intl's own: Kazakh is `kk`, which the site
// calls `kz` where the SPEC's values need it (the X-localization header, stored settings, cookies: the bus).
const resources: Resource = {
  ru: { common: common.ru },
  kk: { common: common.kz },
  en: { common: common.en },
};

/** The page's i18next instance (shared as a singleton, so every remote translates with the shell's language). */
export const i18n: I18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  resources,
  lng: DEFAULT_LANGUAGE,
  // an RTL code stored by the customer has no translations of its own yet: show English, laid out RTL
  fallbackLng: (code) => (isRtl(code) ? ['en'] : ['ru']),
  defaultNS: 'common',
  ns: ['common'],
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
  showSupportNotice: false,
});

// i18next's store has the method with a sixth argument, which its typings leave out (i18next 23.8+)
type BundleStore = {
  addResourceBundle(lng: string, ns: string, res: object, deep: boolean, overwrite: boolean, o: object): void;
};
const KEEP = { silent: false, skipCopy: true };

/**
 * A remote adds its own namespace once, before it renders. The strings are module constants nobody changes, so
 * i18next keeps them as they are: its default deep copy (a JSON round trip) and merge of every language was a few
 * milliseconds of each app's start on a phone (issue 26).
 */
export function registerTranslations(ns: string, t: Translations): void {
  for (const lng of ['ru', 'kz', 'en'] as const) {
    const locale = localeOf(lng);
    if (!i18n.hasResourceBundle(locale, ns))
      (i18n.store as unknown as BundleStore).addResourceBundle(locale, ns, t[lng], false, false, KEEP);
  }
}

/** Set the language (a site code: ru, kz, en, or a stored RTL code) and the document direction/lang together. */
export async function applyLanguage(code: string): Promise<void> {
  await i18n.changeLanguage(localeOf(code));
  if (typeof document !== 'undefined') Object.assign(document.documentElement, documentLanguage(code));
}
