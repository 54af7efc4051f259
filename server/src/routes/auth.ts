import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Static, TSchema } from '@sinclair/typebox';
import type { FastifyReply } from 'fastify';
import type { AppContext, MessageSender, SocialMedium } from '../context';
import type { UserRow } from '../db/schema';
import { ApiError, badRequest } from '../errors';
import {
  FirebaseVerifyBody,
  ForgotPasswordBody,
  GuestResult,
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
  VerifyPhoneResult,
  VerifyResetTokenBody,
} from '../schemas/account';
import { MessageBody, bearerSecurity, errorResponses } from '../schemas/common';
import {
  assertContactFree,
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
} from '../services/accounts';
import { consumeOtp, findVerifiedOtp, sendOtp, verifyOtp, type OtpChannel } from '../services/otp';
import { hashPassword, needsRehash, verifyPassword } from '../services/passwords';
import { randomToken } from '../services/secrets';
import { recordReferral } from '../services/rewards';
import { optionalUser, requireUser, revokeToken } from '../services/sessions';
import { businessSettings } from '../services/settings';
import { clearThrottle, throttle } from '../services/throttle';

type LoginResultT = Static<typeof LoginResult>;
const responses = <T extends TSchema>(ok: T) => ({ 200: ok, ...errorResponses });

/** OTP sign-in phone rules (SPEC §5): required, at least 10 digits. */
function otpPhone(raw: string | undefined): string {
  if (!raw?.trim()) throw badRequest('phone', 'Please give a phone number');
  const phone = normalizePhone(raw);
  if (phoneDigits(phone) < 10) throw badRequest('phone', 'Number must be 10 digits');
  if (!isPhone(phone)) throw badRequest('phone', 'Must be a valid email or phone number');
  return phone;
}

