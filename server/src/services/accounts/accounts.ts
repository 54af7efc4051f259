import { isEmail as isDomainEmail, withLeadingPlus } from '@mart/domain';
import type { Static } from '@sinclair/typebox';
import type { AppContext } from '../../context';
import type { UserRow } from '../../db/schema';
import { ApiError } from '../../errors';
import type { LoginResult } from '../../schemas/account';
import { issueDeviceToken } from './device-tokens';
import { randomToken } from '../../infra/secrets';
import { issueToken } from './sessions';
import { sendOtp, type OtpDelivery } from './otp';
import { businessSettings } from '../catalog/settings';

// Contact rules are the storefront's own (@mart/domain); the server adds the 255-character email cap (SPEC §5).
export const isEmail = (value: string) => value.length <= 255 && isDomainEmail(value);

/** SPEC §5: strip everything but digits and a leading '+', and add the '+' when missing. */
export const normalizePhone = (raw: string): string => withLeadingPlus(raw);
export const phoneDigits = (phone: string) => phone.replace(/\D/g, '').length;
export const isPhone = (phone: string) => /^\+\d{10,15}$/.test(phone);

export const normalizeEmail = (raw: string) => raw.trim().toLowerCase();

export async function userByEmail(ctx: AppContext, email: string): Promise<UserRow | undefined> {
  return ctx.repos.users.byEmail(ctx.db, email);
}
export async function userByPhone(ctx: AppContext, phone: string): Promise<UserRow | undefined> {
  return ctx.repos.users.byPhone(ctx.db, phone);
}

export function splitName(name: string): { f_name: string; l_name: string } {
  const [first = '', ...rest] = name.trim().split(/\s+/);
  return { f_name: first, l_name: rest.join(' ') };
}

export const newRefCode = () =>
  randomToken(6)
    .replace(/[^A-Za-z0-9]/g, 'X')
    .slice(0, 8)
    .toUpperCase();

/** Rejects an email/phone that belongs to someone else (code = field name, as the storefront expects). */
export async function assertContactFree(
  ctx: AppContext,
  contact: { email?: string | null; phone?: string | null },
  exceptUserId?: number,
) {
  if (contact.email) {
    const owner = await userByEmail(ctx, contact.email);
    if (owner && owner.id !== exceptUserId) throw new ApiError(400, 'email', 'The email has already been taken.');
  }
  if (contact.phone) {
    const owner = await userByPhone(ctx, contact.phone);
    if (owner && owner.id !== exceptUserId) throw new ApiError(400, 'phone', 'The phone has already been taken.');
  }
}

export const hasPersonalInfo = (user: UserRow) => (user.f_name ? 1 : 0);

type LoginResultT = Static<typeof LoginResult>;

/** What every login result says about the account, with a session or without one yet. */
export const loginFacts = (user: UserRow, loginType: string) => ({
  is_phone_verified: user.is_phone_verified,
  is_email_verified: user.is_email_verified,
  is_personal_info: hasPersonalInfo(user),
  is_exist_user: null,
  login_type: loginType,
  email: user.email,
  phone: user.phone,
});

/** A login result that hands out a session (SPEC §4 "Login result") and this device's token (issue 37.6). */
export async function signedIn(
  ctx: AppContext,
  user: UserRow,
  loginType: string,
  message?: string,
): Promise<LoginResultT> {
  if (!user.status) throw new ApiError(401, 'auth-002', 'Your account is inactive. Please contact support.');
  return {
    token: await issueToken(ctx, user.id),
    ...loginFacts(user, loginType),
    device_token: await issueDeviceToken(ctx, user.id),
    ...(message ? { message } : {}),
  };
}

/**
 * After a password check or sign-up: when the business requires a verified phone/email and this user's is not,
 * no token yet — an OTP goes out and verify-otp finishes the login.
 */
export async function signedInOrVerify(
  ctx: AppContext,
  user: UserRow,
  loginType: string,
  delivery: OtpDelivery,
): Promise<LoginResultT> {
  const { centralize_login: login } = await businessSettings(ctx);
  const channel =
    login.phone_verification_status && user.phone && !user.is_phone_verified
      ? 'phone'
      : login.email_verification_status && user.email && !user.is_email_verified
        ? 'email'
        : null;
  if (!channel) return signedIn(ctx, user, loginType);
  const target = channel === 'phone' ? user.phone! : user.email!;
  const sent = await sendOtp(ctx, { channel, target, purpose: 'verify' }, delivery);
  return {
    token: null,
    ...loginFacts(user, loginType),
    message: `Please verify your ${channel === 'phone' ? 'phone number' : 'email'}.`,
    verification_on: channel,
    session_info: sent.session_info,
    ...(sent.demo_otp ? { demo_otp: sent.demo_otp } : {}),
  };
}
