export { i18n, registerTranslations, applyLanguage, type Translations } from './instance';
export {
  LANGUAGES,
  DEFAULT_LANGUAGE,
  documentLanguage,
  isRtl,
  isSupported,
  countryOf,
  type LanguageCode,
} from './languages';
export { useTranslation, Trans } from 'react-i18next';
export { missingKeys } from './parity';
