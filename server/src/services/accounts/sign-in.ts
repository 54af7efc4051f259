/** Sign-in use cases: manual, OTP and social sign-in, the OTP steps that follow, and the contact they are about. */
import type { Static } from '@sinclair/typebox';
import type { AppContext, SocialMedium } from '../../context';
import type { UserRow } from '../../db/schema';
import { ApiError, badRequest } from '../../errors';
import type {
  FirebaseVerifyBody,
  LoginResult,
  SendOtpBody,
  SignInBody,
  VerifyOtpBody,
  VerifyPhoneBody,
} from '../../schemas/account';
import {
  isEmail,
  isPhone,
  newRefCode,
  normalizeEmail,
  normalizePhone,
  phoneDigits,
  signedIn,
  signedInOrVerify,
  splitName,
  userByEmail,
  userByPhone,
} from './accounts';
import { knownDevice } from './device-tokens';
import { consumeOtp, deliveryTo, sendOtp, verifyOtp, type OtpChannel } from './otp';
import { hashPassword, needsRehash, verifyPassword } from '../../infra/passwords';
import { offeredPhone } from '../phones';
import { checkRecaptcha } from '../../infra/recaptcha';
import { issueResetToken } from './reset-tokens';
import { businessSettings } from '../catalog/settings';
import { issueSignupTicket } from './signup-tickets';
import { clearThrottle, throttle } from '../throttle';
import { PASSWORD_MIN } from '@mart/domain';
import type { RequestInfo } from '../../model/request-info';

export type LoginResultT = Static<typeof LoginResult>;

/** OTP sign-in phone rules (SPEC §5): required, at least 10 digits. */
export function otpPhone(raw: string | undefined): string {
  if (!raw?.trim()) throw badRequest('phone', 'Please give a phone number');
  const phone = normalizePhone(raw);
  if (phoneDigits(phone) < 10) throw badRequest('phone', 'Number must be 10 digits');
  if (!isPhone(phone)) throw badRequest('phone', 'Must be a valid email or phone number');
  return phone;
}

/** Which contact an OTP/forgot-password request is about, with the SPEC's per-channel messages. */
export function contactOf(
  body: { phone?: string; email?: string },
  channel: OtpChannel | undefined,
): { channel: OtpChannel; target: string } {
  const use: OtpChannel = channel ?? (body.phone?.trim() ? 'phone' : body.email?.trim() ? 'email' : 'phone');
  if (use === 'phone') {
    if (!body.phone?.trim()) throw badRequest('phone', 'Please provide a phone number');
    const phone = normalizePhone(body.phone);
    if (!isPhone(phone)) throw badRequest('phone', 'Phone number must be exactly 10 digits');
    return { channel: 'phone', target: phone };
  }
  if (!body.email?.trim()) throw badRequest('email', 'Please provide an email address');
  const email = normalizeEmail(body.email);
  if (!isEmail(email)) throw badRequest('email', 'Please enter a valid email address');
  return { channel: 'email', target: email };
}

export const findByContact = (ctx: AppContext, c: { channel: OtpChannel; target: string }) =>
  c.channel === 'phone' ? userByPhone(ctx, c.target) : userByEmail(ctx, c.target);

async function markVerified(ctx: AppContext, user: UserRow, channel: OtpChannel): Promise<UserRow> {
  const set = channel === 'phone' ? { is_phone_verified: 1 } : { is_email_verified: 1 };
  return ctx.repos.users.update(ctx.db, user.id, { ...set, updated_at: ctx.clock.now() });
}

/** A verified sign-up code of a contact without a named account: no session yet, the ticket to finish it. */
const pendingPersonalInfo = (
  loginType: string,
  contact: { channel: OtpChannel; target: string },
  ticket: string,
): LoginResultT => ({
  token: null,
  is_phone_verified: contact.channel === 'phone' ? 1 : 0,
  is_email_verified: contact.channel === 'email' ? 1 : 0,
  is_personal_info: 0,
  is_exist_user: null,
  login_type: loginType,
  email: contact.channel === 'email' ? contact.target : null,
  phone: contact.channel === 'phone' ? contact.target : null,
  message: 'Please complete your profile.',
  signup_ticket: ticket,
});

