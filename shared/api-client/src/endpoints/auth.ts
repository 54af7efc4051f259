import { api } from '@mart/api-runtime';

/** SPEC §7 login response fields, plus what the next step needs (OTP session, demo code). */
export interface LoginResult {
  token: string | null;
  is_phone_verified: 0 | 1;
  is_email_verified: 0 | 1;
  is_personal_info: 0 | 1;
  is_exist_user: { id: number; name: string; image: string | null } | null;
  login_type: string;
  email: string | null;
  phone: string | null;
  message?: string;
  verification_on?: 'phone' | 'email' | null;
  session_info?: string;
  demo_otp?: string;
}

export interface OtpSent {
  message: string;
  session_info: string;
  resend_after: number;
  demo_otp?: string;
}

export type LoginType = 'manual' | 'otp' | 'social';
export type Channel = 'phone' | 'email';
export type SocialMedium = 'google' | 'facebook' | 'apple';

// Sign-in answers 401 for a wrong password: that is a form error, not an expired session.
const quiet = { noAuthRedirect: true } as const;

export const authApi = {
  signIn: (body: {
    email_or_phone: string;
    password?: string;
    login_type: LoginType;
    field_type?: Channel;
    guest_id?: string | null;
  }) => api.request<LoginResult>('POST', '/api/v1/auth/login', { body, ...quiet }),
  signUp: (body: {
    name: string;
    email: string;
    phone: string;
    password: string;
    confirm_password: string;
    ref_code?: string | null;
    guest_id?: string | null;
  }) => api.request<LoginResult>('POST', '/api/v1/auth/sign-up', { body, ...quiet }),
  socialLogin: (body: {
    token: string;
    medium: SocialMedium;
    email?: string;
    unique_id?: string;
    phone?: string;
    verified?: 'yes' | 'no';
    guest_id?: string | null;
  }) =>
    api.request<LoginResult>('POST', '/api/v1/auth/social-login', {
      body: { ...body, login_type: 'social' },
      ...quiet,
    }),
  sendOtp: (body: { phone?: string; email?: string; verification_type?: Channel; login_type?: LoginType }) =>
    api.request<OtpSent>('POST', '/api/v1/auth/send-otp', { body, ...quiet }),
  verifyOtp: (body: {
    phone?: string;
    email?: string;
    otp: string;
    login_type: LoginType;
    verification_type?: Channel;
    guest_id?: string | null;
  }) => api.request<LoginResult>('POST', '/api/v1/auth/verify-otp', { body, ...quiet }),
  /** Phone-provider variant (firebase_otp_verification): the code is checked against the provider session. */
  firebaseVerify: (body: {
    session_info: string;
    phone: string;
    otp: string;
    login_type: LoginType;
    guest_id?: string | null;
  }) => api.request<LoginResult>('POST', '/api/v1/auth/firebase-verify-token', { body, ...quiet }),
  updateInfo: (body: {
    name: string;
    email?: string;
    phone?: string;
    ref_code?: string | null;
    login_type: LoginType;
    guest_id?: string | null;
  }) => api.request<LoginResult>('POST', '/api/v1/auth/update-info', { body, ...quiet }),
  forgotPassword: (body: { phone?: string; email?: string; verification_method: Channel }) =>
    api.request<OtpSent>('POST', '/api/v1/auth/forgot-password', { body, ...quiet }),
  verifyResetToken: (body: { reset_token: string; phone?: string; email?: string; verification_method: Channel }) =>
    api.request<{ message: string }>('POST', '/api/v1/auth/verify-token', { body, ...quiet }),
  resetPassword: (body: {
    reset_token: string;
    phone?: string;
    email?: string;
    password: string;
    confirm_password: string;
    verification_method: Channel;
  }) => api.request<{ message: string }>('PUT', '/api/v1/auth/reset-password', { body, ...quiet }),
  logout: () => api.request<{ message: string }>('POST', '/api/v1/auth/logout', quiet),
};
