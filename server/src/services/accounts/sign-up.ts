/** Sign-up, the personal info that completes an OTP sign-in, and password reset by code. */
import type { Static } from '@sinclair/typebox';
import type { AppContext } from '../../context';
import { ApiError, badRequest } from '../../errors';
import type {
  ForgotPasswordBody,
  ResetPasswordBody,
  SignUpBody,
  UpdateInfoBody,
  VerifyResetTokenBody,
} from '../../schemas/account';
import {
  assertContactFree,
  isEmail,
  isPhone,
  loginFacts,
  newRefCode,
  normalizeEmail,
  normalizePhone,
  phoneDigits,
  signedIn,
  signedInOrVerify,
  splitName,
} from './accounts';
import { applyAccountChange, proveChange, requestedContacts, sessionOf } from './contact-change';
import { contactOf, findByContact, otpPhone, type LoginResultT } from './sign-in';
import { consumeOtp, deliveryTo, sendOtp, verifyOtp } from './otp';
import { checkRecaptcha } from '../../infra/recaptcha';
import { isResetCode, useResetToken } from './reset-tokens';
import { checkConfirmed, hashPassword } from '../../infra/passwords';
import { recordReferral } from '../payments/rewards';
import { requireUser } from './sessions';
import { offeredPhone } from '../phones';
import { businessSettings } from '../catalog/settings';
import { findSignupTicket, ticketRefused, useSignupTicket } from './signup-tickets';
import { clearThrottle, throttle } from '../throttle';
import type { RequestInfo } from '../../model/request-info';

export async function signUp(
  ctx: AppContext,
  body: Static<typeof SignUpBody>,
  info: RequestInfo,
): Promise<LoginResultT> {
  checkConfirmed(body);
  const email = normalizeEmail(body.email);
  if (!isEmail(email)) throw badRequest('email', 'Must be a valid email');
  await throttle(ctx, info, 'registration', email);
  const typed = normalizePhone(body.phone);
  if (phoneDigits(typed) < 10) throw badRequest('phone', 'Number must be 10 digits');
  if (!isPhone(typed)) throw badRequest('phone', 'Must be a valid phone number');
  // as typed: '8 (705) 111-22-33' is a Kazakh number with its trunk prefix, '+77051112233' in E.164
  const phone = await offeredPhone(ctx, body.phone, info.lang);
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
  return signedInOrVerify(ctx, user, 'manual', deliveryTo(info));
}

/**
 * The personal-info step (SPEC §4 user_info). Without a session it finishes a sign-up, and only the one whose ticket
 * it shows (verify-otp or a social sign-in handed it to the client that proved the contact: issue 37.2). With a
 * session it renames the account, and changes its e-mail or phone only with the proof update-profile asks for.
 */
export async function updateInfo(
  ctx: AppContext,
  info: RequestInfo,
  body: Static<typeof UpdateInfoBody>,
): Promise<LoginResultT> {
  if (body.signup_ticket || (!info.token && body.login_type !== 'manual')) return finishSignUp(ctx, info.client, body);
  const user = await requireUser(ctx, info);
  const contacts = requestedContacts(user, body, 'Number must be 10 digits');
  if (contacts.phone) contacts.phone = await offeredPhone(ctx, contacts.phone, info.lang);
  await assertContactFree(ctx, contacts, user.id);
  const change = { user, ...contacts, password: false };
  const outcome = await proveChange(ctx, info, change, body, sessionOf(info));
  if (outcome.kind === 'code-sent')
    return {
      token: null,
      ...loginFacts(user, body.login_type),
      message: `OTP sent to your ${outcome.channel === 'phone' ? 'phone' : 'email'}.`,
      verification_on: outcome.channel,
      verification_step: outcome.step,
      verification_target: outcome.target,
      session_info: outcome.sent.session_info,
      ...(outcome.sent.demo_otp ? { demo_otp: outcome.sent.demo_otp } : {}),
    };
  const updated = await ctx.db.transaction().execute(async (trx) => {
    await applyAccountChange(ctx, trx, info, change, outcome);
    return ctx.repos.users.update(trx, user.id, {
      ...splitName(body.name),
      ...(contacts.email ? { email: contacts.email, is_email_verified: outcome.verified === 'email' ? 1 : 0 } : {}),
      ...(contacts.phone ? { phone: contacts.phone, is_phone_verified: outcome.verified === 'phone' ? 1 : 0 } : {}),
      updated_at: ctx.clock.now(),
    });
  });
  return signedIn(ctx, updated, body.login_type);
}

/**
 * A sign-up's personal info with its ticket: a new account for the proved contact, or the name of one that has
 * none yet (and its e-mail when it has none). The ticket is used up in the transaction that saves, so a refused
 * save (an e-mail someone has) leaves it for the next try, and parallel uses make one account.
 */
