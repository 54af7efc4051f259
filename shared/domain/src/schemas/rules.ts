/** Field rules the schemas share, each taking its messages from the caller's translate function. */
import { string } from 'yup';
import { EMAIL_MAX } from '../constants';
import { digitCount, isEmail } from '../contact';
import type { Country } from '../countries';
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

/**
 * A phone field counted in digits, so '+', spaces and dashes do not count towards the length: the SPEC's length
 * message first (after a picked country's code, that country's length). With the site's phone rule the number must
 * then also be a mobile number of its country (issue 40.7): libphonenumber-js decides, the message names the
 * country expected.
 */
export function phoneField(
  t: Translate,
  requiredKey: MessageKey,
  lengthKey: MessageKey,
  length: { min?: number; exact?: number },
  /** the site's phone rule (the picked country, the countries it takes numbers from) */
  rule?: PhoneRule,
) {
  const counted = rule?.picked
    ? nationalLength(t, lengthKey, rule.picked)
    : {
        message: t(lengthKey, { min: length.min ?? length.exact ?? 0 }),
        fits: (digits: number) => (length.exact !== undefined ? digits === length.exact : digits >= (length.min ?? 0)),
      };
  const base = string()
    .trim()
    .required(t(requiredKey))
    .test('phone-digits', counted.message, (v) => !v || counted.fits(digitCount(v)));
  if (!rule) return base;
  const expected = rule.picked ?? rule.allowed[0];
  const message = expected ? phoneCountryMessage(t, expected, rule.lang) : t(requiredKey);
  return base.test('phone-country', message, (v) => !v || checkPhone(v, rule).ok);
}

/**
 * A national number after a picked country's code: its country's length. Where that is the SPEC's 10 digits
 * (+7), the form's own SPEC message says so; elsewhere the country's range is named.
 */
function nationalLength(t: Translate, lengthKey: MessageKey, country: Country) {
  const exact = country.min === country.max;
  const message =
    exact && country.min === 10
      ? t(lengthKey, { min: 10 })
      : exact
        ? t('phoneCountryDigits', { min: country.min })
        : t('phoneCountryLength', { min: country.min, max: country.max });
  return { message, fits: (digits: number) => digits >= country.min && digits <= country.max };
}
