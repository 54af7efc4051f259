import { loadScript } from './load-script';

/**
 * The phone-verification provider of SPEC §4 (firebase_otp_verification = 1) guards code sending with its
 * reCAPTCHA. Its script must load before a code is requested or entered; when it cannot (offline, blocked), the OTP
 * dialogs (sign-in, profile) say so instead of silently falling back to another channel.
 */
export const PHONE_PROVIDER_SCRIPT = 'https://www.google.com/recaptcha/api.js?render=explicit';

export function loadPhoneProvider(): Promise<void> {
  return loadScript(PHONE_PROVIDER_SCRIPT);
}
