/** Sign-up, the personal info that completes an OTP sign-in, and password reset by code. */
import type { Static } from '@sinclair/typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext, MessageSender } from '../context';
import { ApiError, badRequest } from '../errors';
import type {
  ForgotPasswordBody,
  ResetPasswordBody,
  SignUpBody,
  UpdateInfoBody,
  VerifyResetTokenBody,
} from '../schemas/account';
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
  userByPhone,
} from './accounts';
import { contactOf, findByContact, otpPhone, type LoginResultT } from './sign-in';
import { consumeOtp, findVerifiedOtp, sendOtp, verifyOtp } from './otp';
import { checkConfirmed, hashPassword } from './passwords';
import { recordReferral } from './rewards';
import { requireUser } from './sessions';
import { businessSettings } from './settings';
import { clearThrottle, throttle } from './throttle';

/** What a password reset request for a contact without an account delivers instead of a code. */
const noAccountSender = (sender: MessageSender): MessageSender => ({
  send: (message) =>
    sender.send({
      ...message,
      subject: 'Mart password reset',
      body: 'Someone asked to reset a Mart password for this address, but no Mart account uses it. If it was not you, ignore this message.',
    }),
});

export async function signUp(
  ctx: AppContext,
  body: Static<typeof SignUpBody>,
  reply: FastifyReply,
): Promise<LoginResultT> {
  checkConfirmed(body);
  const email = normalizeEmail(body.email);
  if (!isEmail(email)) throw badRequest('email', 'Must be a valid email');
  await throttle(ctx, reply, 'registration', email);
  const phone = normalizePhone(body.phone);
  if (phoneDigits(phone) < 10) throw badRequest('phone', 'Number must be 10 digits');
  if (!isPhone(phone)) throw badRequest('phone', 'Must be a valid phone number');
  await assertContactFree(ctx, { email, phone });
  const { users } = ctx.repos;
  const referrerId = body.ref_code ? await users.idByRefCode(ctx.db, body.ref_code) : undefined;
  if (body.ref_code && referrerId === undefined) throw badRequest('ref_code', 'Referrer code not found.');
  const now = ctx.clock.now();
  const user = await users.insert(ctx.db, {
    ...splitName(body.name),
    email,
    phone,
    password_hash: await hashPassword(body.password, ctx.passwordCost),
    status: true,
    login_medium: 'manual',
    ref_code: newRefCode(),
    created_at: now,
    updated_at: now,
  });
  if (referrerId !== undefined) await recordReferral(ctx, referrerId, user.id);
  return signedInOrVerify(ctx, user, 'manual');
}

export async function updateInfo(
  ctx: AppContext,
  request: FastifyRequest,
  body: Static<typeof UpdateInfoBody>,
): Promise<LoginResultT> {
  const email = body.email?.trim() ? normalizeEmail(body.email) : null;
  if (email && !isEmail(email)) throw badRequest('email', 'Must be a valid email');
  if (body.login_type === 'otp') {
    const phone = otpPhone(body.phone);
    const otp = await findVerifiedOtp(ctx, 'phone', phone, 'login');
    if (!otp) throw new ApiError(401, 'otp', 'Please verify your phone number first.');
    const existing = await userByPhone(ctx, phone);
    await assertContactFree(ctx, { email }, existing?.id);
    const now = ctx.clock.now();
    const { users } = ctx.repos;
    const user = existing
      ? await users.update(ctx.db, existing.id, {
          ...splitName(body.name),
          ...(email ? { email } : {}),
          is_phone_verified: 1,
          updated_at: now,
        })
      : await users.insert(ctx.db, {
          ...splitName(body.name),
          email,
          phone,
          is_phone_verified: 1,
          status: true,
          login_medium: 'otp',
          ref_code: newRefCode(),
          created_at: now,
          updated_at: now,
        });
    await consumeOtp(ctx, otp.id);
    return signedIn(ctx, user, 'otp');
  }
  const user = await requireUser(ctx, request);
  const phone = body.phone?.trim() ? normalizePhone(body.phone) : null;
  if (phone && !isPhone(phone)) throw badRequest('phone', 'Number must be 10 digits');
  await assertContactFree(ctx, { email, phone }, user.id);
  const updated = await ctx.repos.users.update(ctx.db, user.id, {
    ...splitName(body.name),
    ...(email && email !== user.email ? { email, is_email_verified: 0 } : {}),
    ...(phone && phone !== user.phone ? { phone, is_phone_verified: 0 } : {}),
    updated_at: ctx.clock.now(),
  });
  return signedIn(ctx, updated, body.login_type);
}

export async function forgotPassword(ctx: AppContext, body: Static<typeof ForgotPasswordBody>, reply: FastifyReply) {
  const contact = contactOf(body, body.verification_method);
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
}

export async function verifyResetToken(
  ctx: AppContext,
  body: Static<typeof VerifyResetTokenBody>,
  reply: FastifyReply,
): Promise<void> {
  const contact = contactOf(body, body.verification_method);
  await throttle(ctx, reply, 'reset-password', contact.target);
  await verifyOtp(ctx, { ...contact, purpose: 'reset' }, body.reset_token);
}

export async function resetPassword(
  ctx: AppContext,
  body: Static<typeof ResetPasswordBody>,
  reply: FastifyReply,
): Promise<void> {
  checkConfirmed(body);
  const contact = contactOf(body, body.verification_method);
  await throttle(ctx, reply, 'reset-password', contact.target);
  const verified = await verifyOtp(ctx, { ...contact, purpose: 'reset' }, body.reset_token);
  const user = await findByContact(ctx, contact);
  if (!user) throw new ApiError(404, 'not-found', 'User not found.');
  const now = ctx.clock.now();
  const passwordHash = await hashPassword(body.password, ctx.passwordCost);
  const { users, sessions, otps } = ctx.repos;
  await ctx.db.transaction().execute(async (trx) => {
    // the code is used up first: of parallel resets holding the same verified code, one changes the password
    if (!(await otps.consume(trx, verified.id, now)))
      throw new ApiError(400, 'otp', 'OTP has expired or was not requested. Please request a new code.');
    await users.update(trx, user.id, { password_hash: passwordHash, updated_at: now });
    await sessions.revokeAllOf(trx, user.id, now);
  });
  await clearThrottle(ctx, 'reset-password', contact.target);
}
