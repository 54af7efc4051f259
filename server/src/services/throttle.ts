/**
 * Per-account throttles (issue 21): how often one account, contact or order may be tried, whoever tries it and
 * from however many addresses. The per-client limit stays on @fastify/rate-limit; this one counts in the database
 * so several API instances on one PostgreSQL share the count, and each count is one atomic UPSERT … RETURNING,
 * so parallel attempts cannot all read "allowed" before any of them is recorded.
 *
 * Within a window an identifier gets `max` attempts; the next one is refused and blocks it for `blockMs`, doubled
 * for every further block (up to `maxBlockMs`). A quiet day forgets the blocks; a success can forget them at once.
 */
import type { FastifyReply } from 'fastify';
import type { AppContext } from '../context';
import { ApiError } from '../errors';
import { domainMessage } from '../i18n';
import { sha256 } from './secrets';

/** A route's per-client limit (AUTH_RATE_LIMIT per minute), its `config`; the per-account throttles come on top. */
export const perClientLimit = (ctx: AppContext) => ({
  rateLimit: { max: ctx.authRateLimit.max, timeWindow: ctx.authRateLimit.timeWindowMs },
});

export type ThrottleScope =
  'login' | 'otp-send' | 'otp-verify' | 'forgot-password' | 'reset-password' | 'registration' | 'order-track';

export interface ThrottleRule {
  max: number;
  windowMs: number;
  blockMs: number;
  maxBlockMs: number;
}

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** After this long without a block, earlier blocks no longer lengthen the next one. */
const FORGET_AFTER_MS = DAY;

export const THROTTLE_RULES: Record<ThrottleScope, ThrottleRule> = {
  login: { max: 5, windowMs: 15 * MINUTE, blockMs: MINUTE, maxBlockMs: DAY },
  'otp-send': { max: 3, windowMs: 15 * MINUTE, blockMs: 5 * MINUTE, maxBlockMs: DAY },
  // two codes' worth: each code itself is burnt after its 5 wrong guesses (services/otp.ts)
  'otp-verify': { max: 10, windowMs: 15 * MINUTE, blockMs: MINUTE, maxBlockMs: DAY },
  'forgot-password': { max: 3, windowMs: 15 * MINUTE, blockMs: 5 * MINUTE, maxBlockMs: DAY },
  'reset-password': { max: 5, windowMs: 15 * MINUTE, blockMs: MINUTE, maxBlockMs: DAY },
  registration: { max: 3, windowMs: 60 * MINUTE, blockMs: 10 * MINUTE, maxBlockMs: DAY },
  'order-track': { max: 5, windowMs: 15 * MINUTE, blockMs: MINUTE, maxBlockMs: DAY },
};

/** The default rules with a deployment's (or a test's) overrides. */
export function throttleRules(
  overrides: Partial<Record<ThrottleScope, Partial<ThrottleRule>>> = {},
): Record<ThrottleScope, ThrottleRule> {
  const scopes = Object.keys(THROTTLE_RULES) as ThrottleScope[];
  return Object.fromEntries(scopes.map((s) => [s, { ...THROTTLE_RULES[s], ...overrides[s] }])) as Record<
    ThrottleScope,
    ThrottleRule
  >;
}

const keyOf = (identifier: string | number) => sha256(String(identifier).trim().toLowerCase());

/**
 * Counts one attempt on `identifier` in `scope`; a refused attempt is a 429 with `Retry-After` and the wait in
 * the customer's language.
 */
export async function throttle(
  ctx: AppContext,
  reply: FastifyReply,
  scope: ThrottleScope,
  identifier: string | number,
): Promise<void> {
  const rule = ctx.throttleRules[scope];
  const now = ctx.clock.now().getTime();
  const blockedUntil = await ctx.repos.throttles.hit(ctx.db, scope, keyOf(identifier), now, rule, FORGET_AFTER_MS);
  const waitMs = blockedUntil - now;
  if (waitMs <= 0) return;
  const seconds = Math.ceil(waitMs / 1000);
  reply.header('retry-after', String(seconds));
  throw new ApiError(429, 'too_many_requests', domainMessage(reply.request, 'tooManyAttempts', { seconds }));
}

/** A success on the account (right password, right code): its earlier failures and blocks no longer count. */
export async function clearThrottle(ctx: AppContext, scope: ThrottleScope, identifier: string | number) {
  await ctx.repos.throttles.clear(ctx.db, scope, keyOf(identifier));
}
