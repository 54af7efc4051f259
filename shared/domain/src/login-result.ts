/**
 * What happens after a sign-in answer (SPEC §4 login result, §7 response fields, §8 login errors), as a decision
 * the auth modal and tests can share.
 */
import { isOn } from './fields';
import type { Flag } from './types';

export interface LoginResponse {
  token?: string | null;
  /** null, or the account this phone/email already belongs to. */
  is_exist_user?: { name?: string | null; image?: string | null } | null;
  is_personal_info?: Flag;
  is_phone_verified?: Flag;
  is_email_verified?: Flag;
  email?: string | null;
  /** a verified sign-up code without a named account: the ticket user_info finishes the sign-up with */
  signup_ticket?: string | null;
  errors?: ReadonlyArray<{ code?: string; message?: string }> | null;
}

export interface LoginContext {
  /** manual / otp sign-in, or a social provider. */
  method: 'manual' | 'otp' | 'social';
  /** Config.firebase_otp_verification: phone codes go through the phone-verification provider. */
  firebaseOtpVerification?: Flag;
  /**
   * Config.centralize_login phone/email_verification_status. When a flag is given as off, that channel is not
   * asked for; absent flags count as on, so by default both must be verified as the SPEC reads.
   */
  phoneVerificationStatus?: Flag;
  emailVerificationStatus?: Flag;
}

export type LoginNext =
  /** Ask for name/email/phone (user_info view). */
  | { readonly kind: 'user_info' }
  /** "Is It You?" with the existing account; the yes/no answer is sent as verified. */
  | { readonly kind: 'is_exist_user'; readonly user: { name?: string | null; image?: string | null } }
  /** Store the token, refresh cart, profile and zone, toast. */
  | { readonly kind: 'finish'; readonly token: string }
  | { readonly kind: 'otp'; readonly channel: 'phone' | 'email'; readonly via: 'phone-provider' | 'server' }
  /** Social sign-in without a usable account: ask for a phone. */
  | { readonly kind: 'phone_modal' };

/**
 * SPEC §4:
 *  - a sign-up ticket without personal info (a verified code, OTP or social) → user_info, which finishes with it;
 *  - social: an 'email' error code, or no token → phone_modal; then the shared rules below, except that a
 *    social sign-in with personal info and no existing-user prompt finishes (the provider vouched for it);
 *  - is_personal_info 0 → user_info;
 *  - an existing account (is_exist_user not null) → is_exist_user;
 *  - phone and email verified (where verification is on) → finish;
 *  - otherwise an OTP for the unverified one, phone first; a phone code goes through the phone provider when
 *    firebase_otp_verification is 1.
 * null: a manual/OTP answer with nothing left to ask but no token; the caller treats it as a failed sign-in.
 */
export function decideLoginResult(res: LoginResponse, ctx: LoginContext): LoginNext | null {
  const token = res.token ?? null;
  if (res.signup_ticket && !isOn(res.is_personal_info)) return { kind: 'user_info' };
  if (ctx.method === 'social') {
    if (res.errors?.some((e) => e.code === 'email') || !token) return { kind: 'phone_modal' };
  }
  if (!isOn(res.is_personal_info)) return { kind: 'user_info' };
  if (res.is_exist_user) return { kind: 'is_exist_user', user: res.is_exist_user };
  if (ctx.method === 'social' && token) return { kind: 'finish', token };

  const needsPhone = verificationOn(ctx.phoneVerificationStatus) && !isOn(res.is_phone_verified);
  const needsEmail = verificationOn(ctx.emailVerificationStatus) && !isOn(res.is_email_verified);
  if (needsPhone) {
    return { kind: 'otp', channel: 'phone', via: isOn(ctx.firebaseOtpVerification) ? 'phone-provider' : 'server' };
  }
  if (needsEmail) return { kind: 'otp', channel: 'email', via: 'server' };
  return token ? { kind: 'finish', token } : null;
}

function verificationOn(flag: Flag): boolean {
  return flag === undefined || isOn(flag);
}

/** SPEC §4 after sign-up: /interest when a zone is set and the module is not parcel, else /home. */
export function signUpNext(zoneSet: boolean, moduleType: string | null | undefined): '/interest' | '/home' {
  return zoneSet && moduleType !== 'parcel' ? '/interest' : '/home';
}
