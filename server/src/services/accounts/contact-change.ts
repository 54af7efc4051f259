/**
 * Issue 37.1: changing a contact (e-mail, phone) or a password proves the person, on every route that can change
 * them (update-profile, update-info with a session). The proof is the current password, or a code sent to the
 * contact being replaced (to a contact the account has when it adds one or sets a first password); then a code to
 * the new contact when its channel is real (the business sends texts or mails, or verifies that channel). A stolen
 * session alone changes nothing: whoever holds it gets codes sent to the owner, never to themselves.
 *
 * The route sends the same form again with what was asked for: `current_password`, or `current_contact_otp`, then
 * `otp` for the new contact. Codes are checked here and used up by the caller, in the transaction that saves.
 */
import type { AppContext } from '../../context';
import type { Executor } from '../../db/connect';
import type { UserRow } from '../../db/schema';
import { badRequest } from '../../errors';
import { translator } from '../../i18n';
import { isEmail, isPhone, normalizeEmail, normalizePhone } from './accounts';
import { consumeOtp, deliveryTo, sendOtp, verifyOtp, type OtpChannel, type OtpPurpose, type SentOtp } from './otp';
import { verifyPassword } from '../../infra/passwords';
import { sha256 } from '../../infra/secrets';
import { revokeOtherSessions } from './sessions';
import { businessSettings } from '../catalog/settings';
import { clearThrottle, throttle } from '../throttle';
import type { RequestInfo } from '../../model/request-info';

export interface AccountChange {
  user: UserRow;
  /** the new e-mail / phone (normalised), null when it stays */
  email: string | null;
  phone: string | null;
  /** a new password is asked for */
  password: boolean;
}

export interface ChangeProof {
  current_password?: string;
  /** the code sent to the contact being replaced (or to one the account has) */
  current_contact_otp?: string;
  /** the code sent to the new contact */
  otp?: string;
}

export type ProofStep = 'current_contact' | 'new_contact';

export type ChangeOutcome =
  | { kind: 'proved'; otpIds: number[]; verified: OtpChannel | null }
  | { kind: 'code-sent'; step: ProofStep; channel: OtpChannel; target: string; sent: SentOtp };

interface Contact {
  channel: OtpChannel;
  target: string;
}

/** The contact a proof code goes to: the one being replaced, else one the account has (verified first). */
function identityContact(user: UserRow, change: AccountChange): Contact | null {
  const phone = user.phone ? { channel: 'phone' as const, target: user.phone } : null;
  const email = user.email ? { channel: 'email' as const, target: user.email } : null;
  if (change.phone && phone) return phone;
  if (change.email && email) return email;
  if (user.is_phone_verified && phone) return phone;
  if (user.is_email_verified && email) return email;
  return phone ?? email;
}

/** A channel the business really sends on or verifies: a new contact there is proved by a code. */
async function realChannel(ctx: AppContext, channel: OtpChannel): Promise<boolean> {
  const settings = await businessSettings(ctx);
  const login = settings.centralize_login;
  return channel === 'phone'
    ? Boolean(settings.is_sms_active || login.phone_verification_status)
    : Boolean(settings.is_mail_active || login.email_verification_status);
}

/** A code for this contact and purpose, checked; its guesses count against the session like sign-in's do. */
async function checkCode(
  ctx: AppContext,
  info: RequestInfo,
  to: Contact & { purpose: OtpPurpose },
  code: string,
  session: string | null,
): Promise<number> {
  await throttle(ctx, info, 'otp-verify', to.target, session);
  const verified = await verifyOtp(ctx, to, code);
  await clearThrottle(ctx, info, 'otp-verify', to.target, session);
  return verified.id;
}

/**
 * The current password, counted per session (`current-password`): wrong sign-ins from anywhere never stop the
 * session that proves itself, and a thief holding the session gets five guesses a quarter hour.
 */