async function finishSignUp(ctx: AppContext, client: string, body: Static<typeof UpdateInfoBody>) {
  const email = body.email?.trim() ? normalizeEmail(body.email) : null;
  if (email && !isEmail(email)) throw badRequest('email', 'Must be a valid email');
  const phone = body.phone?.trim() ? otpPhone(body.phone) : null;
  const ticket = await findSignupTicket(ctx, body.signup_ticket, client);
  if (ticket.channel === 'phone' && phone && phone !== ticket.target) throw ticketRefused();
  const existing = await findByContact(ctx, ticket);
  const social = ticket.login_type === 'social';
  const newEmail = social || existing?.email ? null : email;
  const newPhone = social && !existing ? (ticket.details.phone ?? null) : null;
  await assertContactFree(ctx, { email: newEmail, phone: newPhone }, existing?.id);
  const now = ctx.clock.now();
  const { users } = ctx.repos;
  const proved = ticket.channel === 'phone' ? { is_phone_verified: 1 } : { is_email_verified: 1 };
  const user = await ctx.db.transaction().execute(async (trx) => {
    await useSignupTicket(ctx, trx, ticket, client);
    if (existing)
      return users.update(trx, existing.id, {
        ...splitName(body.name),
        ...(newEmail ? { email: newEmail } : {}),
        ...proved,
        updated_at: now,
      });
    return users.insert(trx, {
      ...splitName(body.name),
      email: social ? ticket.target : newEmail,
      phone: social ? newPhone : ticket.target,
      is_phone_verified: social ? 0 : 1,
      is_email_verified: social ? 1 : 0,
      status: true,
      login_medium: social ? 'social' : 'otp',
      social_id: social ? (ticket.details.social_id ?? null) : null,
      ref_code: newRefCode(),
      created_at: now,
      updated_at: now,
    });
  });
  return signedIn(ctx, user, ticket.login_type);
}

export async function forgotPassword(ctx: AppContext, body: Static<typeof ForgotPasswordBody>, info: RequestInfo) {
  const contact = contactOf(body, body.verification_method);
  const settings = await businessSettings(ctx);
  if (contact.channel === 'phone' ? !settings.is_sms_active : !settings.is_mail_active) {
    throw new ApiError(403, 'verification_method', `Password reset by ${contact.channel} is not available.`);
  }
  await throttle(ctx, info, 'forgot-password', contact.target);
  await checkRecaptcha(ctx, body.recaptcha_token, info.client);
  // An unknown contact gets the same answer and the same steps (a code stored, so the resend timer runs alike) but
  // nothing is sent to it; a send the outbound caps refuse answers the same too (issues 37.8, 37.9).
  const user = await findByContact(ctx, contact);
  const delivery = { ...deliveryTo(info), deliver: Boolean(user), quiet: true };
  return { message: 'OTP sent successfully.', ...(await sendOtp(ctx, { ...contact, purpose: 'reset' }, delivery)) };
}

export async function verifyResetToken(
  ctx: AppContext,
  body: Static<typeof VerifyResetTokenBody>,
  info: RequestInfo,
): Promise<void> {
  const contact = contactOf(body, body.verification_method);
  await throttle(ctx, info, 'reset-password', contact.target);
  await verifyOtp(ctx, { ...contact, purpose: 'reset' }, body.reset_token);
}

export async function resetPassword(
  ctx: AppContext,
  body: Static<typeof ResetPasswordBody>,
  info: RequestInfo,
): Promise<void> {
  checkConfirmed(body);
  const contact = contactOf(body, body.verification_method);
  await throttle(ctx, info, 'reset-password', contact.target);
  // a 6-digit reset code (verify-token's path), or the token verify-phone exchanged a code for
  const verified = isResetCode(body.reset_token)
    ? await verifyOtp(ctx, { ...contact, purpose: 'reset' }, body.reset_token)
    : null;
  const user = await findByContact(ctx, contact);
  if (!user) throw new ApiError(404, 'not-found', 'User not found.');
  const now = ctx.clock.now();
  const passwordHash = await hashPassword(body.password, ctx.passwordCost);
  const { users, sessions } = ctx.repos;
  await ctx.db.transaction().execute(async (trx) => {
    // the proof is used up first: of parallel resets holding the same code or token, one changes the password
    if (verified) await consumeOtp(ctx, verified.id, trx);
    else await useResetToken(ctx, trx, body.reset_token, contact);
    await users.update(trx, user.id, { password_hash: passwordHash, updated_at: now });
    await sessions.revokeAllOf(trx, user.id, now);
  });
  await clearThrottle(ctx, info, 'reset-password', contact.target);
}
