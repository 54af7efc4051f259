import { decideLoginResult, signUpNext, type LoginContext, type LoginResponse } from './login-result';

const manual: LoginContext = { method: 'manual' };
const ok: LoginResponse = {
  token: 'T',
  is_personal_info: 1,
  is_exist_user: null,
  is_phone_verified: 1,
  is_email_verified: 1,
};

describe('manual / OTP sign-in (SPEC §4)', () => {
  test.each([
    ['is_personal_info 0 → user_info', { ...ok, is_personal_info: 0 }, manual, { kind: 'user_info' }],
    [
      'an existing account → is_exist_user',
      { ...ok, is_exist_user: { name: 'Aida', image: null } },
      manual,
      { kind: 'is_exist_user', user: { name: 'Aida', image: null } },
    ],
    ['both verified → finish', ok, manual, { kind: 'finish', token: 'T' }],
    [
      'phone unverified, firebase_otp_verification 1 → phone OTP via the phone provider',
      { ...ok, is_phone_verified: 0 },
      { method: 'otp', firebaseOtpVerification: 1 },
      { kind: 'otp', channel: 'phone', via: 'phone-provider' },
    ],
    [
      'phone unverified, firebase_otp_verification 0 → phone OTP from the server',
      { ...ok, is_phone_verified: 0 },
      { ...manual, firebaseOtpVerification: 0 },
      { kind: 'otp', channel: 'phone', via: 'server' },
    ],
    [
      'email unverified → email OTP',
      { ...ok, is_email_verified: 0 },
      manual,
      { kind: 'otp', channel: 'email', via: 'server' },
    ],
    [
      'both unverified → phone first',
      { ...ok, is_phone_verified: 0, is_email_verified: 0 },
      manual,
      { kind: 'otp', channel: 'phone', via: 'server' },
    ],
    [
      'phone verification switched off, email verified → finish',
      { ...ok, is_phone_verified: 0 },
      { ...manual, phoneVerificationStatus: 0 },
      { kind: 'finish', token: 'T' },
    ],
    [
      'email verification switched off → finish',
      { ...ok, is_email_verified: 0 },
      { ...manual, emailVerificationStatus: '0' },
      { kind: 'finish', token: 'T' },
    ],
    ['nothing to ask but no token → null (failed sign-in)', { ...ok, token: null }, manual, null],
    [
      'a sign-up ticket without personal info → user_info (issue 37.2)',
      { ...ok, token: null, is_personal_info: 0, signup_ticket: 'S' },
      { method: 'otp' },
      { kind: 'user_info' },
    ],
  ] as const)('%s', (_name, res, ctx, next) => {
    expect(decideLoginResult(res, ctx)).toEqual(next);
  });
});

describe('social sign-in (SPEC §4, §8)', () => {
  const social: LoginContext = { method: 'social' };
  test.each([
    [
      'no is_exist_user, personal info, token → finish (even unverified)',
      { ...ok, is_phone_verified: 0 },
      { kind: 'finish', token: 'T' },
    ],
    ['no token → phone_modal', { ...ok, token: null }, { kind: 'phone_modal' }],
    [
      'no token but a sign-up ticket without personal info → user_info',
      { ...ok, token: null, is_personal_info: 0, signup_ticket: 'S' },
      { kind: 'user_info' },
    ],
    [
      "an error with code 'email' → phone_modal",
      { errors: [{ code: 'email', message: 'x' }] },
      { kind: 'phone_modal' },
    ],
    ['token without personal info → user_info', { ...ok, is_personal_info: 0 }, { kind: 'user_info' }],
    [
      'token and an existing account → is_exist_user',
      { ...ok, is_exist_user: { name: 'Aida' } },
      { kind: 'is_exist_user', user: { name: 'Aida' } },
    ],
  ] as const)('%s', (_name, res, next) => {
    expect(decideLoginResult(res, social)).toEqual(next);
  });
});

describe('after sign-up', () => {
  test.each([
    [true, 'grocery', '/interest'],
    [true, null, '/interest'],
    [true, 'parcel', '/home'],
    [false, 'food', '/home'],
  ] as const)('zone set %p, module %p → %p', (zone, module, path) => {
    expect(signUpNext(zone, module)).toBe(path);
  });
});
