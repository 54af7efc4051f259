/** Field rules the schemas share, each taking its messages from the caller's translate function. */
import { string } from 'yup';
import { EMAIL_MAX } from '../constants';
import { digitCount, isEmail } from '../contact';
import type { MessageKey, Translate } from '../messages';

/** An email field: optional unless `requiredKey` is given; valid; at most 255 characters (SPEC §9). */
export function emailField(t: Translate, invalidKey: MessageKey, requiredKey?: MessageKey) {
  const base = string()
    .trim()
    .max(EMAIL_MAX, t('emailTooLong', { max: EMAIL_MAX }))
    .test('email', t(invalidKey), (v) => !v || isEmail(v));
  return requiredKey ? base.required(t(requiredKey)) : base;
}

/** A phone field counted in digits, so '+', spaces and dashes do not count towards the length. */
export function phoneField(
  t: Translate,
  requiredKey: MessageKey,
  lengthKey: MessageKey,
  length: { min?: number; exact?: number },
) {
  return string()
    .trim()
    .required(t(requiredKey))
    .test('phone-digits', t(lengthKey, { min: length.min ?? length.exact ?? 0 }), (v) => {
      if (!v) return true;
      const digits = digitCount(v);
      return length.exact !== undefined ? digits === length.exact : digits >= (length.min ?? 0);
    });
}
