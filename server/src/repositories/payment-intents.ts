/**
 * Payment intents: what a gateway is asked to take, and its outcome. An outcome is applied by one conditional
 * UPDATE from 'pending', so of racing callbacks exactly one runs the purpose's handler.
 */
import type { Insertable, Transaction } from 'kysely';
import type { Executor } from '../db/connect';
import type { Database, PaymentIntentsTable, PaymentPurpose, PaymentStatus } from '../db/schema';
import type { ScopedKey } from '../model/idempotency';

const insert = (db: Executor, intent: Insertable<PaymentIntentsTable>) =>
  db.insertInto('payment_intents').values(intent).returningAll().executeTakeFirstOrThrow();

const byId = (db: Executor, id: string) =>
  db.selectFrom('payment_intents').selectAll().where('id', '=', id).executeTakeFirst();

/** The intent an earlier request with this owner's key started for `purpose`, if any. */
const byIdempotencyKey = (db: Executor, purpose: PaymentPurpose, { scope, key }: ScopedKey) =>
  db
    .selectFrom('payment_intents')
    .selectAll()
    .where('purpose', '=', purpose)
    .where('idempotency_scope', '=', scope)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();

/** Records the outcome of a still pending intent; undefined when another result was recorded first. */
const complete = (tx: Transaction<Database>, id: string, status: Exclude<PaymentStatus, 'pending'>, now: Date) =>
  tx
    .updateTable('payment_intents')
    .set({ status, completed_at: now })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .returningAll()
    .executeTakeFirst();

export const paymentIntentsRepository = () => ({ insert, byId, byIdempotencyKey, complete });
export type PaymentIntentsRepository = ReturnType<typeof paymentIntentsRepository>;