/**
 * The step after a right code. OTP sign-in: a known user with a name is signed in; otherwise the code becomes a
 * sign-up ticket for this client (update-info finishes with it). Whether the phone has an account shows only here,
 * after the code. Verification after sign-up/manual/social sign-in: the contact is marked verified and the user
 * signed in.
 */
async function afterOtp(
  ctx: AppContext,
  verified: { id: number; channel: OtpChannel; target: string; purpose: string },
  loginType: string,
  client: string,
) {
  // a reset or contact-change code proves that step only: it signs nobody in (firebase-verify-token and
  // verify-phone find codes by session, whatever they were for)
  if (verified.purpose !== 'login' && verified.purpose !== 'verify')
    throw new ApiError(400, 'otp', 'OTP has expired or was not requested. Please request a new code.');
  const user = await findByContact(ctx, verified);
  if (verified.purpose === 'login') {
    // used up first: of parallel checks of one right code, one signs in or gets a ticket
    await consumeOtp(ctx, verified.id);
    if (!user?.f_name) {
      const ticket = await issueSignupTicket(
        ctx,
        { channel: verified.channel, target: verified.target, loginType: 'otp', userId: user?.id ?? null },
        client,
      );
      return pendingPersonalInfo('otp', verified, ticket);
    }
    return signedIn(ctx, await markVerified(ctx, user, verified.channel), 'otp');
  }
  if (!user) throw new ApiError(404, 'not-found', 'User not found.');
  await consumeOtp(ctx, verified.id);
  return signedIn(ctx, await markVerified(ctx, user, verified.channel), loginType);
}

/**
 * Sign-in with a password. Failures count per account and client, and per account for unknown clients together; a
 * device token of this account (`deviceToken`, from an earlier sign-in on this device) counts apart and passes the
 * account-wide lockout (services/throttle.ts, device-tokens.ts).
 */
export async function manualLogin(
  ctx: AppContext,
  body: Static<typeof SignInBody>,
  info: RequestInfo,
  deviceToken: string | undefined,
): Promise<LoginResultT> {
  const raw = body.email_or_phone?.trim() ?? '';
  if (!raw) throw badRequest('email_or_phone', 'Email or phone number is required');
  const asEmail = body.field_type !== 'phone' && raw.includes('@');
  const key = asEmail ? normalizeEmail(raw) : normalizePhone(raw);
  if (asEmail ? !isEmail(key) : !isPhone(key))
    throw badRequest('email_or_phone', 'Must be a valid email or phone number');
  if (!body.password) throw badRequest('password', 'Password is required');
  if (body.password.length < PASSWORD_MIN)
    throw badRequest('password', 'Password is too short - should be 6 chars minimum.');
  const settings = await businessSettings(ctx);
  if (!settings.centralize_login.manual_login_status)
    throw new ApiError(403, 'login_type', 'Manual login is not enabled.');
  const found = asEmail ? await userByEmail(ctx, key) : await userByPhone(ctx, key);
  const device = await knownDevice(ctx, deviceToken, found?.id);
  await throttle(ctx, info, 'login', key, device);
  // Same answer, after the same scrypt work, for an unknown account and a wrong password: no account probing.
  const matches = await verifyPassword(body.password, found?.password_hash, ctx.passwordCost);
  if (!found || !matches) throw new ApiError(401, 'auth-001', 'Credentials do not match.');
  if (!found.status) throw new ApiError(401, 'auth-002', 'Your account is inactive. Please contact support.');
  await clearThrottle(ctx, info, 'login', key, device);
  // the password is at hand only now: a hash stored at an older, lower cost is raised to today's
  const user = needsRehash(found.password_hash, ctx.passwordCost)
    ? await ctx.repos.users.update(ctx.db, found.id, {
        password_hash: await hashPassword(body.password, ctx.passwordCost),
      })
    : found;
  return signedInOrVerify(ctx, user, 'manual', deliveryTo(info));
}

/**
 * OTP sign-in, first step: a code to any phone (a new one signs up this way). The answer is the same whether the
 * phone has an account, an inactive one or none (issue 37.9); verify-otp tells them apart, after the code.
 */
