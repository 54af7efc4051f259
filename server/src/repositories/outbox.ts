/**
 * The outbox: every text and mail the API sends, written in the transaction of the event it tells about, and the
 * delivery worker's leases on them (services/messages/outbox-worker.ts).
 */
import { sql, type Insertable, type Selectable, type Updateable } from 'kysely';
import type { Executor } from '../db/connect';
import { inTransaction } from '../db/connect';
import type { OutboxAttemptsTable, OutboxState, OutboxTable } from '../db/schema';

export type OutboxRow = Selectable<OutboxTable>;
export type NewOutboxRow = Omit<Insertable<OutboxTable>, 'payload'> & { payload?: Record<string, unknown> };

const insert = (db: Executor, message: NewOutboxRow) =>
  db
    .insertInto('outbox')
    .values({ ...message, payload: JSON.stringify(message.payload ?? {}) })
    .execute();

export interface Claimed extends OutboxRow {
  /** the state it was in: `sending` means a worker died holding it (its lease ran out) */
  was: OutboxState;
  was_by: string | null;
}

/**
 * Leases up to `limit` due messages of `channels` to `worker` until `leaseUntil`: pending ones whose time has come,
 * and sending ones whose lease ran out (their worker died). `FOR UPDATE SKIP LOCKED`: workers claiming at once
 * on several instances each get other rows, never the same one; the lease, committed before anything is sent, keeps
 * the row theirs after the transaction. Each claim counts as an attempt.
 */
async function claim(
  db: Executor,
  opts: { worker: string; channels: string[]; now: Date; leaseUntil: Date; limit: number },
): Promise<Claimed[]> {
  if (!opts.channels.length) return [];
  return inTransaction(db, async (tx) => {
    const due = await tx
      .selectFrom('outbox')
      .select(['id', 'state', 'leased_by'])
      .where('channel', 'in', opts.channels as OutboxRow['channel'][])
      .where((w) =>
        w.or([
          w.and([w('state', '=', 'pending'), w('next_attempt_at', '<=', opts.now)]),
          w.and([w('state', '=', 'sending'), w('lease_until', '<=', opts.now)]),
        ]),
      )
      .orderBy('next_attempt_at')
      .orderBy('id')
      .limit(opts.limit)
      .forUpdate()
      .skipLocked()
      .execute();
    if (!due.length) return [];
    const leased = await tx
      .updateTable('outbox')
      .set((eb) => ({
        state: 'sending',
        attempts: eb('attempts', '+', 1),
        lease_until: opts.leaseUntil,
        leased_by: opts.worker,
      }))
      .where(
        'id',
        'in',
        due.map((d) => d.id),
      )
      .returningAll()
      .execute();
    const before = new Map(due.map((d) => [d.id, d]));
    return leased
      .map((row) => ({ ...row, was: before.get(row.id)!.state, was_by: before.get(row.id)!.leased_by }))
      .sort((a, b) => a.id - b.id);
  });
}

/**
 * The end of an attempt, written only while `worker` still holds the lease (a worker whose lease ran out and whose
 * message another worker took changes nothing). False when it no longer held it.
 */
async function finish(
  db: Executor,
  id: number,
  worker: string,
  set: Updateable<OutboxTable> & { state: OutboxState },
): Promise<boolean> {
  const row = await db
    .updateTable('outbox')
    .set({ ...set, lease_until: null, leased_by: null })
    .where('id', '=', id)
    .where('state', '=', 'sending')
    .where('leased_by', '=', worker)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** A later time for a message the caps held back: not an attempt (the claim's count is given back). */
const postpone = (db: Executor, id: number, worker: string, until: Date) =>
  db
    .updateTable('outbox')
    .set((eb) => ({
      state: 'pending',
      next_attempt_at: until,
      attempts: eb('attempts', '-', 1),
      lease_until: null,
      leased_by: null,
    }))
    .where('id', '=', id)
    .where('state', '=', 'sending')
    .where('leased_by', '=', worker)
    .execute();

const recordAttempt = (db: Executor, attempt: Insertable<OutboxAttemptsTable>) =>
  db.insertInto('outbox_attempts').values(attempt).execute();

/** How many messages are in each state (the operator's summary). */
async function counts(db: Executor): Promise<Record<OutboxState, number>> {
  const rows = await db
    .selectFrom('outbox')
    .select(['state', sql<number>`count(*)::int`.as('n')])
    .groupBy('state')
    .execute();
  const all: Record<OutboxState, number> = { pending: 0, sending: 0, sent: 0, failed: 0, expired: 0 };
  for (const row of rows) all[row.state] = row.n;
  return all;
}

/** The newest messages, of one state or all. */
const recent = (db: Executor, state: OutboxState | null, limit: number) => {
  let rows = db.selectFrom('outbox').selectAll();
  if (state) rows = rows.where('state', '=', state);
  return rows.orderBy('id', 'desc').limit(limit).execute();
};

const byId = (db: Executor, id: number) => db.selectFrom('outbox').selectAll().where('id', '=', id).executeTakeFirst();

const attemptsOf = (db: Executor, id: number) =>
  db.selectFrom('outbox_attempts').selectAll().where('outbox_id', '=', id).orderBy('id').execute();

/** A failed message queued again by the operator, with its attempts counted afresh. */
const retry = (db: Executor, id: number, now: Date) =>
  db
    .updateTable('outbox')
    .set({ state: 'pending', attempts: 0, next_attempt_at: now, last_error: null })
    .where('id', '=', id)
    .where('state', '=', 'failed')
    .returningAll()
    .executeTakeFirst();

export const outboxRepository = () => ({
  insert,
  claim,
  finish,
  postpone,
  recordAttempt,
  counts,
  recent,
  byId,
  attemptsOf,
  retry,
});
export type OutboxRepository = ReturnType<typeof outboxRepository>;