/** Which contact an OTP/forgot-password request is about, with the SPEC's per-channel messages. */
function contactOf(
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

const findByContact = (ctx: AppContext, c: { channel: OtpChannel; target: string }) =>
  c.channel === 'phone' ? userByPhone(ctx, c.target) : userByEmail(ctx, c.target);

async function markVerified(ctx: AppContext, user: UserRow, channel: OtpChannel): Promise<UserRow> {
  const set = channel === 'phone' ? { is_phone_verified: 1 } : { is_email_verified: 1 };
  return ctx.db
    .updateTable('users')
    .set({ ...set, updated_at: ctx.clock.now() })
    .where('id', '=', user.id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

const pendingPersonalInfo = (loginType: string, contact: { channel: OtpChannel; target: string }): LoginResultT => ({
  token: null,
  is_phone_verified: contact.channel === 'phone' ? 1 : 0,
  is_email_verified: contact.channel === 'email' ? 1 : 0,
  is_personal_info: 0,
  is_exist_user: null,
  login_type: loginType,
  email: contact.channel === 'email' ? contact.target : null,
  phone: contact.channel === 'phone' ? contact.target : null,
  message: 'Please complete your profile.',
});

/**
 * The step after a right code. OTP sign-in: a known user with a name is signed in; otherwise the verified code
 * waits for update-info. Verification after sign-up/manual/social sign-in: the contact is marked verified and
 * the user signed in.
 */
async function afterOtp(
  ctx: AppContext,
  verified: { id: number; channel: OtpChannel; target: string; purpose: string },
  loginType: string,
) {
  const user = await findByContact(ctx, verified);
  if (verified.purpose === 'login') {
    if (!user?.f_name) return pendingPersonalInfo('otp', verified);
    await consumeOtp(ctx, verified.id);
    return signedIn(ctx, await markVerified(ctx, user, verified.channel), 'otp');
  }
  if (!user) throw new ApiError(404, 'not-found', 'User not found.');
  await consumeOtp(ctx, verified.id);
  return signedIn(ctx, await markVerified(ctx, user, verified.channel), loginType);
}

/** What a password reset request for a contact without an account delivers instead of a code. */
const noAccountSender = (sender: MessageSender): MessageSender => ({
  send: (message) =>
    sender.send({
      ...message,
      subject: 'Mart password reset',
      body: 'Someone asked to reset a Mart password for this address, but no Mart account uses it. If it was not you, ignore this message.',
    }),
});

export const authRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;
  const limited = { rateLimit: { max: ctx.authRateLimit.max, timeWindow: ctx.authRateLimit.timeWindowMs } };

  async function manualLogin(body: Static<typeof SignInBody>, reply: FastifyReply): Promise<LoginResultT> {
    const raw = body.email_or_phone?.trim() ?? '';
    if (!raw) throw badRequest('email_or_phone', 'Email or phone number is required');
    const asEmail = body.field_type !== 'phone' && raw.includes('@');
    const key = asEmail ? normalizeEmail(raw) : normalizePhone(raw);
    if (asEmail ? !isEmail(key) : !isPhone(key))
      throw badRequest('email_or_phone', 'Must be a valid email or phone number');
    if (!body.password) throw badRequest('password', 'Password is required');
    if (body.password.length < 6) throw badRequest('password', 'Password is too short - should be 6 chars minimum.');
    const settings = await businessSettings(ctx);
    if (!settings.centralize_login.manual_login_status)
      throw new ApiError(403, 'login_type', 'Manual login is not enabled.');
    await throttle(ctx, reply, 'login', key);
    const found = asEmail ? await userByEmail(ctx, key) : await userByPhone(ctx, key);
    // Same answer, after the same scrypt work, for an unknown account and a wrong password: no account probing.
    const matches = await verifyPassword(body.password, found?.password_hash, ctx.passwordCost);
    if (!found || !matches) throw new ApiError(401, 'auth-001', 'Credentials do not match.');
    if (!found.status) throw new ApiError(401, 'auth-002', 'Your account is inactive. Please contact support.');
    await clearThrottle(ctx, 'login', key);
    // the password is at hand only now: a hash stored at an older, lower cost is raised to today's
    const user = needsRehash(found.password_hash, ctx.passwordCost)
      ? await ctx.db
          .updateTable('users')
          .set({ password_hash: await hashPassword(body.password, ctx.passwordCost) })
          .where('id', '=', found.id)
          .returningAll()
          .executeTakeFirstOrThrow()
      : found;
    return signedInOrVerify(ctx, user, 'manual');
  }

  async function otpLogin(body: Static<typeof SignInBody>, reply: FastifyReply): Promise<LoginResultT> {
    const phone = otpPhone(body.email_or_phone ?? body.phone);
    await throttle(ctx, reply, 'otp-send', phone);
    const settings = await businessSettings(ctx);
    if (!settings.centralize_login.otp_login_status) throw new ApiError(403, 'login_type', 'OTP login is not enabled.');
    const user = await userByPhone(ctx, phone);
    if (user && !user.status) throw new ApiError(401, 'auth-002', 'Your account is inactive. Please contact support.');
    const sent = await sendOtp(ctx, 'phone', phone, 'login');
    return {
      token: null,
      is_phone_verified: user?.is_phone_verified ?? 0,
      is_email_verified: user?.is_email_verified ?? 0,
      is_personal_info: user?.f_name ? 1 : 0,
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

  async function socialLogin(body: {
    token?: string;
    medium?: SocialMedium;
    email?: string;
    unique_id?: string;
    phone?: string;
    verified?: 'yes' | 'no';
  }): Promise<LoginResultT> {
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
        : await ctx.db
            .updateTable('users')
            .set({ social_id: identity.uniqueId, is_email_verified: 1, updated_at: ctx.clock.now() })
            .where('id', '=', existing.id)
            .returningAll()
            .executeTakeFirstOrThrow();
      return signedIn(ctx, user, 'social');
    }
    const phone = body.phone ? normalizePhone(body.phone) : null;
    const usablePhone = phone && isPhone(phone) && !(await userByPhone(ctx, phone)) ? phone : null;
    const now = ctx.clock.now();
    const user = await ctx.db
      .insertInto('users')
      .values({
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
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return signedIn(ctx, user, 'social');
  }

  app.post(
    '/api/v1/auth/login',
    {
      config: limited,
      schema: {
        tags: ['auth'],
        summary: 'Sign in: manual (email/phone + password), otp (sends a code), social',
        body: SignInBody,
        response: responses(LoginResult),
      },
    },
    async (request, reply) => {
      const body = request.body;
      const type = body.login_type ?? 'manual';
      if (type === 'otp') return otpLogin(body, reply);
      if (type === 'social') return socialLogin(body);
      return manualLogin(body, reply);
    },
  );

  app.post(
    '/api/v1/auth/social-login',
    {
      config: limited,
      schema: {
        tags: ['auth'],
        summary: 'Social sign-in (google, facebook, apple)',
        body: SocialLoginBody,
        response: responses(LoginResult),
      },
    },
    async (request) => socialLogin(request.body),
  );

  app.post(
    '/api/v1/auth/sign-up',
    {
      config: limited,
      schema: {
        tags: ['auth'],
        summary: 'Create an account (email + phone + password)',
        body: SignUpBody,
        response: responses(LoginResult),
      },
    },
    async (request, reply) => {
      const body = request.body;
      if (body.password !== body.confirm_password) throw badRequest('confirm_password', 'Passwords must match');
      const email = normalizeEmail(body.email);
      if (!isEmail(email)) throw badRequest('email', 'Must be a valid email');
      await throttle(ctx, reply, 'registration', email);
      const phone = normalizePhone(body.phone);
      if (phoneDigits(phone) < 10) throw badRequest('phone', 'Number must be 10 digits');
      if (!isPhone(phone)) throw badRequest('phone', 'Must be a valid phone number');
      await assertContactFree(ctx, { email, phone });
      const referrer = body.ref_code
        ? await ctx.db.selectFrom('users').select('id').where('ref_code', '=', body.ref_code).executeTakeFirst()
        : undefined;
      if (body.ref_code && !referrer) throw badRequest('ref_code', 'Referrer code not found.');
      const now = ctx.clock.now();
      const user = await ctx.db
        .insertInto('users')
        .values({
          ...splitName(body.name),
          email,
          phone,
          password_hash: await hashPassword(body.password, ctx.passwordCost),
          status: true,
          login_medium: 'manual',
          ref_code: newRefCode(),
          created_at: now,
          updated_at: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      if (referrer) await recordReferral(ctx, referrer.id, user.id);
      return signedInOrVerify(ctx, user, 'manual');
    },
  );

  app.post(
    '/api/v1/auth/send-otp',
    {
      config: limited,
      schema: {
        tags: ['auth'],
        summary: 'Send (or resend after 60 s) a 6-digit code: login_type otp for OTP sign-in, else to verify a contact',
        body: SendOtpBody,
        response: responses(OtpSent),
      },
    },
    async (request, reply) => {
      const body = request.body;
      const contact =
        body.login_type === 'otp'
          ? { channel: 'phone' as const, target: otpPhone(body.phone) }
          : contactOf(body, body.verification_type);
      await throttle(ctx, reply, 'otp-send', contact.target);
      const purpose = body.login_type === 'otp' ? 'login' : 'verify';
      if (purpose === 'verify' && !(await findByContact(ctx, contact)))
        throw new ApiError(404, 'not-found', 'User not found.');
      return { message: 'OTP sent successfully.', ...(await sendOtp(ctx, contact.channel, contact.target, purpose)) };
    },
  );

  app.post(
    '/api/v1/auth/verify-otp',
    {
      config: limited,
      schema: {
        tags: ['auth'],
        summary: 'Check an OTP: finishes OTP sign-in or verifies a phone/email and signs in',
        body: VerifyOtpBody,
        response: responses(LoginResult),
      },
    },
    async (request, reply) => {
      const body = request.body;
      const loginType = body.login_type ?? 'manual';
      const contact =
        loginType === 'otp'
          ? { channel: 'phone' as const, target: otpPhone(body.phone) }
          : contactOf(body, body.verification_type);
      await throttle(ctx, reply, 'otp-verify', contact.target);
      const verified = await verifyOtp(
        ctx,
        { ...contact, purpose: loginType === 'otp' ? 'login' : 'verify' },
        body.otp,
      );
      await clearThrottle(ctx, 'otp-verify', contact.target);
      return afterOtp(ctx, verified, loginType);
    },
  );

  app.post(
    '/api/v1/auth/firebase-verify-token',
    {
      config: limited,
      schema: {
        tags: ['auth'],
        summary: 'Phone-provider variant of verify-otp: the code is checked against session_info from send-otp',
        body: FirebaseVerifyBody,
        response: responses(LoginResult),
      },
    },
    async (request, reply) => {
      const body = request.body;
      const phone = otpPhone(body.phone);
      await throttle(ctx, reply, 'otp-verify', phone);
      const verified = await verifyOtp(
        ctx,
        { sessionInfo: body.session_info, channel: 'phone', target: phone },
        body.otp,
      );
      await clearThrottle(ctx, 'otp-verify', phone);
      return afterOtp(ctx, verified, body.login_type ?? 'otp');
    },
  );

  app.put(
    '/api/v1/auth/verify-phone',
    {
      config: limited,
      schema: {
        tags: ['auth'],
        summary: 'Phone OTP verification by session (is_reset_token: the code becomes a password reset token)',
        body: VerifyPhoneBody,
        response: responses(VerifyPhoneResult),
      },
    },
    async (request, reply) => {
      const body = request.body;
      const phone = otpPhone(body.phoneNumber);
      const isReset = body.is_reset_token === true || body.is_reset_token === 1;
      await throttle(ctx, reply, isReset ? 'reset-password' : 'otp-verify', phone);
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
      if (verified.purpose === 'reset')
        return { message: 'OTP verified. You can set a new password.', reset_token: body.code };
      return {
        message: 'Phone number verified.',
        login: await afterOtp(ctx, verified, verified.purpose === 'login' ? 'otp' : 'manual'),
      };
    },
  );

  app.post(
    '/api/v1/auth/update-info',
    {
      schema: {
        tags: ['auth'],
        summary: 'Personal info after OTP sign-in (proved by the verified code) or for the signed-in user',
        security: bearerSecurity,
        body: UpdateInfoBody,
        response: responses(LoginResult),
      },
    },
    async (request) => {
      const body = request.body;
      const email = body.email?.trim() ? normalizeEmail(body.email) : null;
      if (email && !isEmail(email)) throw badRequest('email', 'Must be a valid email');
      if (body.login_type === 'otp') {
        const phone = otpPhone(body.phone);
        const otp = await findVerifiedOtp(ctx, 'phone', phone, 'login');
        if (!otp) throw new ApiError(401, 'otp', 'Please verify your phone number first.');
        const existing = await userByPhone(ctx, phone);
        await assertContactFree(ctx, { email }, existing?.id);
        const now = ctx.clock.now();
        const user = existing
          ? await ctx.db
              .updateTable('users')
              .set({ ...splitName(body.name), ...(email ? { email } : {}), is_phone_verified: 1, updated_at: now })
              .where('id', '=', existing.id)
              .returningAll()
              .executeTakeFirstOrThrow()
          : await ctx.db
              .insertInto('users')
              .values({
                ...splitName(body.name),
                email,
                phone,
                is_phone_verified: 1,
                status: true,
                login_medium: 'otp',
                ref_code: newRefCode(),
                created_at: now,
                updated_at: now,
              })
              .returningAll()
              .executeTakeFirstOrThrow();
        await consumeOtp(ctx, otp.id);
        return signedIn(ctx, user, 'otp');
      }
      const user = await requireUser(ctx, request);
      const phone = body.phone?.trim() ? normalizePhone(body.phone) : null;
      if (phone && !isPhone(phone)) throw badRequest('phone', 'Number must be 10 digits');
      await assertContactFree(ctx, { email, phone }, user.id);
      const updated = await ctx.db
        .updateTable('users')
        .set({
          ...splitName(body.name),
          ...(email && email !== user.email ? { email, is_email_verified: 0 } : {}),
          ...(phone && phone !== user.phone ? { phone, is_phone_verified: 0 } : {}),
          updated_at: ctx.clock.now(),
        })
        .where('id', '=', user.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      return signedIn(ctx, updated, body.login_type);
    },
  );

  app.post(
    '/api/v1/auth/forgot-password',
    {
      config: limited,
      schema: {
        tags: ['auth'],
        summary: 'Send a password reset code by phone or email',
        body: ForgotPasswordBody,
        response: responses(OtpSent),
      },
    },
    async (request, reply) => {
      const contact = contactOf(request.body, request.body.verification_method);
      const settings = await businessSettings(ctx);
      if (contact.channel === 'phone' ? !settings.is_sms_active : !settings.is_mail_active) {
        throw new ApiError(403, 'verification_method', `Password reset by ${contact.channel} is not available.`);
      }
      await throttle(ctx, reply, 'forgot-password', contact.target);
      // An unknown contact goes through the same steps (a code stored, a message sent) and gets the same answer;
      // only the message says there is no account, so the API does not tell which contacts have one.
      const user = await findByContact(ctx, contact);
      const via = user ? ctx : { ...ctx, sender: noAccountSender(ctx.sender) };
      return { message: 'OTP sent successfully.', ...(await sendOtp(via, contact.channel, contact.target, 'reset')) };
    },
  );

  app.post(
    '/api/v1/auth/verify-token',
    {
      config: limited,
      schema: {
        tags: ['auth'],
        summary: 'Check a password reset code',
        body: VerifyResetTokenBody,
        response: responses(MessageBody),
      },
    },
    async (request, reply) => {
      const contact = contactOf(request.body, request.body.verification_method);
      await throttle(ctx, reply, 'reset-password', contact.target);
      await verifyOtp(ctx, { ...contact, purpose: 'reset' }, request.body.reset_token);
      return { message: 'OTP found, you can proceed.' };
    },
  );

  app.put(
    '/api/v1/auth/reset-password',
    {
      config: limited,
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with a reset code; signs out every session',
        body: ResetPasswordBody,
        response: responses(MessageBody),
      },
    },
    async (request, reply) => {
      const body = request.body;
      if (body.password !== body.confirm_password) throw badRequest('confirm_password', 'Passwords must match');
      const contact = contactOf(body, body.verification_method);
      await throttle(ctx, reply, 'reset-password', contact.target);
      const verified = await verifyOtp(ctx, { ...contact, purpose: 'reset' }, body.reset_token);
      const user = await findByContact(ctx, contact);
      if (!user) throw new ApiError(404, 'not-found', 'User not found.');
      const now = ctx.clock.now();
      await ctx.db.transaction().execute(async (trx) => {
        await trx
          .updateTable('users')
          .set({ password_hash: await hashPassword(body.password, ctx.passwordCost), updated_at: now })
          .where('id', '=', user.id)
          .execute();
        await trx
          .updateTable('auth_tokens')
          .set({ revoked_at: now })
          .where('user_id', '=', user.id)
          .where('revoked_at', 'is', null)
          .execute();
        await trx.updateTable('otps').set({ consumed_at: now }).where('id', '=', verified.id).execute();
      });
      await clearThrottle(ctx, 'reset-password', contact.target);
      return { message: 'Password changed successfully.' };
    },
  );

  app.post(
    '/api/v1/auth/logout',
    {
      schema: {
        tags: ['auth'],
        summary: 'Revoke the current token',
        security: bearerSecurity,
        response: responses(MessageBody),
      },
    },
    async (request) => {
      await optionalUser(ctx, request);
      await revokeToken(ctx, request);
      return { message: 'Logout successful' };
    },
  );

  app.post(
    '/api/v1/auth/guest/request',
    {
      schema: {
        tags: ['auth'],
        summary: 'A new guest id (unguessable) for carts before sign-in',
        response: responses(GuestResult),
      },
    },
    async () => {
      const id = `g_${randomToken(18)}`;
      await ctx.db.insertInto('guests').values({ id, created_at: ctx.clock.now() }).execute();
      return { guest_id: id };
    },
  );
};
