/**
 * SPEC §5 sign-in, sign-up, forgot-password, reset-code and new-password forms. Field names are the request
 * fields of SPEC §7. Each builder takes the UI's `t` (messages by MESSAGES key) and defaults to the SPEC's English.
 */
import { boolean, object, ref, string, type InferType } from 'yup';
import { CODE_LENGTH, PASSWORD_MIN, PHONE_DIGITS } from '../constants';
import { detectContactType } from '../contact';
import { translate, type Translate } from '../messages';
import type { PhoneRule } from '../phone';
import { emailField, phoneField } from './rules';

function passwordField(t: Translate, requiredKey: 'passwordRequired' | 'newPasswordRequired') {
  return string().required(t(requiredKey)).min(PASSWORD_MIN, t('passwordTooShort'));
}

function confirmPasswordField(t: Translate) {
  return string()
    .required(t('confirmPasswordRequired'))
    .oneOf([ref('password')], t('passwordsMustMatch'));
}

/** Manual sign-in: an email or an international phone, and a password of at least 6. */
export function signInSchema(t: Translate = translate) {
  return object({
    email_or_phone: string()
      .trim()
      .required(t('emailOrPhoneRequired'))
      .test('email-or-phone', t('emailOrPhoneInvalid'), (v) => !v || detectContactType(v) !== 'invalid'),
    password: passwordField(t, 'passwordRequired'),
  });
}
export type SignInValues = InferType<ReturnType<typeof signInSchema>>;

/**
 * OTP sign-in: a phone of at least 10 digits; with the country picker on (`country` given), the national number
 * after that country's code, checked by the country's length.
 */
export function otpSignInSchema(t: Translate = translate, phone?: PhoneRule) {
  return object({
    phone: phoneField(t, 'otpPhoneRequired', 'otpPhoneTooShort', { min: PHONE_DIGITS }, phone),
  });
}
export type OtpSignInValues = InferType<ReturnType<typeof otpSignInSchema>>;

/**
 * Sign-up. ref_code is optional (the form shows it only when wallet and referral earning are on); the terms box
 * must be ticked.
 */
export function signUpSchema(t: Translate = translate, phone?: PhoneRule) {
  return object({
    name: string().trim().required(t('firstNameRequired')),
    email: emailField(t, 'emailInvalid', 'emailRequired'),
    phone: phoneField(t, 'phoneRequired', 'phoneTooShort', { min: PHONE_DIGITS }, phone),
    password: passwordField(t, 'passwordRequired'),
    confirm_password: confirmPasswordField(t),
    ref_code: string().trim().optional(),
    terms: boolean().required(t('termsRequired')).oneOf([true], t('termsRequired')),
  });
}
export type SignUpValues = InferType<ReturnType<typeof signUpSchema>>;

/**
 * Forgot password by phone: the national number after the dial code, exactly 10 digits (SPEC §5, the +7
 * countries); after another picked country's code, that country's length.
 */
export function forgotPasswordPhoneSchema(t: Translate = translate, phone?: PhoneRule) {
  return object({
    phone: phoneField(t, 'forgotPhoneRequired', 'forgotPhoneExact', { exact: PHONE_DIGITS }, phone),
  });
}
export type ForgotPasswordPhoneValues = InferType<ReturnType<typeof forgotPasswordPhoneSchema>>;

/** Forgot password by email. */
export function forgotPasswordEmailSchema(t: Translate = translate) {
  return object({
    email: emailField(t, 'forgotEmailInvalid', 'forgotEmailRequired'),
  });
}
export type ForgotPasswordEmailValues = InferType<ReturnType<typeof forgotPasswordEmailSchema>>;

/** SPEC §4: Verify is enabled only at exactly 6 digits. */
export function isResetCodeComplete(code: string | null | undefined): boolean {
  return new RegExp(`^\\d{${CODE_LENGTH}}$`).test(code ?? '');
}

/** The 6-digit code, submitted as reset_token. */
export function resetCodeSchema(t: Translate = translate) {
  return object({
    reset_token: string()
      .trim()
      .required(t('resetCodeRequired'))
      .test('code-length', t('resetCodeLength', { length: CODE_LENGTH }), (v) => !v || isResetCodeComplete(v)),
  });
}
export type ResetCodeValues = InferType<ReturnType<typeof resetCodeSchema>>;

/** Step 3 of forgot password. */
export function newPasswordSchema(t: Translate = translate) {
  return object({
    password: passwordField(t, 'newPasswordRequired'),
    confirm_password: confirmPasswordField(t),
  });
}
export type NewPasswordValues = InferType<ReturnType<typeof newPasswordSchema>>;
