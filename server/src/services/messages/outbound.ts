/**
 * Outbound message caps (issue 37.8): every text and mail the API sends passes here before anything is written to
 * the outbox. Paid texts are money, so they are capped per contact (an hour, a day), per client (a minute, across
 * every route that sends one), per country calling code (an hour) and for the whole service (an hour, a day); mails
 * likewise, but for the country. The counts are rows of `outbound_counts`, taken in one transaction of conditional
 * upserts, so every API instance on one PostgreSQL shares them exactly; a refusal takes nothing and is counted for
 * the operator (`GET /api/v1/operator/outbound`). Codes are admitted here before they are queued; the delivery
 * worker admits news (receipts, status updates) with `admitNews` when it sends them.
 */
import type { AppContext, OutgoingMessage } from '../../context';
import { ApiError } from '../../errors';
import { callingCode } from '../calling-code';
import { sha256 } from '../../infra/secrets';
import type { OutboundCaps } from '../../model/outbound';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export type CapName =
  | 'client_minute'
  | 'contact_hour'
  | 'contact_day'
  | 'prefix_hour'
  | 'texts_hour'
  | 'texts_day'
  | 'mails_hour'
  | 'mails_day';

/** Every cap: its window, the channel it counts (any: both, each apart) and its setting. */
export const CAPS: readonly {
  cap: CapName;
  windowMs: number;
  channel: 'phone' | 'email' | 'any';
  limit: keyof OutboundCaps;
}[] = [
  { cap: 'client_minute', windowMs: MINUTE, channel: 'any', limit: 'clientMinute' },
  { cap: 'contact_hour', windowMs: HOUR, channel: 'any', limit: 'contactHour' },
  { cap: 'contact_day', windowMs: DAY, channel: 'any', limit: 'contactDay' },
  { cap: 'prefix_hour', windowMs: HOUR, channel: 'phone', limit: 'prefixHour' },
  { cap: 'texts_hour', windowMs: HOUR, channel: 'phone', limit: 'textsHour' },
  { cap: 'texts_day', windowMs: DAY, channel: 'phone', limit: 'textsDay' },
  { cap: 'mails_hour', windowMs: HOUR, channel: 'email', limit: 'mailsHour' },
  { cap: 'mails_day', windowMs: DAY, channel: 'email', limit: 'mailsDay' },
];

/** Contacts and clients are counted (and shown) by digest, never as the number or the address. */
const digest = (...parts: string[]) => sha256(parts.join('\u0000')).slice(0, 16);

/** The key a message counts under for `cap`. */
function keyOf(cap: CapName, message: Pick<OutgoingMessage, 'channel' | 'recipient'>, client: string): string {
  switch (cap) {
    case 'client_minute':
      return `${message.channel}:${digest('client', client)}`;
    case 'contact_hour':
    case 'contact_day':
      return `${message.channel}:${digest('contact', message.channel, message.recipient.toLowerCase())}`;
    case 'prefix_hour':
      return callingCode(message.recipient);
    default:
      return 'all';
  }
}

const windowStart = (now: number, windowMs: number) => Math.floor(now / windowMs) * windowMs;

/** The answer to a send the caps refuse: 429, the wait in `Retry-After`, the text in the request's language. */
export class OutboundRefused extends ApiError {
  constructor(
    readonly cap: CapName,
    retryAfterSeconds: number,
  ) {
    super(429, 'too_many_requests', 'Too many messages have been sent. Please try again later.', retryAfterSeconds);
  }

  static of(refused: { cap: CapName; retryAfterMs: number }): OutboundRefused {
    return new OutboundRefused(refused.cap, Math.max(1, Math.ceil(refused.retryAfterMs / 1000)));
  }
}

/** Sentinel thrown inside the counting transaction to undo the slots already taken. */
class Refusal extends Error {
  constructor(
    readonly cap: CapName,
    readonly retryAfterMs: number,
  ) {
    super(cap);
  }
}

/**
 * Takes a slot of every cap the message counts under, or none: the refusing cap and how long until its window
 * ends. `client` is the address of whoever made the API send it.
 */
export function admit(
  ctx: AppContext,
  message: Pick<OutgoingMessage, 'channel' | 'recipient'>,
  client: string,
): Promise<{ cap: CapName; retryAfterMs: number } | null> {
  return take(
    ctx,
    message,
    client,
    CAPS.filter((c) => c.channel === 'any' || c.channel === message.channel),
  );
}

/**
 * News (a receipt, a status update: services/messages/notify.ts) counts in the caps of the whole service and, for a text,
 * of its country calling code, when the delivery worker is about to send it: nobody asks for it, so there is no
 * client to count, and the per-contact caps would drop the fifth status update of a busy order. A refusal holds
 * the message back until the cap's window ends (the worker postpones it); it is never dropped.
 */
export function admitNews(
  ctx: AppContext,
  message: Pick<OutgoingMessage, 'channel' | 'recipient'>,
): Promise<{ cap: CapName; retryAfterMs: number } | null> {
  return take(
    ctx,
    message,
    '',
    CAPS.filter((c) => c.channel === message.channel),
  );
}

async function take(
  ctx: AppContext,
  message: Pick<OutgoingMessage, 'channel' | 'recipient'>,
  client: string,
  checks: typeof CAPS,
): Promise<{ cap: CapName; retryAfterMs: number } | null> {
  const now = ctx.clock.now().getTime();
  const counts = ctx.repos.outboundCounts;
  try {
    // most specific first: a pumping client is refused before it touches the service-wide rows every send shares
    await ctx.db.transaction().execute(async (trx) => {
      for (const check of checks) {
        const start = windowStart(now, check.windowMs);
        const limit = ctx.outbound[check.limit];
        if (!(await counts.take(trx, check.cap, keyOf(check.cap, message, client), start, limit)))
          throw new Refusal(check.cap, start + check.windowMs - now);
      }
    });
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    await counts.refused(ctx.db, error.cap, windowStart(now, HOUR));
    return { cap: error.cap, retryAfterMs: error.retryAfterMs };
  }
  // old windows go now and then; the report only reads the current ones
  if (Math.random() < 0.01) await counts.prune(ctx.db, now - 2 * DAY);
  return null;
}

export interface CapReport {
  cap: CapName;
  channel: 'phone' | 'email' | 'any';
  limit: number;
  window_seconds: number;
  /** the busiest keys of the current window (contacts and clients as digests) */
  current: { key: string; count: number }[];
  refused_last_day: number;
}

/** What the operator sees: every cap, its setting, its busiest keys now, and its refusals in the last 24 hours. */
export async function outboundReport(ctx: AppContext): Promise<{ caps: CapReport[] }> {
  const now = ctx.clock.now().getTime();
  const counts = ctx.repos.outboundCounts;
  const caps: CapReport[] = [];
  for (const c of CAPS) {
    const busiest = await counts.busiest(ctx.db, c.cap, windowStart(now, c.windowMs), 10);
    caps.push({
      cap: c.cap,
      channel: c.channel,
      limit: ctx.outbound[c.limit],
      window_seconds: c.windowMs / 1000,
      current: busiest.map((row) => ({ key: row.key, count: Number(row.hits) })),
      refused_last_day: await counts.refusalsSince(ctx.db, c.cap, windowStart(now, HOUR) - 23 * HOUR),
    });
  }
  return { caps };
}
