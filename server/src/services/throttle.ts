/**
 * Per-account throttles (issue 21, shaped by issue 37.6): how often an account, contact or order may be tried. The
 * per-client limit stays on @fastify/rate-limit; these count in the database so several API instances on one
 * PostgreSQL share them, each count one atomic UPSERT … RETURNING (parallel attempts cannot all read "allowed").
 *
 * Shaped so an attacker cannot lock the owner out (OWASP's guidance on lockout and device cookies):
 * - every attempt counts per account *and* client (`max`): wrong guesses from other addresses never spend the
 *   owner's tries;
 * - past a higher bar (`accountMax`) the account is closed to unknown clients together, so many addresses do not
 *   multiply the guesses without end;
 * - a known client (a sign-in's device token, a signed-in session: `known`) skips both and keeps a count of its own
 *   (`max`), so the owner's device gets in through a storm, and a stolen device token buys only `max` guesses;
 * - `clientMax` caps one client across accounts (one address walking sequential order ids).
 * Within a window a key gets its attempts; the next is refused and blocks it for `blockMs`, doubled for every
 * further block (up to `maxBlockMs`). A quiet day forgets the blocks; a success forgets its own key's.
 */
import type { AppContext } from '../context';
import { ApiError } from '../errors';
import { translator } from '../i18n';
import { sha256 } from '../infra/secrets';
import type { ThrottleRule, ThrottleScope } from '../model/throttle';
import type { RequestInfo } from '../model/request-info';

/** A route's per-client limit (AUTH_RATE_LIMIT per minute), its `config`; the per-account throttles come on top. */
export const perClientLimit = (ctx: AppContext) => ({
  rateLimit: { max: ctx.authRateLimit.max, timeWindow: ctx.authRateLimit.timeWindowMs },
});

const DAY = 24 * 60 * 60_000;
/** After this long without a block, earlier blocks no longer lengthen the next one. */
const FORGET_AFTER_MS = DAY;

const digest = (...parts: (string | number)[]) =>
  sha256(parts.map((p) => String(p).trim().toLowerCase()).join('\u0000'));

/** Who tries: the account (or contact, or order) tried, the client address, and a known device or session if any. */
export interface Attempt {
  subject: string | number;
  client: string;
  /** the known device or the proven session making the attempt (a digest of it) */
  known?: string | null;
}

/** The counters one attempt takes, in the order they are taken, each with its limit. */
function countersOf(rule: ThrottleRule, attempt: Attempt): { key: string; max: number }[] {
  if (attempt.known) return [{ key: digest('known', attempt.subject, attempt.known), max: rule.max }];
  return [
    { key: digest('pair', attempt.subject, attempt.client), max: rule.max },
    ...(rule.accountMax ? [{ key: digest('account', attempt.subject), max: rule.accountMax }] : []),
    ...(rule.clientMax ? [{ key: digest('client', attempt.client), max: rule.clientMax }] : []),
  ];
}

/**
 * Counts one attempt in `scope`; a refused attempt is a 429 with `Retry-After` and the wait in the customer's
 * language. The client is the request's address (`request.ip`, `TRUST_PROXY` hops back: RequestInfo.client).
 */
export async function throttle(
  ctx: AppContext,
  caller: Pick<RequestInfo, 'client' | 'lang'>,
  scope: ThrottleScope,
  subject: string | number,
  known?: string | null,
): Promise<void> {
  const rule = ctx.throttleRules[scope];
  const now = ctx.clock.now().getTime();
  const attempt = { subject, client: caller.client, known };
  for (const counter of countersOf(rule, attempt)) {
    const limit = { ...rule, max: counter.max };
    const blockedUntil = await ctx.repos.throttles.hit(ctx.db, scope, counter.key, now, limit, FORGET_AFTER_MS);
    const waitMs = blockedUntil - now;
    if (waitMs <= 0) continue;
    const seconds = Math.ceil(waitMs / 1000);
    ctx.metrics.throttleRefusals.inc({ scope });
    throw new ApiError(429, 'too_many_requests', translator(caller.lang)('tooManyAttempts', { seconds }), seconds);
  }
}

/**
 * A success (right password, right code, right phone): this client's (or known device's) failures and blocks no
 * longer count, and the success itself is given back to the account-wide and per-client counts (only failures
 * count there). Those counts keep everyone else's failures: the owner proving themselves gives a storm nothing.
 */
export async function clearThrottle(
  ctx: AppContext,
  caller: Pick<RequestInfo, 'client' | 'lang'>,
  scope: ThrottleScope,
  subject: string | number,
  known?: string | null,
) {
  const rule = ctx.throttleRules[scope];
  const attempt = { subject, client: caller.client, known };
  const [own, ...shared] = countersOf(rule, attempt);
  await ctx.repos.throttles.clear(ctx.db, scope, own!.key);
  for (const counter of shared) await ctx.repos.throttles.release(ctx.db, scope, counter.key);
}
