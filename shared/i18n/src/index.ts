export { i18n, registerTranslations, applyLanguage, type Localized, type Translations } from './instance';
export {
  LANGUAGES,
  DEFAULT_LANGUAGE,
  documentLanguage,
  isRtl,
  isSupported,
  countryOf,
  localeOf,
  type LanguageCode,
} from './languages';
export { useTranslation, Trans } from 'react-i18next';
export { countedKeys, missingKeys, pluralCategories, pluralProblems } from './parity';
export { countedStringProblems, SAMPLE_COUNTS } from './counted';
