import { loginConfig, signInLayout } from './login-config';

const config = (login: Record<string, number>, extra: Record<string, unknown> = {}) => ({
  centralize_login: login,
  social_login: [
    { login_medium: 'google', status: true },
    { login_medium: 'facebook', status: false },
  ],
  apple_login: [{ login_medium: 'apple', status: true, client_id: 'web.apple' }],
  ...extra,
});

describe('sign-in layout by enabled methods (SPEC §2)', () => {
  test.each([
    [{ manual_login_status: 1, otp_login_status: 1, social_login_status: 1, google_login_status: 1 }, 'all'],
    [{ manual_login_status: 1, otp_login_status: 1, social_login_status: 0 }, 'otp_manual'],
    [{ otp_login_status: 1, social_login_status: 1, google_login_status: 1 }, 'otp_social'],
    [{ manual_login_status: 1, social_login_status: 1, apple_login_status: 1 }, 'manual_social'],
    [{ otp_login_status: 1 }, 'otp'],
    [{ social_login_status: 1, google_login_status: 1 }, 'social'],
    [{ manual_login_status: 1 }, 'manual'],
    // social on but every provider off: no social section
    [{ manual_login_status: 1, social_login_status: 1, facebook_login_status: 1 }, 'manual'],
  ])('%j → %s', (login, layout) => {
    expect(signInLayout(loginConfig(config(login)))).toBe(layout);
  });

  test('providers, client ids, referral and channels', () => {
    const c = loginConfig(
      config(
        { social_login_status: 1, google_login_status: 1, facebook_login_status: 1, apple_login_status: 1 },
        {
          customer_wallet_status: 1,
          ref_earning_status: 1,
          is_sms_active: false,
          is_mail_active: true,
          google_client_id: 'g.id',
        },
      ),
    );
    expect(c.social).toEqual(['google', 'apple']);
    expect(c.clientIds).toEqual({ google: 'g.id', apple: 'web.apple' });
    expect(c.referral).toBe(true);
    expect([c.smsActive, c.mailActive]).toEqual([false, true]);
  });

  test('no config: manual layout, nothing else on', () => {
    expect(signInLayout(loginConfig(null))).toBe('manual');
    expect(loginConfig(null).referral).toBe(false);
  });
});
