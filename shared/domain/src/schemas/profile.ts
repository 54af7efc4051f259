/**
 * Profile forms. The SPEC does not show the profile schema's details (§5); decided here: name required, email
 * and phone optional but valid when given (email at most 255, phone at least 10 digits), and, only when manual
 * login is on, an optional new password of at least 6 that the confirmation must match.
 */
import { object, ref, string, type InferType } from 'yup';
import { PASSWORD_MIN, PHONE_DIGITS } from '../constants';
import { digitCount } from '../contact';
import { translate, type Translate } from '../messages';
import { checkPhone, phoneRuleMessage, type PhoneRule } from '../phone';
import { emailField, phoneField } from './rules';

const phoneMessage = (t: Translate, rule: PhoneRule | undefined) => (rule ? phoneRuleMessage(t, rule) : '');

/** SPEC §5 name-phone-email schema (guest contact, user info): name and phone required, email valid, at most 255. */
export function namePhoneEmailSchema(t: Translate = translate) {
  return object({
    name: string().trim().required(t('nameRequired')),
    phone: phoneField(t, 'contactPhoneRequired', 'phoneTooShort', { min: PHONE_DIGITS }),
    email: emailField(t, 'forgotEmailInvalid'),
  });
}
export type NamePhoneEmailValues = InferType<ReturnType<typeof namePhoneEmailSchema>>;

/** Password fields are on the form only when manual login is on (SPEC §2); without it they carry no rule. */
/**
 * `currentPassword`: the account already has a password (manual sign-up), so a new one needs the current one
 * (the server checks it; an OTP or social account setting its first password has none to give).
 */
export function profileSchema(
  t: Translate = translate,
  options: {
    manualLogin?: boolean;
    currentPassword?: boolean;
    /**
     * the site's phone rule (issue 40.7) and the number the account has: a changed number must be a mobile of the
     * rule's country; the stored one passes as it is (stored numbers are never rewritten or locked out)
     */
    phone?: { rule: PhoneRule; stored: string };
  } = {},
) {
  const manual = options.manualLogin ?? false;
  const needsCurrent = manual && (options.currentPassword ?? false);
  return object({
    name: string().trim().required(t('nameRequired')),
    email: emailField(t, 'forgotEmailInvalid'),
    phone: string()
      .trim()
      // with the country rule, the country's own length applies (a Kyrgyz national number is 9 digits)
      .test(
        'phone-digits',
        t('phoneTooShort', { min: PHONE_DIGITS }),
        (v) => Boolean(options.phone) || !v || digitCount(v) >= PHONE_DIGITS,
      )
      .test('phone-country', phoneMessage(t, options.phone?.rule), (v) => {
        const phone = options.phone;
        return !phone || !v || v.trim() === phone.stored || checkPhone(v, phone.rule).ok;
      }),
    password: string().test('password-min', t('passwordTooShort'), (v) => !manual || !v || v.length >= PASSWORD_MIN),
    confirm_password: string().when('password', ([password], field) =>
      manual && password
        ? field.required(t('confirmPasswordRequired')).oneOf([ref('password')], t('passwordsMustMatch'))
        : field.optional(),
    ),
    current_password: string().when('password', ([password], field) =>
      needsCurrent && password ? field.required(t('currentPasswordRequired')) : field.optional(),
    ),
  });
}
export type ProfileValues = InferType<ReturnType<typeof profileSchema>>;
