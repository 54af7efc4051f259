import type { LoginResult } from '@mart/api-client';
import { loginConfig } from './login-config';
import { loginStep } from './login-step';

const cfg = loginConfig({
  centralize_login: { manual_login_status: 1, phone_verification_status: 1, email_verification_status: 0 },
});
const base: LoginResult = {
  token: null,
  is_phone_verified: 0,
  is_email_verified: 0,
  is_personal_info: 1,
  is_exist_user: null,
  login_type: 'manual',
  email: 'aida@mail.kz',
  phone: '+77011234567',
};

describe('login step (SPEC §4 login result wiring)', () => {
  test('a code the server already sent opens the OTP modal for that channel', () => {
    const step = loginStep({ ...base, verification_on: 'phone', session_info: 's1', demo_otp: '123456' }, 'otp', cfg);
    expect(step).toEqual({
      kind: 'otp',
      request: {
        channel: 'phone',
        target: '+77011234567',
        loginType: 'otp',
        via: 'server',
        sessionInfo: 's1',
        demoOtp: '123456',
        sent: true,
      },
    });
  });

  test('phone codes go through the phone provider when firebase_otp_verification is 1', () => {
    const firebase = { ...cfg, firebaseOtp: 1 as const };
    const step = loginStep({ ...base, token: 'tok', is_phone_verified: 0 }, 'manual', firebase);
    expect(step).toMatchObject({ kind: 'otp', request: { channel: 'phone', via: 'phone-provider', sent: false } });
  });

  test('no personal info → user_info; existing account → is_exist_user', () => {
    expect(loginStep({ ...base, is_personal_info: 0 }, 'otp', cfg)).toEqual({ kind: 'user_info' });
    const user = { id: 3, name: 'Aida', image: null };
    // the API asks "Is It You?" before handing out a token
    expect(loginStep({ ...base, is_exist_user: user }, 'social', cfg)).toEqual({ kind: 'is_exist_user', user });
    expect(loginStep({ ...base, token: 't', is_exist_user: user }, 'social', cfg)).toEqual({
      kind: 'is_exist_user',
      user,
    });
  });

  test('verified phone (email verification off) finishes with the token', () => {
    expect(loginStep({ ...base, token: 'tok', is_phone_verified: 1 }, 'manual', cfg)).toEqual({
      kind: 'finish',
      token: 'tok',
    });
  });

  test('an unverified email is asked for only when email verification is on', () => {
    const both = { ...cfg, emailVerification: 1 as const };
    expect(loginStep({ ...base, token: 'tok', is_phone_verified: 1 }, 'manual', both)).toMatchObject({
      kind: 'otp',
      request: { channel: 'email', target: 'aida@mail.kz', via: 'server', sent: false },
    });
  });

  test('nothing to ask and no token is a failed sign-in with the server message', () => {
    expect(loginStep({ ...base, is_phone_verified: 1, message: 'Nope' }, 'manual', cfg)).toEqual({
      kind: 'failed',
      message: 'Nope',
    });
  });

  test('social: no token → phone_modal; token and personal info → finish', () => {
    expect(loginStep(base, 'social', cfg)).toEqual({ kind: 'phone_modal' });
    expect(loginStep({ ...base, token: 'tok' }, 'social', cfg)).toEqual({ kind: 'finish', token: 'tok' });
  });

  test('a verified code with a sign-up ticket asks for personal info, OTP or social (issue 37.2)', () => {
    const ticket = { ...base, is_personal_info: 0 as const, is_phone_verified: 1 as const, signup_ticket: 'T1' };
    expect(loginStep(ticket, 'otp', cfg)).toEqual({ kind: 'user_info' });
    expect(loginStep({ ...ticket, login_type: 'social' }, 'social', cfg)).toEqual({ kind: 'user_info' });
  });
});