export async function otpLogin(
  ctx: AppContext,
  body: Static<typeof SignInBody>,
  info: RequestInfo,
): Promise<LoginResultT> {
  // a code goes only to a mobile number of a country the site offers (issue 40.7)
  const typed = body.email_or_phone ?? body.phone;
  otpPhone(typed);
  const phone = await offeredPhone(ctx, typed ?? '', info.lang);
  await throttle(ctx, info, 'otp-send', phone);
  await checkRecaptcha(ctx, body.recaptcha_token, info.client);
  const settings = await businessSettings(ctx);
  if (!settings.centralize_login.otp_login_status) throw new ApiError(403, 'login_type', 'OTP login is not enabled.');
  const sent = await sendOtp(ctx, { channel: 'phone', target: phone, purpose: 'login' }, deliveryTo(info));
  return {
    token: null,
    is_phone_verified: 0,
    is_email_verified: 0,
    is_personal_info: 0,
    is_exist_user: null,
    login_type: 'otp',
    email: null,
    phone,
    message: 'OTP sent successfully.',
    verification_on: 'phone',
    session_info: sent.session_info,
    ...(sent.demo_otp ? { demo_otp: sent.demo_otp } : {}),
  };
}

/** A social sign-in of an account without a name yet: the provider proved the e-mail; update-info names it. */
async function socialSignUpTicket(
  ctx: AppContext,
  email: string,
  client: string,
  account: { userId?: number; socialId?: string; phone?: string | null },
): Promise<LoginResultT> {
  const ticket = await issueSignupTicket(
    ctx,
    {
      channel: 'email',
      target: email,
      loginType: 'social',
      userId: account.userId ?? null,
      details: { social_id: account.socialId ?? null, phone: account.phone ?? null },
    },
    client,
  );
  return {
    ...pendingPersonalInfo('social', { channel: 'email', target: email }, ticket),
    phone: account.phone ?? null,
  };
}

export async function socialLogin(
  ctx: AppContext,
  body: {
    token?: string;
    medium?: SocialMedium;
    email?: string;
    unique_id?: string;
    phone?: string;
    verified?: 'yes' | 'no';
  },
  client: string,
): Promise<LoginResultT> {
  if (!body.token) throw badRequest('token', 'token is required.');
  if (!body.medium) throw badRequest('medium', 'medium is required.');
  const settings = await businessSettings(ctx);
  if (!settings.centralize_login.social_login_status)
    throw new ApiError(403, 'login_type', 'Social login is not enabled.');
  if (!ctx.socialVerifier) throw new ApiError(400, 'social_login', 'social login is not configured');
  const identity = await ctx.socialVerifier.verify(body.medium, body.token, body.unique_id);
  if (body.email && normalizeEmail(body.email) !== identity.email) {
    throw new ApiError(401, 'email', 'The email does not match the social account.');
  }
  const existing = await userByEmail(ctx, identity.email);
  if (existing) {
    if (!existing.status) throw new ApiError(401, 'auth-002', 'Your account is inactive. Please contact support.');
    const linked = existing.social_id === identity.uniqueId;
    if (!linked && body.verified !== 'yes') {
      if (body.verified === 'no') throw new ApiError(403, 'email', 'This email is already used by another account.');
      // SPEC §4 "Is It You?": the storefront asks, then repeats the call with verified=yes.
      return {
        token: null,
        is_phone_verified: existing.is_phone_verified,
        is_email_verified: existing.is_email_verified,
        is_personal_info: existing.f_name ? 1 : 0,
        is_exist_user: {
          id: existing.id,
          name: [existing.f_name, existing.l_name].filter(Boolean).join(' '),
          image: existing.image,
        },
        login_type: 'social',
        email: existing.email,
        phone: existing.phone,
      };
    }
    const user = linked
      ? existing
      : await ctx.repos.users.update(ctx.db, existing.id, {
          social_id: identity.uniqueId,
          is_email_verified: 1,
          updated_at: ctx.clock.now(),
        });
    if (!user.f_name) return socialSignUpTicket(ctx, identity.email, client, { userId: user.id, phone: user.phone });
    return signedIn(ctx, user, 'social');
  }
  const phone = body.phone ? normalizePhone(body.phone) : null;
  const usablePhone = phone && isPhone(phone) && !(await userByPhone(ctx, phone)) ? phone : null;
  const { f_name } = splitName(identity.name ?? '');
  if (!f_name)
    return socialSignUpTicket(ctx, identity.email, client, { socialId: identity.uniqueId, phone: usablePhone });
  const now = ctx.clock.now();
  const user = await ctx.repos.users.insert(ctx.db, {
    ...splitName(identity.name ?? ''),
    email: identity.email,
    phone: usablePhone,
    is_email_verified: 1,
    is_phone_verified: 0,
    status: true,
    login_medium: 'social',
    social_id: identity.uniqueId,
    ref_code: newRefCode(),
    created_at: now,
    updated_at: now,
  });
  return signedIn(ctx, user, 'social');
}

