import { timingSafeEqual } from 'node:crypto';
import type { AppContext } from '../../context';
import { ApiError } from '../../errors';
import type { Lang } from '../../i18n';
import { renderMessage } from '../../messages/templates';
import { siteOf } from '../messages/message-content';
import { admit, OutboundRefused } from '../messages/outbound';
import { randomToken, sha256, sixDigitCode } from '../../infra/secrets';
import type { Executor } from '../../db/connect';
import type { RequestInfo } from '../../model/request-info';

/** Compares two hex digests in constant time. */
function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

export type OtpChannel = 'phone' | 'email';
/**
 * login: OTP sign-in; verify: prove a phone/email (sign-up, sign-in); reset: forgot password; confirm: a code to a
 * contact the account has, proving the person before a change (issue 37.1); change: a code to the new contact.
 * verify-otp only takes login and verify codes, so a confirm or change code never signs anyone in.
 */
export type OtpPurpose = 'login' | 'verify' | 'reset' | 'confirm' | 'change';

export interface SentOtp {
  session_info: string;
  /** Only in demo mode (SPEC §9 "demo OTP in demo mode"): lets a tester sign in without a phone. */
  demo_otp?: string;
  resend_after: number;
}

export interface OtpDelivery {
  /** the address of whoever made the API send it: the outbound caps count per client */
  client: string;
  /** the language the code is written in: the request's */
  lang: Lang;
  /** false: the code is stored (the resend timer runs alike) but nothing is sent (a contact without an account) */
  deliver?: boolean;
  /** a refused send answers as a sent one (where telling would say whether an account exists) */
  quiet?: boolean;
}

/** Who asked for a code, and in which language. */
export const deliveryTo = (info: Pick<RequestInfo, 'client' | 'lang'>): OtpDelivery => ({
  client: info.client,
  lang: info.lang,
});

/**
 * Makes a code for `to` and sends it. The 60-s resend rule answers first; then the outbound caps admit the message
 * or refuse it, before anything is stored or written to the outbox (a refusal is a 429 unless `quiet`).
 */
export async function sendOtp(
  ctx: AppContext,
  to: { channel: OtpChannel; target: string; purpose: OtpPurpose },
  delivery: OtpDelivery,
): Promise<SentOtp> {
  const now = ctx.clock.now();
  const { otps } = ctx.repos;
  const last = await otps.lastSentAt(ctx.db, to);
  if (last) {
    const waitMs = new Date(last.created_at).getTime() + ctx.otp.resendAfterMs - now.getTime();
    if (waitMs > 0) {
      throw new ApiError(429, 'otp', `Please try again after ${Math.ceil(waitMs / 1000)} seconds.`);
    }
  }
  const code = sixDigitCode();
  const session = randomToken(18);
  const minutes = Math.round(ctx.otp.ttlMs / 60000);
  const expiresAt = new Date(now.getTime() + ctx.otp.ttlMs);
  // the text and subject in the customer's language now; the mail's HTML is rendered when it is sent
  const rendered = renderMessage({ kind: 'code', purpose: to.purpose, code, minutes }, await siteOf(ctx), {
    name: null,
    lang: delivery.lang,
    timeZone: undefined,
  });
  const message = {
    channel: to.channel,
    recipient: to.target,
    subject: rendered.subject,
    body: rendered.short,
    purpose: to.purpose,
    lang: delivery.lang,
    code: { code, minutes, expiresAt },
  };
  const sending = delivery.deliver !== false;
  const refused = sending ? await admit(ctx, message, delivery.client) : null;
  if (refused && !delivery.quiet) throw OutboundRefused.of(refused);
  // A new code replaces older unused ones, so only the latest code is ever accepted.
  await otps.consumeUnused(ctx.db, to, now);
  await otps.insert(ctx.db, {
    session_id: session,
    ...to,
    code_hash: sha256(`${session}:${code}`),
    attempts: 0,
    created_at: now,
    expires_at: expiresAt,
  });
  if (sending && !refused) await ctx.sender.send(message);
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
 * Checks a code against the latest live OTP for the target (or session). Every guess takes one of maxAttempts
 * slots with a conditional UPDATE before the code is compared, so parallel guesses cannot check more than
 * maxAttempts codes between them (before, 12 parallel wrong guesses were all checked and the count ended at 1);
 * a right code gives its slot back. At the limit the code is burnt. A right code is marked verified (and stays
 * usable for a follow-up step such as reset-password or a contact change until it is consumed or expires).
 */
export async function verifyOtp(
  ctx: AppContext,
  lookup: OtpLookup,
  code: string,
): Promise<{ id: number; channel: OtpChannel; target: string; purpose: OtpPurpose }> {
  const now = ctx.clock.now();
  const { otps } = ctx.repos;
  const otp = await otps.latestUnused(ctx.db, { ...lookup, sessionId: lookup.sessionInfo });
  if (!otp || new Date(otp.expires_at) <= now) {
    throw new ApiError(400, 'otp', 'OTP has expired or was not requested. Please request a new code.');
  }
  const slot = await otps.takeAttempt(ctx.db, otp.id, ctx.otp.maxAttempts, now);
  if (!slot) throw new ApiError(400, 'otp', 'Too many wrong attempts. Please request a new code.');
  if (!safeEqual(sha256(`${otp.session_id}:${code}`), otp.code_hash))
    throw new ApiError(400, 'otp', 'OTP does not match.');
  await otps.markVerified(ctx.db, otp.id, now);
  return { id: otp.id, channel: otp.channel, target: otp.target, purpose: otp.purpose as OtpPurpose };
}

/**
 * Uses a verified code up, once: of parallel requests holding the same right code only one gets past this (the
 * conditional UPDATE), so one code signs in or resets a password once.
 */
export async function consumeOtp(ctx: AppContext, id: number, db: Executor = ctx.db): Promise<void> {
  if (!(await ctx.repos.otps.consume(db, id, ctx.clock.now())))
    throw new ApiError(400, 'otp', 'OTP has expired or was not requested. Please request a new code.');
}
