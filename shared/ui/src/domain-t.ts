import { interpolate, MESSAGE_TRANSLATIONS, type Translate } from '@mart/domain';
import { i18n, registerTranslations } from '@mart/i18n';

registerTranslations('domain', MESSAGE_TRANSLATIONS);

/**
 * The domain's messages (its yup schemas and rules, in SPEC wording) in the page's language. Schemas are built per
 * render, so a language switch shows at once.
 */
export const domainT: Translate = (key, params) => interpolate(i18n.t(`domain:${key}`), params);