/**
 * A code to a phone or e-mail: OTP sign-in (any phone), or verifying a contact. The answer is the same whether the
 * contact has an account (issue 37.9): an unknown contact gets a code stored (so the resend timer runs alike) but
 * nothing sent, and a refused send answers like a sent one.
 */
export async function sendContactOtp(ctx: AppContext, body: Static<typeof SendOtpBody>, info: RequestInfo) {
  const contact =
    body.login_type === 'otp'
      ? { channel: 'phone' as const, target: otpPhone(body.phone) }
      : contactOf(body, body.verification_type);
  await throttle(ctx, info, 'otp-send', contact.target);
  await checkRecaptcha(ctx, body.recaptcha_token, info.client);
  const delivery = deliveryTo(info);
  if (body.login_type === 'otp')
    return { message: 'OTP sent successfully.', ...(await sendOtp(ctx, { ...contact, purpose: 'login' }, delivery)) };
  const known = Boolean(await findByContact(ctx, contact));
  const sent = await sendOtp(ctx, { ...contact, purpose: 'verify' }, { ...delivery, deliver: known, quiet: true });
  return { message: 'OTP sent successfully.', ...sent };
}

export async function verifyContactOtp(ctx: AppContext, body: Static<typeof VerifyOtpBody>, info: RequestInfo) {
  const loginType = body.login_type ?? 'manual';
  const contact =
    loginType === 'otp'
      ? { channel: 'phone' as const, target: otpPhone(body.phone) }
      : contactOf(body, body.verification_type);
  await throttle(ctx, info, 'otp-verify', contact.target);
  const verified = await verifyOtp(ctx, { ...contact, purpose: loginType === 'otp' ? 'login' : 'verify' }, body.otp);
  await clearThrottle(ctx, info, 'otp-verify', contact.target);
  return afterOtp(ctx, verified, loginType, info.client);
}

export async function verifyFirebaseOtp(ctx: AppContext, body: Static<typeof FirebaseVerifyBody>, info: RequestInfo) {
  const phone = otpPhone(body.phone);
  await throttle(ctx, info, 'otp-verify', phone);
  const verified = await verifyOtp(ctx, { sessionInfo: body.session_info, channel: 'phone', target: phone }, body.otp);
  await clearThrottle(ctx, info, 'otp-verify', phone);
  return afterOtp(ctx, verified, body.login_type ?? 'otp', info.client);
}

export async function verifyPhone(ctx: AppContext, body: Static<typeof VerifyPhoneBody>, info: RequestInfo) {
  const phone = otpPhone(body.phoneNumber);
  const isReset = body.is_reset_token === true || body.is_reset_token === 1;
  await throttle(ctx, info, isReset ? 'reset-password' : 'otp-verify', phone);
  const verified = await verifyOtp(
    ctx,
    {
      sessionInfo: body.sessionInfo,
      channel: 'phone',
      target: phone,
      ...(isReset ? { purpose: 'reset' as const } : {}),
    },
    body.code,
  );
  if (verified.purpose === 'reset') {
    // the code is spent here and exchanged for an opaque single-use token bound to this phone (services/accounts/reset-tokens.ts)
    const resetToken = await ctx.db.transaction().execute(async (trx) => {
      await consumeOtp(ctx, verified.id, trx);
      return issueResetToken(ctx, trx, verified);
    });
    return { message: 'OTP verified. You can set a new password.', reset_token: resetToken };
  }
  return {
    message: 'Phone number verified.',
    login: await afterOtp(ctx, verified, verified.purpose === 'login' ? 'otp' : 'manual', info.client),
  };
}
