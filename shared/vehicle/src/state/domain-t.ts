import { MESSAGE_TRANSLATIONS, interpolate, type Translate } from '@mart/domain';
import { i18n } from '@mart/i18n';

/** Domain messages (SPEC wording) in the page's language; unknown languages read English. */
export const domainT: Translate = (key, params) => {
  const lang = i18n.language as keyof typeof MESSAGE_TRANSLATIONS;
  const catalogue = MESSAGE_TRANSLATIONS[lang] ?? MESSAGE_TRANSLATIONS.en;
  return interpolate(catalogue[key], params);
};
