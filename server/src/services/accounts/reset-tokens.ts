/**
 * Reset tokens (issue 45.4): `PUT /api/v1/auth/verify-phone` with `is_reset_token` spends the right reset code and
 * hands back this token instead of echoing the code. Opaque (24 random bytes), stored as its digest, single use,
 * 10 minutes, good only for the contact the code was sent to.
 */
import type { AppContext } from '../../context';
import type { Executor } from '../../db/connect';
import { ApiError } from '../../errors';
import type { OtpChannel } from './otp';
import { randomToken, sha256 } from '../../infra/secrets';

export const RESET_TOKEN_TTL_MS = 10 * 60_000;

/** A reset code is 6 digits; anything else in `reset_token` is a token from verify-phone. */
export const isResetCode = (value: string) => /^[0-9]{6}$/.test(value);

/** The same answer for a wrong, foreign, expired or used token. */
const tokenRefused = () =>
  new ApiError(400, 'reset_token', 'The reset link has expired or was already used. Please start again.');

export async function issueResetToken(
  ctx: AppContext,
  db: Executor,
  contact: { channel: OtpChannel; target: string },
): Promise<string> {
  const token = randomToken(24);
  const now = ctx.clock.now();
  await ctx.repos.resetTokens.insert(db, {
    token_hash: sha256(token),
    channel: contact.channel,
    target: contact.target,
    created_at: now,
    expires_at: new Date(now.getTime() + RESET_TOKEN_TTL_MS),
  });
  return token;
}

/** Uses the token up inside the caller's transaction: of parallel uses, one gets past this. */
export async function useResetToken(
  ctx: AppContext,
  db: Executor,
  token: string,
  contact: { channel: OtpChannel; target: string },
): Promise<void> {
  const used = await ctx.repos.resetTokens.use(db, {
    tokenHash: sha256(token),
    channel: contact.channel,
    target: contact.target,
    now: ctx.clock.now(),
  });
  if (!used) throw tokenRefused();
}
