/** Field rules the schemas share, each taking its messages from the caller's translate function. */
import { string } from 'yup';
import { EMAIL_MAX } from '../constants';
import { digitCount, isEmail } from '../contact';
import type { Country } from '../countries';
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
  /** the country picked beside the field: the number is then national, checked by that country's length */
  country?: Country,
) {
  if (country) return nationalPhoneField(t, requiredKey, lengthKey, country);
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
 * A national number after a picked country's code: its country's length. Where that is the SPEC's 10 digits
 * (+7), the form's own SPEC message says so; elsewhere the country's range is named.
 */
function nationalPhoneField(t: Translate, requiredKey: MessageKey, lengthKey: MessageKey, country: Country) {
  const exact = country.min === country.max;
  const message =
    exact && country.min === 10
      ? t(lengthKey, { min: 10 })
      : exact
        ? t('phoneCountryDigits', { min: country.min })
        : t('phoneCountryLength', { min: country.min, max: country.max });
  return string()
    .trim()
    .required(t(requiredKey))
    .test('phone-country', message, (v) => {
      if (!v) return true;
      const digits = digitCount(v);
      return digits >= country.min && digits <= country.max;
    });
}
