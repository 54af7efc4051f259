/** Field rules the schemas share, each taking its messages from the caller's translate function. */
import { string } from 'yup';
import { EMAIL_MAX } from '../constants';
import { digitCount, isEmail } from '../contact';
import type { MessageKey, Translate } from '../messages';
import { checkPhone, phoneCountryMessage, type PhoneRule } from '../phone';

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
  /** the site's phone rule: the number is then checked as a mobile number of its country (issue 40.7) */
  rule?: PhoneRule,
) {
  if (rule) return countryPhoneField(t, requiredKey, rule);
  return string()
    .trim()
    .required(t(requiredKey))
    .test('phone-digits', t(lengthKey, { min: length.min ?? length.exact ?? 0 }), (v) => {
      if (!v) return true;
      const digits = digitCount(v);
      return length.exact !== undefined ? digits === length.exact : digits >= (length.min ?? 0);
    });
}

/**
 * A mobile number of the picked country (the field holds the national number) or of one of the site's countries
 * (typed whole with its +code): libphonenumber-js decides, the message names the country expected.
 */
function countryPhoneField(t: Translate, requiredKey: MessageKey, rule: PhoneRule) {
  const expected = rule.picked ?? rule.allowed[0];
  const message = expected ? phoneCountryMessage(t, expected, rule.lang) : t(requiredKey);
  return string()
    .trim()
    .required(t(requiredKey))
    .test('phone-country', message, (v) => !v || checkPhone(v, rule).ok);
}
