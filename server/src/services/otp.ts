import type { AppContext } from '../context';
import { ApiError } from '../errors';
import { randomToken, sha256, sixDigitCode } from './secrets';

export type OtpChannel = 'phone' | 'email';
/** login: OTP sign-in; verify: prove a phone/email (sign-up, profile change); reset: forgot password. */
export type OtpPurpose = 'login' | 'verify' | 'reset';

export interface SentOtp {
  session_info: string;
  /** Only in demo mode (SPEC §9 "demo OTP in demo mode"): lets a tester sign in without a phone. */
  demo_otp?: string;
  resend_after: number;
}

export async function sendOtp(
  ctx: AppContext,
  channel: OtpChannel,
  target: string,
  purpose: OtpPurpose,
): Promise<SentOtp> {
  const now = ctx.clock.now();
  const last = await ctx.db
    .selectFrom('otps')
    .select('created_at')
    .where('channel', '=', channel)
    .where('target', '=', target)
    .where('purpose', '=', purpose)
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
  if (last) {
    const waitMs = new Date(last.created_at).getTime() + ctx.otp.resendAfterMs - now.getTime();
    if (waitMs > 0) {
      throw new ApiError(429, 'otp', `Please try again after ${Math.ceil(waitMs / 1000)} seconds.`);
    }
  }
  const code = sixDigitCode();
  const session = randomToken(18);
  // A new code replaces older unused ones, so only the latest code is ever accepted.
  await ctx.db
    .updateTable('otps')
    .set({ consumed_at: now })
    .where('channel', '=', channel)
    .where('target', '=', target)
    .where('purpose', '=', purpose)
    .where('consumed_at', 'is', null)
    .execute();
  await ctx.db
    .insertInto('otps')
    .values({
      session_id: session,
      channel,
      target,
      purpose,
      code_hash: sha256(`${session}:${code}`),
      attempts: 0,
      created_at: now,
      expires_at: new Date(now.getTime() + ctx.otp.ttlMs),
    })
    .execute();
  const body = `Your Mart verification code is ${code}. It expires in ${Math.round(ctx.otp.ttlMs / 60000)} minutes.`;
  await ctx.sender.send({ channel, recipient: target, subject: 'Mart verification code', body });
  const result: SentOtp = { session_info: session, resend_after: Math.round(ctx.otp.resendAfterMs / 1000) };
  return ctx.demo ? { ...result, demo_otp: code } : result;
}

interface OtpLookup {
  channel?: OtpChannel;
  target?: string;
  /** omitted only with sessionInfo: the session says what the code was for */
  purpose?: OtpPurpose;
  sessionInfo?: string;
}

/**
 * Checks a code against the latest live OTP for the target (or session). Each wrong guess counts; after
 * maxAttempts the code is burnt. A right code is marked verified (and stays usable for a follow-up step such as
 * reset-password or update-info until it is consumed or expires).
 */
export async function verifyOtp(
  ctx: AppContext,
  lookup: OtpLookup,
  code: string,
): Promise<{ id: number; channel: OtpChannel; target: string; purpose: OtpPurpose }> {
  const now = ctx.clock.now();
  let query = ctx.db.selectFrom('otps').selectAll().where('consumed_at', 'is', null);
  if (lookup.purpose) query = query.where('purpose', '=', lookup.purpose);
  if (lookup.sessionInfo) query = query.where('session_id', '=', lookup.sessionInfo);
  if (lookup.channel) query = query.where('channel', '=', lookup.channel);
  if (lookup.target) query = query.where('target', '=', lookup.target);
  const otp = await query.orderBy('created_at', 'desc').executeTakeFirst();
  if (!otp || new Date(otp.expires_at) <= now) {
    throw new ApiError(400, 'otp', 'OTP has expired or was not requested. Please request a new code.');
  }
  if (otp.attempts >= ctx.otp.maxAttempts) {
    throw new ApiError(400, 'otp', 'Too many wrong attempts. Please request a new code.');
  }
  if (sha256(`${otp.session_id}:${code}`) !== otp.code_hash) {
    await ctx.db
      .updateTable('otps')
      .set({ attempts: otp.attempts + 1 })
      .where('id', '=', otp.id)
      .execute();
    throw new ApiError(400, 'otp', 'OTP does not match.');
  }
  await ctx.db.updateTable('otps').set({ verified_at: now }).where('id', '=', otp.id).execute();
  return { id: otp.id, channel: otp.channel, target: otp.target, purpose: otp.purpose as OtpPurpose };
}

/** A code verified within its lifetime and not yet used for a follow-up step (update-info after OTP login). */
export async function findVerifiedOtp(ctx: AppContext, channel: OtpChannel, target: string, purpose: OtpPurpose) {
  return ctx.db
    .selectFrom('otps')
    .select(['id', 'session_id'])
    .where('channel', '=', channel)
    .where('target', '=', target)
    .where('purpose', '=', purpose)
    .where('verified_at', 'is not', null)
    .where('consumed_at', 'is', null)
    .where('expires_at', '>', ctx.clock.now())
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
}

export async function consumeOtp(ctx: AppContext, id: number): Promise<void> {
  await ctx.db.updateTable('otps').set({ consumed_at: ctx.clock.now() }).where('id', '=', id).execute();
}
