import type { SiteConfig } from '@mart/bus';
import { configOn } from '@mart/domain';

export type SocialProvider = 'google' | 'facebook' | 'apple';

export interface LoginConfig {
  manual: boolean;
  otp: boolean;
  social: SocialProvider[];
  phoneVerification: 0 | 1;
  emailVerification: 0 | 1;
  firebaseOtp: 0 | 1;
  referral: boolean;
  smsActive: boolean;
  mailActive: boolean;
  /** reCAPTCHA's site key when the API checks a token before sending codes (auth/recaptcha.ts); null: none */
  recaptchaSiteKey: string | null;
  /** provider client ids: without one a provider's SDK cannot start, so its button shows unavailable */
  clientIds: Partial<Record<SocialProvider, string>>;
}

const flag = (v: unknown): 0 | 1 => (configOn(v) ? 1 : 0);
const record = (v: unknown): Record<string, unknown> =>
  v && typeof v === 'object' ? (v as Record<string, unknown>) : {};

/** SPEC §3 config.centralize_login and friends, read defensively (the config object is structural). */
export function loginConfig(config: SiteConfig | null): LoginConfig {
  const c = config ?? {};
  const login = record(c.centralize_login);
  const socialOn = configOn(login.social_login_status);
  const listed = Array.isArray(c.social_login) ? (c.social_login as unknown[]).map(record) : [];
  const apple = Array.isArray(c.apple_login) ? record((c.apple_login as unknown[])[0]) : record(c.apple_login);
  const enabled = (p: SocialProvider) => {
    if (!socialOn || !configOn(login[`${p}_login_status`])) return false;
    if (p === 'apple') return apple.status === undefined || configOn(apple.status);
    const entry = listed.find((e) => e.login_medium === p);
    return entry ? configOn(entry.status) : false;
  };
  const clientIds: Partial<Record<SocialProvider, string>> = {};
  if (typeof c.google_client_id === 'string') clientIds.google = c.google_client_id;
  if (typeof c.facebook_app_id === 'string') clientIds.facebook = c.facebook_app_id;
  if (typeof apple.client_id === 'string') clientIds.apple = apple.client_id;
  return {
    manual: configOn(login.manual_login_status),
    otp: configOn(login.otp_login_status),
    social: (['google', 'facebook', 'apple'] as const).filter(enabled),
    phoneVerification: flag(login.phone_verification_status),
    emailVerification: flag(login.email_verification_status),
    firebaseOtp: flag(c.firebase_otp_verification),
    referral: configOn(c.customer_wallet_status) && configOn(c.ref_earning_status),
    smsActive: configOn(c.is_sms_active),
    mailActive: configOn(c.is_mail_active),
    recaptchaSiteKey: typeof c.recaptcha_site_key === 'string' && c.recaptcha_site_key ? c.recaptcha_site_key : null,
    clientIds,
  };
}

/** SPEC §2 sign-in layouts by enabled methods. */
export type SignInLayout = 'all' | 'otp' | 'manual' | 'social' | 'otp_manual' | 'otp_social' | 'manual_social';

export function signInLayout(c: Pick<LoginConfig, 'manual' | 'otp' | 'social'>): SignInLayout {
  const social = c.social.length > 0;
  if (c.manual && c.otp && social) return 'all';
  if (c.manual && c.otp) return 'otp_manual';
  if (c.otp && social) return 'otp_social';
  if (c.manual && social) return 'manual_social';
  if (c.otp) return 'otp';
  if (social) return 'social';
  return 'manual';
}
