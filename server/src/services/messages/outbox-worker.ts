/**
 * The delivery worker (issue 39): every API instance may run it; it takes due messages from the outbox, sends them
 * (mail over SMTP, texts through the configured provider), records each attempt, retries with backoff, and gives up
 * after `maxAttempts`, marking the message `failed` for the operator (`GET /api/v1/operator/outbox`).
 *
 * One message at a time is leased (repositories/outbox.ts `claim`: FOR UPDATE SKIP LOCKED, the lease committed
 * before anything is sent), so instances never hold the same message, and a killed worker's message is taken up
 * again once its lease runs out. Delivery is therefore at least once, and exactly once except in one window: a
 * worker that dies after the server accepted a message (SMTP's 250 after the data, the provider's answer) and
 * before its `sent` commit — one UPDATE — leaves a message that is sent again. Every attempt of one row carries the
 * same Message-ID (`<id.created.outbox@domain>`), so a receiving system (or a person) recognises the duplicate, and
 * a text whose attempt was interrupted is first looked up at the provider by our id (SMSC's status.php) and not
 * sent again when the provider already has it. SMTP has no such question to ask.
 */
import type { Logger } from '../../model/logger';
import type { AppContext } from '../../context';
import { renderMessage } from '../../messages/templates';
import type { Claimed } from '../../repositories/outbox';
import { DeliveryError } from '../../infra/mail-transport';
import { contentOf, siteOf } from './message-content';
import { admitNews } from './outbound';
import { pushNotificationOf, topicOf } from './push-messages';
import { sendPush, SubscriptionGone, vapidKeys } from '../../infra/web-push';

/** The wait before attempt `attempts + 1`: base, doubled after each failed attempt, at most `max`. */
export function retryDelayMs(attempts: number, baseMs: number, maxMs: number): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, attempts - 1));
}

/** The Message-ID of every attempt of one outbox row. */
export function messageIdOf(row: { id: number; created_at: Date }, domain: string): string {
  return `<${row.id}.${new Date(row.created_at).getTime()}.outbox@${domain}>`;
}

export interface RoundResult {
  sent: number;
  retried: number;
  failed: number;
  expired: number;
  postponed: number;
}

/** Rejects with a retryable DeliveryError after `ms`: an attempt never outlives its lease. */
function within<T>(ms: number, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new DeliveryError(`no answer within ${ms} ms`, false)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 500);

type Outcome = 'sent' | 'retried' | 'failed' | 'expired' | 'postponed' | 'lost';