async function checkCurrentPassword(
  ctx: AppContext,
  info: RequestInfo,
  user: UserRow,
  current: string,
  session: string | null,
): Promise<void> {
  await throttle(ctx, info, 'current-password', `user:${user.id}`, session ?? `user:${user.id}`);
  if (!(await verifyPassword(current, user.password_hash, ctx.passwordCost)))
    throw badRequest('current_password', translator(info.lang)('currentPasswordWrong'));
  await clearThrottle(ctx, info, 'current-password', `user:${user.id}`, session ?? `user:${user.id}`);
}

/**
 * Checks the proof a change needs, or sends the next code it needs (and says which). `session` is the digest of
 * the session making the change.
 */
export async function proveChange(
  ctx: AppContext,
  info: RequestInfo,
  change: AccountChange,
  proof: ChangeProof,
  session: string | null,
): Promise<ChangeOutcome> {
  const { user } = change;
  if (!change.email && !change.phone && !change.password) return { kind: 'proved', otpIds: [], verified: null };
  // SPEC §4: a verified phone is Not Changeable, whichever route is asked
  if (change.phone && user.is_phone_verified) throw badRequest('phone', 'A verified phone number cannot be changed.');
  if (change.email && change.phone) throw badRequest('email', 'Change your e-mail and your phone one at a time.');
  const otpIds: number[] = [];

  if (proof.current_password && user.password_hash) {
    await checkCurrentPassword(ctx, info, user, proof.current_password, session);
  } else if (change.password && user.password_hash) {
    // a forgotten password is reset by forgot-password, which signs every session out
    throw badRequest('current_password', translator(info.lang)('currentPasswordRequired'));
  } else {
    const identity = identityContact(user, change);
    if (!identity) throw badRequest('current_password', translator(info.lang)('currentPasswordRequired'));
    const to = { ...identity, purpose: 'confirm' as const };
    if (!proof.current_contact_otp) {
      const sent = await sendOtp(ctx, to, deliveryTo(info));
      return { kind: 'code-sent', step: 'current_contact', ...identity, sent };
    }
    otpIds.push(await checkCode(ctx, info, to, proof.current_contact_otp, session));
  }

  const fresh: Contact | null = change.phone
    ? { channel: 'phone', target: change.phone }
    : change.email
      ? { channel: 'email', target: change.email }
      : null;
  if (!fresh || !(await realChannel(ctx, fresh.channel))) return { kind: 'proved', otpIds, verified: null };
  const to = { ...fresh, purpose: 'change' as const };
  if (!proof.otp) {
    const sent = await sendOtp(ctx, to, deliveryTo(info));
    return { kind: 'code-sent', step: 'new_contact', ...fresh, sent };
  }
  otpIds.push(await checkCode(ctx, info, to, proof.otp, session));
  return { kind: 'proved', otpIds, verified: fresh.channel };
}

/** The new contacts a form asks for (normalised and checked), null where it keeps the current one. */
export function requestedContacts(
  user: UserRow,
  fields: { email?: string; phone?: string },
  phoneMessage: string,
): { email: string | null; phone: string | null } {
  const email = fields.email?.trim() ? normalizeEmail(fields.email) : null;
  if (email && !isEmail(email)) throw badRequest('email', 'Must be a valid email');
  const phone = fields.phone?.trim() ? normalizePhone(fields.phone) : null;
  if (phone && !isPhone(phone)) throw badRequest('phone', phoneMessage);
  return {
    email: email && email !== user.email?.toLowerCase() ? email : null,
    phone: phone && phone !== user.phone ? phone : null,
  };
}

/** The session making a change, as the digest a throttle counts it under. */
export const sessionOf = (info: Pick<RequestInfo, 'token'>) => {
  const token = info.token;
  return token ? sha256(token) : null;
};

/**
 * Saves a proved change inside `trx`: the codes are used up first (of parallel saves holding one code, one goes
 * through), and a new contact or password signs every other session out (a thief's included).
 */
export async function applyAccountChange(
  ctx: AppContext,
  trx: Executor,
  info: RequestInfo,
  change: AccountChange,
  proved: Extract<ChangeOutcome, { kind: 'proved' }>,
): Promise<void> {
  for (const id of proved.otpIds) await consumeOtp(ctx, id, trx);
  if (change.email || change.phone || change.password) await revokeOtherSessions(ctx, info, change.user.id, trx);
}
