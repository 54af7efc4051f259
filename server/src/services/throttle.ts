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
import { sql } from 'kysely';
import type { AppContext } from '../context';
import { ApiError } from '../errors';
import { domainMessage } from '../i18n';
import { sha256 } from './secrets';

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
  const windowStart = now - rule.windowMs;
  // Every SET expression reads the row as it was before this attempt (t.*), so the branches agree.
  const blocked = sql<boolean>`t.blocked_until_ms > ${now}::bigint`;
  const fresh = sql<boolean>`t.window_start_ms <= ${windowStart}::bigint`;
  const over = sql<boolean>`t.hits >= ${rule.max}::int`;
  const { rows } = await sql<{ blocked_until_ms: string | number }>`
    insert into auth_throttles as t (scope, key, window_start_ms, hits, strikes, blocked_until_ms)
    values (${scope}, ${keyOf(identifier)}, ${now}::bigint, 1, 0, 0)
    on conflict (scope, key) do update set
      hits = case when ${blocked} then t.hits when ${fresh} then 1 when ${over} then 0 else t.hits + 1 end,
      window_start_ms = case
        when ${blocked} then t.window_start_ms when ${fresh} or ${over} then ${now}::bigint
        else t.window_start_ms end,
      strikes = case
        when ${blocked} then t.strikes
        when ${fresh} and t.blocked_until_ms <= ${now - FORGET_AFTER_MS}::bigint then 0
        when ${fresh} then t.strikes
        when ${over} then t.strikes + 1
        else t.strikes end,
      blocked_until_ms = case
        when ${blocked} or ${fresh} or not ${over} then t.blocked_until_ms
        else ${now}::bigint + least(${rule.maxBlockMs}::bigint,
          (${rule.blockMs}::bigint * power(2, least(t.strikes, 30)))::bigint) end
    returning blocked_until_ms`.execute(ctx.db);
  const waitMs = Number(rows[0]?.blocked_until_ms ?? 0) - now;
  if (waitMs <= 0) return;
  const seconds = Math.ceil(waitMs / 1000);
  reply.header('retry-after', String(seconds));
  throw new ApiError(429, 'too_many_requests', domainMessage(reply.request, 'tooManyAttempts', { seconds }));
}

/** A success on the account (right password, right code): its earlier failures and blocks no longer count. */
export async function clearThrottle(ctx: AppContext, scope: ThrottleScope, identifier: string | number) {
  await ctx.db.deleteFrom('auth_throttles').where('scope', '=', scope).where('key', '=', keyOf(identifier)).execute();
}
