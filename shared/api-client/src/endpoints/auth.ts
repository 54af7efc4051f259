import type {
  FirebaseVerifyBody,
  ForgotPasswordBody,
  LoginResult,
  OtpSent,
  ResetPasswordBody,
  SendOtpBody,
  SignInBody,
  SignUpBody,
  SocialLoginBody,
  UpdateInfoBody,
  VerifyOtpBody,
  VerifyPhoneBody,
  VerifyResetTokenBody,
} from '@mart/api-types';
import { api } from '@mart/api-runtime';

/** SPEC §7 login response fields, plus what the next step needs (OTP session, demo code). */
export type { LoginResult, OtpSent };
export type LoginType = NonNullable<SignInBody['login_type']>;
export type Channel = NonNullable<ForgotPasswordBody['verification_method']>;
export type SocialMedium = SocialLoginBody['medium'];

// Sign-in answers 401 for a wrong password: that is a form error, not an expired session.
const quiet = { noAuthRedirect: true } as const;

export const authApi = {
  /** `deviceToken`: what an earlier sign-in on this device handed out; it passes the API's lockout of strangers. */
  signIn: (body: SignInBody, deviceToken?: string | null) =>
    api.call('POST /api/v1/auth/login', {
      body,
      ...quiet,
      ...(deviceToken ? { headers: { 'x-device-token': deviceToken } } : {}),
    }),
  signUp: (body: SignUpBody) => api.call('POST /api/v1/auth/sign-up', { body, ...quiet }),
  socialLogin: (body: Omit<SocialLoginBody, 'login_type'>) =>
    api.call('POST /api/v1/auth/social-login', { body: { ...body, login_type: 'social' }, ...quiet }),
  sendOtp: (body: SendOtpBody) => api.call('POST /api/v1/auth/send-otp', { body, ...quiet }),
  verifyOtp: (body: VerifyOtpBody) => api.call('POST /api/v1/auth/verify-otp', { body, ...quiet }),
  /** Phone-provider variant (firebase_otp_verification): the code is checked against the provider session. */
  firebaseVerify: (body: FirebaseVerifyBody) => api.call('POST /api/v1/auth/firebase-verify-token', { body, ...quiet }),
  updateInfo: (body: UpdateInfoBody) => api.call('POST /api/v1/auth/update-info', { body, ...quiet }),
  forgotPassword: (body: ForgotPasswordBody) => api.call('POST /api/v1/auth/forgot-password', { body, ...quiet }),
  verifyResetToken: (body: VerifyResetTokenBody) => api.call('POST /api/v1/auth/verify-token', { body, ...quiet }),
  /** SPEC §7 phone OTP verification; with is_reset_token the code is exchanged for a one-use reset token. */
  verifyPhone: (body: VerifyPhoneBody) => api.call('PUT /api/v1/auth/verify-phone', { body, ...quiet }),
  resetPassword: (body: ResetPasswordBody) => api.call('PUT /api/v1/auth/reset-password', { body, ...quiet }),
  logout: () => api.call('POST /api/v1/auth/logout', { ...quiet, background: true }),
};
