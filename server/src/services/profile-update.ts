// SPEC §4 "Profile update": the use case behind POST /api/v1/customer/update-profile.
import type { Static } from '@sinclair/typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import type { UserRow } from '../db/schema';
import { badRequest } from '../errors';
import { domainMessage } from '../i18n';
import type { UpdateProfileBody, UpdateProfileResult } from '../schemas/account';
import { assertContactFree, isEmail, isPhone, normalizeEmail, normalizePhone, splitName } from './accounts';
import { checkedImage, saveUpload } from './media';
import { consumeOtp, sendOtp, verifyOtp, type OtpChannel } from './otp';
import { checkConfirmed, hashPassword, verifyPassword } from './passwords';
import { revokeOtherSessions } from './sessions';
import { businessSettings } from './settings';
import { clearThrottle, throttle } from './throttle';

type Body = Static<typeof UpdateProfileBody>;

/**
 * SPEC §4 "Profile update": changing the phone or email (when the business verifies that channel) first answers
 * otp_send with verification_on and saves nothing; the storefront resubmits the form with the code.
 */
async function contactChangeNeedingOtp(
  ctx: AppContext,
  user: UserRow,
  change: { email: string | null; phone: string | null },
) {
  const { centralize_login: login } = await businessSettings(ctx);
  if (change.phone && login.phone_verification_status) return { channel: 'phone' as OtpChannel, target: change.phone };
  if (change.email && login.email_verification_status) return { channel: 'email' as OtpChannel, target: change.email };
  return null;
}

/**
 * A new password needs the current one when the account has one (a stolen session alone cannot take the
 * account over); guesses count against the account like sign-in attempts do.
 */
async function checkCurrentPassword(
  ctx: AppContext,
  reply: FastifyReply,
  user: UserRow,
  current: string | undefined,
): Promise<void> {
  if (!user.password_hash) return;
  const request = reply.request;
  if (!current) throw badRequest('current_password', domainMessage(request, 'currentPasswordRequired'));
  const key = `user:${user.id}`;
  await throttle(ctx, reply, 'login', key);
  if (!(await verifyPassword(current, user.password_hash, ctx.passwordCost)))
    throw badRequest('current_password', domainMessage(request, 'currentPasswordWrong'));
  await clearThrottle(ctx, 'login', key);
}

/** Saves the customer's changes, or answers otp_send when a contact change needs a code first. */
export async function updateProfile(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  user: UserRow,
  body: Body,
): Promise<Static<typeof UpdateProfileResult>> {
  const name = body.name?.trim() ? splitName(body.name) : null;
  const fName = body.f_name?.trim() ?? name?.f_name;
  const lName = body.l_name?.trim() ?? name?.l_name;
  if (fName !== undefined && !fName) throw badRequest('name', 'First name is required');

  const email = body.email?.trim() ? normalizeEmail(body.email) : null;
  if (email && !isEmail(email)) throw badRequest('email', 'Must be a valid email');
  const phone = body.phone?.trim() ? normalizePhone(body.phone) : null;
  if (phone && !isPhone(phone)) throw badRequest('phone', 'Must be a valid phone number');
  const newEmail = email && email !== user.email?.toLowerCase() ? email : null;
  const newPhone = phone && phone !== user.phone ? phone : null;
  if (newPhone && user.is_phone_verified) throw badRequest('phone', 'A verified phone number cannot be changed.');

  if (body.password) {
    if (body.password.length < 6) throw badRequest('password', 'Password is too short - should be 6 chars minimum.');
    checkConfirmed(body);
    await checkCurrentPassword(ctx, reply, user, body.current_password);
  }

  const image = body.image !== undefined && body.image !== '' ? checkedImage(body.image) : null;

  await assertContactFree(ctx, { email: newEmail, phone: newPhone }, user.id);

  const needsOtp = await contactChangeNeedingOtp(ctx, user, { email: newEmail, phone: newPhone });
  let verifiedOtpId: number | null = null;
  if (needsOtp) {
    if (!body.otp) {
      const sent = await sendOtp(ctx, needsOtp.channel, needsOtp.target, 'verify');
      return {
        message: `OTP sent to your ${needsOtp.channel === 'phone' ? 'phone' : 'email'}.`,
        otp_send: true,
        verification_on: needsOtp.channel,
        session_info: sent.session_info,
        ...(sent.demo_otp ? { demo_otp: sent.demo_otp } : {}),
      };
    }
    verifiedOtpId = (await verifyOtp(ctx, { ...needsOtp, purpose: 'verify' }, body.otp)).id;
  }

  const now = ctx.clock.now();
  // hashed before the transaction: its row locks are not held through the hash's CPU time
  const passwordHash = body.password ? await hashPassword(body.password, ctx.passwordCost) : null;
  await ctx.db.transaction().execute(async (trx) => {
    // the code is used up first: of parallel updates holding one code, one saves
    if (verifiedOtpId) await consumeOtp(ctx, verifiedOtpId, trx);
    const imagePath = image
      ? (await saveUpload(ctx, trx, { kind: 'user', userId: user.id }, 'profile', image, now)).path
      : undefined;
    await ctx.repos.users.update(trx, user.id, {
      ...(fName !== undefined ? { f_name: fName } : {}),
      ...(lName !== undefined ? { l_name: lName } : {}),
      ...(newEmail ? { email: newEmail, is_email_verified: needsOtp?.channel === 'email' ? 1 : 0 } : {}),
      ...(newPhone ? { phone: newPhone, is_phone_verified: needsOtp?.channel === 'phone' ? 1 : 0 } : {}),
      ...(passwordHash ? { password_hash: passwordHash } : {}),
      ...(imagePath ? { image: imagePath } : {}),
      updated_at: now,
    });
    // a new password signs out every other session (a thief's included); this one stays signed in
    if (body.password) await revokeOtherSessions(ctx, request, user.id, trx);
  });
  return { message: 'Successfully updated!', otp_send: false, verification_on: null };
}
