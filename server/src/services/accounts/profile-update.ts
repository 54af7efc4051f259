// SPEC §4 "Profile update": the use case behind POST /api/v1/customer/update-profile.
import type { Static } from '@sinclair/typebox';
import type { AppContext } from '../../context';
import type { UserRow } from '../../db/schema';
import { badRequest } from '../../errors';
import type { UpdateProfileBody, UpdateProfileResult } from '../../schemas/account';
import { assertContactFree, splitName } from './accounts';
import { applyAccountChange, proveChange, requestedContacts, sessionOf, type AccountChange } from './contact-change';
import { checkedImage, saveUpload, squarePhoto } from '../../infra/media';
import { offeredPhone } from '../phones';
import { checkConfirmed, hashPassword } from '../../infra/passwords';
import { PASSWORD_MIN } from '@mart/domain';
import { userCaller } from '../../model/caller';
import type { RequestInfo } from '../../model/request-info';

type Body = Static<typeof UpdateProfileBody>;

/** Saves the customer's changes, or answers otp_send when a change needs a proof first. */
export async function updateProfile(
  ctx: AppContext,
  info: RequestInfo,
  user: UserRow,
  body: Body,
): Promise<Static<typeof UpdateProfileResult>> {
  const name = body.name?.trim() ? splitName(body.name) : null;
  const fName = body.f_name?.trim() ?? name?.f_name;
  const lName = body.l_name?.trim() ?? name?.l_name;
  if (fName !== undefined && !fName) throw badRequest('name', 'First name is required');

  const contacts = requestedContacts(user, body, 'Must be a valid phone number');
  // a new number must be a mobile number of a country the site offers (issue 40.7)
  if (contacts.phone) contacts.phone = await offeredPhone(ctx, contacts.phone, info.lang);
  if (body.password) {
    if (body.password.length < PASSWORD_MIN)
      throw badRequest('password', 'Password is too short - should be 6 chars minimum.');
    checkConfirmed(body);
  }
  const image = body.image !== undefined && body.image !== '' ? squarePhoto(checkedImage(body.image)) : null;
  await assertContactFree(ctx, contacts, user.id);

  const change: AccountChange = { user, ...contacts, password: Boolean(body.password) };
  const outcome = await proveChange(ctx, info, change, body, sessionOf(info));
  if (outcome.kind === 'code-sent') {
    return {
      message: `OTP sent to your ${outcome.channel === 'phone' ? 'phone' : 'email'}.`,
      otp_send: true,
      verification_on: outcome.channel,
      verification_step: outcome.step,
      verification_target: outcome.target,
      session_info: outcome.sent.session_info,
      ...(outcome.sent.demo_otp ? { demo_otp: outcome.sent.demo_otp } : {}),
    };
  }

  const now = ctx.clock.now();
  // hashed before the transaction: its row locks are not held through the hash's CPU time
  const passwordHash = body.password ? await hashPassword(body.password, ctx.passwordCost) : null;
  await ctx.db.transaction().execute(async (trx) => {
    await applyAccountChange(ctx, trx, info, change, outcome);
    const imagePath = image ? (await saveUpload(ctx, trx, userCaller(user.id), 'profile', image, now)).path : undefined;
    await ctx.repos.users.update(trx, user.id, {
      ...(fName !== undefined ? { f_name: fName } : {}),
      ...(lName !== undefined ? { l_name: lName } : {}),
      ...(contacts.email ? { email: contacts.email, is_email_verified: outcome.verified === 'email' ? 1 : 0 } : {}),
      ...(contacts.phone ? { phone: contacts.phone, is_phone_verified: outcome.verified === 'phone' ? 1 : 0 } : {}),
      ...(passwordHash ? { password_hash: passwordHash } : {}),
      ...(imagePath ? { image: imagePath } : {}),
      updated_at: now,
    });
  });
  return { message: 'Successfully updated!', otp_send: false, verification_on: null };
}
