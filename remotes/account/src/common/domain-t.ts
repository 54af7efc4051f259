import { interpolate, MESSAGE_TRANSLATIONS, type Translate } from '@mart/domain';
import { i18n, registerTranslations } from '@mart/i18n';

registerTranslations('domain', MESSAGE_TRANSLATIONS);

/** Domain (yup) messages in the current language. */
export const domainT: Translate = (key, params) => interpolate(i18n.t(`domain:${key}`), params);
