import type { LoginResult, LoginType } from '@mart/api-client';
import { decideLoginResult } from '@mart/domain';
import type { LoginConfig } from './login-config';
import type { OtpRequest } from './OtpModal';

export type LoginStep =
  | { kind: 'finish'; token: string }
  | { kind: 'otp'; request: OtpRequest }
  | { kind: 'user_info' }
  | { kind: 'is_exist_user'; user: { name?: string | null; image?: string | null } }
  | { kind: 'phone_modal' }
  | { kind: 'failed'; message: string | null };

/**
 * What the modal does with a sign-in/sign-up/OTP answer. A code the server already sent (session_info without a
 * token: OTP sign-in, or a contact that must be verified first) opens the OTP modal before anything else; every
 * other answer goes through the SPEC §4 decision in @mart/domain.
 */
export function loginStep(res: LoginResult, method: LoginType, cfg: LoginConfig): LoginStep {
  const via = (channel: 'phone' | 'email') => (channel === 'phone' && cfg.firebaseOtp ? 'phone-provider' : 'server');
  if (!res.token && res.session_info && res.verification_on) {
    const channel = res.verification_on;
    return {
      kind: 'otp',
      request: {
        channel,
        target: (channel === 'phone' ? res.phone : res.email) ?? '',
        loginType: method,
        via: via(channel),
        sessionInfo: res.session_info,
        demoOtp: res.demo_otp,
        sent: true,
      },
    };
  }
  // The API answers "Is It You?" without a token (the token comes with the yes); the domain decision would read a
  // token-less social answer as phone_modal first, so the existing account is asked about before it.
  if (res.is_exist_user && res.is_personal_info === 1) return { kind: 'is_exist_user', user: res.is_exist_user };
  const next = decideLoginResult(res, {
    method,
    firebaseOtpVerification: cfg.firebaseOtp,
    phoneVerificationStatus: cfg.phoneVerification,
    emailVerificationStatus: cfg.emailVerification,
  });
  if (!next) return { kind: 'failed', message: res.message ?? null };
  if (next.kind === 'otp') {
    return {
      kind: 'otp',
      request: {
        channel: next.channel,
        target: (next.channel === 'phone' ? res.phone : res.email) ?? '',
        loginType: method,
        via: next.via,
        sent: false,
      },
    };
  }
  return next;
}
