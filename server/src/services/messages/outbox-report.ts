/**
 * What the operator sees of the outbox (issue 39, `GET /api/v1/operator/outbox`, `npm run ops -- outbox`): how many
 * messages are in each state, how this instance delivers them, the newest messages (failed ones with their last
 * error), one message's attempts, and a failed message queued again. Never a code: payloads are not shown.
 */
import type { AppContext } from '../../context';
import type { OutboxState } from '../../db/schema';
import { notFound } from '../../errors';
import type { OutboxRow } from '../../repositories/outbox';

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

/** A push subscription's endpoint is a secret address that reaches the customer's browser: only its service shows. */
function shownRecipient(row: OutboxRow): string {
  if (row.channel !== 'push') return row.recipient;
  try {
    return `${new URL(row.recipient).origin}/…`;
  } catch {
    return '…';
  }
}

export function presentOutboxRow(row: OutboxRow) {
  return {
    id: row.id,
    kind: row.kind,
    channel: row.channel,
    recipient: shownRecipient(row),
    lang: row.lang,
    state: row.state,
    attempts: row.attempts,
    subject: row.kind === 'code' ? null : row.subject,
    last_error: row.last_error,
    created_at: iso(row.created_at)!,
    next_attempt_at: iso(row.next_attempt_at)!,
    sent_at: iso(row.sent_at),
  };
}

export async function outboxReport(ctx: AppContext, state: OutboxState | null, limit: number) {
  const { outbox } = ctx.repos;
  return {
    counts: await outbox.counts(ctx.db),
    delivery: {
      mail: ctx.outbox.mail !== null,
      texts: ctx.outbox.texts?.name ?? null,
      worker: ctx.outbox.run,
      max_attempts: ctx.outbox.maxAttempts,
    },
    messages: (await outbox.recent(ctx.db, state, limit)).map(presentOutboxRow),
  };
}

export async function outboxMessage(ctx: AppContext, id: number) {
  const row = await ctx.repos.outbox.byId(ctx.db, id);
  if (!row) throw notFound('Message');
  const attempts = await ctx.repos.outbox.attemptsOf(ctx.db, id);
  return {
    ...presentOutboxRow(row),
    history: attempts.map((a) => ({
      attempt: a.attempt,
      worker: a.worker,
      outcome: a.outcome,
      error: a.error,
      started_at: iso(a.started_at)!,
      finished_at: iso(a.finished_at)!,
    })),
  };
}

/** A failed message back in the queue, its attempts counted afresh; 404 unless it is failed. */
export async function retryOutboxMessage(ctx: AppContext, id: number) {
  const row = await ctx.repos.outbox.retry(ctx.db, id, ctx.clock.now());
  if (!row) throw notFound('Failed message');
  return presentOutboxRow(row);
}