async function deliver(ctx: AppContext, row: Claimed, log: Logger | undefined): Promise<Outcome> {
  const settings = ctx.outbox;
  const { outbox } = ctx.repos;
  const worker = settings.workerId;
  const started = ctx.clock.now();
  const attempt = (outcome: 'sent' | 'retry' | 'failed' | 'expired', error: string | null = null) =>
    outbox.recordAttempt(ctx.db, {
      outbox_id: row.id,
      attempt: row.attempts,
      worker,
      started_at: started,
      finished_at: ctx.clock.now(),
      outcome,
      error,
    });
  if (row.was === 'sending') {
    // its worker died holding it: that attempt's end was never written
    await outbox.recordAttempt(ctx.db, {
      outbox_id: row.id,
      attempt: row.attempts - 1,
      worker: row.was_by ?? 'unknown',
      started_at: started,
      finished_at: started,
      outcome: 'interrupted',
      error: 'the worker stopped before the attempt ended (its lease ran out)',
    });
  }
  const fail = async (error: string): Promise<Outcome> => {
    if (!(await outbox.finish(ctx.db, row.id, worker, { state: 'failed', last_error: error }))) return 'lost';
    ctx.metrics.outboxFailures.inc({ kind: row.kind });
    await attempt('failed', error);
    log?.warn({ outbox: row.id, kind: row.kind, attempts: row.attempts, error }, 'message failed for good');
    return 'failed';
  };
  if (row.attempts > settings.maxAttempts) return fail(`gave up after ${settings.maxAttempts} attempts`);

  const code = row.kind === 'code';
  const expiresAt = code ? new Date(String(row.payload.expires_at)) : null;
  if (expiresAt && expiresAt <= started) {
    // nobody can use it any more: not sent, and the code is not kept
    const done = await outbox.finish(ctx.db, row.id, worker, {
      state: 'expired',
      body: null,
      payload: JSON.stringify({ purpose: row.payload.purpose }),
    });
    if (!done) return 'lost';
    await attempt('expired');
    return 'expired';
  }
  // pushes cost nothing and reach only a device the customer subscribed: the caps are for mails and texts
  if (row.kind !== 'code' && row.kind !== 'plain' && row.channel !== 'push') {
    const refused = await admitNews(ctx, { channel: row.channel, recipient: row.recipient });
    if (refused) {
      await outbox.postpone(ctx.db, row.id, worker, new Date(started.getTime() + refused.retryAfterMs));
      return 'postponed';
    }
  }

  try {
    const found = await contentOf(ctx, row);
    if (!found) return fail('what the message tells about no longer exists');
    const site = await siteOf(ctx);
    const rendered = renderMessage(found.content, site, found.to);
    const cutOff = Math.max(1_000, Math.floor(settings.leaseMs / 2));
    if (row.channel === 'push') {
      const push = settings.push;
      if (!push) throw new DeliveryError('Web Push is not configured', false);
      const target = await ctx.repos.pushSubscriptions.byEndpoint(ctx.db, row.recipient);
      // switched off or signed out since it was queued: nobody to tell any more
      if (!target || target.user_id !== row.user_id) return fail('the push subscription was removed');
      const notification = pushNotificationOf(row, rendered, site);
      try {
        await within(
          cutOff,
          sendPush(push, await vapidKeys(ctx), target, JSON.stringify(notification), {
            topic: topicOf(notification.tag),
            urgency: row.kind === 'order_status' || row.kind === 'trip_status' ? 'high' : 'normal',
          }),
        );
      } catch (error) {
        if (error instanceof SubscriptionGone) await ctx.repos.pushSubscriptions.removeEndpoint(ctx.db, row.recipient);
        throw error;
      }
    } else if (row.channel === 'email') {
      if (!settings.mail) throw new DeliveryError('no SMTP server is configured', false);
      await within(
        cutOff,
        settings.mail.send({
          to: row.recipient,
          subject: rendered.subject,
          text: rendered.text,
          html: rendered.html,
          messageId: messageIdOf(row, settings.messageIdDomain),
        }),
      );
    } else {
      const texts = settings.texts;
      if (!texts) throw new DeliveryError('no text provider is configured', false);
      const message = { to: row.recipient, text: rendered.short, id: String(row.id) };
      const known =
        row.was === 'sending' && texts.alreadyAccepted && (await within(cutOff, texts.alreadyAccepted(message)));
      if (!known) await within(cutOff, texts.send(message));
    }
    const done = await outbox.finish(ctx.db, row.id, worker, {
      state: 'sent',
      sent_at: ctx.clock.now(),
      last_error: null,
      subject: rendered.subject,
      // a sent code is kept no longer than it must be
      ...(code ? { body: null, payload: JSON.stringify({ purpose: row.payload.purpose }) } : {}),
    });
    if (!done) {
      log?.warn({ outbox: row.id }, 'sent after its lease ran out: another worker may send it again');
      return 'lost';
    }
    await attempt('sent');
    return 'sent';
  } catch (error) {
    const text = errorText(error);
    const permanent = error instanceof DeliveryError && error.permanent;
    if (!(error instanceof DeliveryError)) log?.error({ err: error, outbox: row.id }, 'message could not be prepared');
    if (permanent || row.attempts >= settings.maxAttempts)
      return fail(permanent ? text : `gave up after ${row.attempts} attempts: ${text}`);
    const next = new Date(
      ctx.clock.now().getTime() + retryDelayMs(row.attempts, settings.retryBaseMs, settings.retryMaxMs),
    );
    if (!(await outbox.finish(ctx.db, row.id, worker, { state: 'pending', next_attempt_at: next, last_error: text })))
      return 'lost';
    ctx.metrics.outboxRetries.inc({ kind: row.kind });
    await attempt('retry', text);
    log?.info({ outbox: row.id, attempts: row.attempts, next, error: text }, 'message will be tried again');
    return 'retried';
  }
}

/**
 * One round: due messages, one at a time, until none is due or `limit` were handled. Several workers (instances)
 * may run rounds at once; each message goes to one of them.
 */
export async function deliverDue(ctx: AppContext, log?: Logger, limit = 50): Promise<RoundResult> {
  const result: RoundResult = { sent: 0, retried: 0, failed: 0, expired: 0, postponed: 0 };
  const channels = [
    ...(ctx.outbox.mail ? ['email'] : []),
    ...(ctx.outbox.texts ? ['phone'] : []),
    ...(ctx.outbox.push ? ['push'] : []),
  ];
  for (let handled = 0; handled < limit; handled += 1) {
    const now = ctx.clock.now();
    const [row] = await ctx.repos.outbox.claim(ctx.db, {
      worker: ctx.outbox.workerId,
      channels,
      now,
      leaseUntil: new Date(now.getTime() + ctx.outbox.leaseMs),
      limit: 1,
    });
    if (!row) break;
    const outcome = await deliver(ctx, row, log);
    if (outcome !== 'lost') result[outcome] += 1;
  }
  return result;
}

/**
 * Runs rounds until the returned stop is called; stop waits for the message in hand (a SIGTERM's drain lets it
 * finish). A round that handled a full batch is followed at once by the next.
 */
export function startOutboxWorker(ctx: AppContext, log: Logger): () => Promise<void> {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<unknown> = Promise.resolve();
  const batch = 50;
  const tick = () => {
    if (stopped) return;
    current = deliverDue(ctx, log, batch)
      .then((r) => {
        const handled = r.sent + r.retried + r.failed + r.expired + r.postponed;
        if (r.sent || r.failed) log.info(r, 'outbox round');
        return handled >= batch ? 0 : ctx.outbox.pollMs;
      })
      .catch((error: unknown) => {
        log.warn({ err: error }, 'outbox round failed');
        return ctx.outbox.pollMs;
      })
      .then((wait) => {
        if (!stopped) timer = setTimeout(tick, wait);
      });
  };
  timer = setTimeout(tick, 0);
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await current;
  };
}
