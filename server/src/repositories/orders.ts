/**
 * Store orders and parcels: the rows placing, paying and moving an order write. Every method runs on the executor it
 * is given, so a caller's transaction keeps its row locks and its all-or-nothing (server/README.md).
 */
import { sql, type Insertable, type Transaction, type Updateable } from 'kysely';
import type { Executor } from '../db/connect';
import type {
  Database,
  OrderAddress,
  OrderItemsTable,
  OrderRow,
  OrdersTable,
  ParcelDetails,
  ReviewsTable,
} from '../db/schema';
import type { ScopedKey } from '../model/idempotency';
import type { Caller } from '../model/caller';

/** What differs between a store order and a parcel; JSON columns as values (serialised here). */
export type NewOrder = Omit<
  Insertable<OrdersTable>,
  | 'user_id'
  | 'guest_id'
  | 'order_status'
  | 'payment_status'
  | 'delivery_address'
  | 'prescription'
  | 'parcel'
  | 'idempotency_scope'
  | 'idempotency_key'
  | 'idempotency_fingerprint'
  | 'cancellation_reason'
  | 'created_at'
  | 'updated_at'
> & {
  delivery_address: OrderAddress | null;
  prescription: string[];
  parcel: ParcelDetails | null;
};

/** The order an earlier request with this owner's idempotency key placed, if any. */
const byIdempotencyKey = (db: Executor, { scope, key }: ScopedKey) =>
  db
    .selectFrom('orders')
    .selectAll()
    .where('idempotency_scope', '=', scope)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();

async function logStatus(tx: Transaction<Database>, orderId: number, status: string, at: Date) {
  await tx.insertInto('order_status_logs').values({ order_id: orderId, status, created_at: at }).execute();
}

/**
 * Inserts a pending, unpaid order for `owner` and its first timeline entry ('pending' at `now`). The key's unique
 * index (idempotency_scope, idempotency_key) makes a racing retry fail here rather than place a second order.
 */
async function insert(
  tx: Transaction<Database>,
  owner: Caller,
  idempotency: ScopedKey | null,
  order: NewOrder,
  now: Date,
): Promise<OrderRow> {
  const inserted = await tx
    .insertInto('orders')
    .values({
      ...order,
      user_id: owner.kind === 'user' ? owner.userId : null,
      guest_id: owner.kind === 'guest' ? owner.guestId : null,
      order_status: 'pending',
      payment_status: 'unpaid',
      delivery_address: JSON.stringify(order.delivery_address),
      prescription: JSON.stringify(order.prescription),
      parcel: JSON.stringify(order.parcel),
      idempotency_scope: idempotency?.scope ?? null,
      idempotency_key: idempotency?.key ?? null,
      idempotency_fingerprint: idempotency?.fingerprint ?? null,
      cancellation_reason: null,
      created_at: now,
      updated_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await logStatus(tx, inserted.id, 'pending', now);
  return inserted;
}

/** The order's lines, one statement (ids follow the given order, as the details list them). */
async function insertLines(tx: Transaction<Database>, lines: Insertable<OrderItemsTable>[]) {
  if (lines.length) await tx.insertInto('order_items').values(lines).execute();
}

const SETTLED = {
  paid: { payment_status: 'paid', order_status: 'confirmed' },
  failed: { payment_status: 'failed', order_status: 'failed' },
} as const;

/**
 * A pending order's payment result: paid confirms it, failed fails it, each with its timeline entry. Conditional:
 * of racing results only the first finds it still pending (and, to be paid, unpaid); the others get undefined.
 */
async function settlePending(tx: Transaction<Database>, id: number, outcome: keyof typeof SETTLED, now: Date) {
  let update = tx
    .updateTable('orders')
    .set({ ...SETTLED[outcome], updated_at: now })
    .where('id', '=', id)
    .where('order_status', '=', 'pending');
  if (outcome === 'paid') update = update.where('payment_status', '=', 'unpaid');
  const order = await update.returningAll().executeTakeFirst();
  if (order) await logStatus(tx, id, SETTLED[outcome].order_status, now);
  return order;
}

const byId = (db: Executor, id: number) => db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst();

/** A user's orders in `statuses` (all when null), newest first: one page and the count of all. */
async function page(db: Executor, userId: number, statuses: string[] | null, page: { limit: number; skip: number }) {
  let rows = db.selectFrom('orders').where('user_id', '=', userId);
  if (statuses) rows = rows.where('order_status', 'in', statuses);
  const total = await rows.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow();
  const found = await rows.selectAll().orderBy('id', 'desc').limit(page.limit).offset(page.skip).execute();
  return { total: total.n, rows: found };
}

/** The order's lines and its timeline, in their order. */
const linesAndTimeline = (db: Executor, orderId: number) =>
  Promise.all([
    db.selectFrom('order_items').selectAll().where('order_id', '=', orderId).orderBy('id').execute(),
    db.selectFrom('order_status_logs').selectAll().where('order_id', '=', orderId).orderBy('id').execute(),
  ]);

/**
 * Moves an order from one of `from` to `set.order_status` with its timeline entry. Conditional on the status the
 * caller read: of racing moves (operators, a customer cancelling) one wins; the others get undefined.
 */
async function move(
  tx: Transaction<Database>,
  id: number,
  from: string[],
  set: Updateable<OrdersTable> & { order_status: string },
  now: Date,
) {
  const moved = await tx
    .updateTable('orders')
    .set({ ...set, updated_at: now })
    .where('id', '=', id)
    .where('order_status', 'in', from)
    .returningAll()
    .executeTakeFirst();
  if (moved) await logStatus(tx, id, set.order_status, now);
  return moved;
}

async function markRefunded(tx: Transaction<Database>, id: number) {
  await tx.updateTable('orders').set({ payment_status: 'refunded' }).where('id', '=', id).execute();
}

/**
 * Marks a delivered order reviewed, once: false when it was already (a racing review lost). The reviews go in the
 * same transaction, one for the store (item null) and one per distinct item.
 */
async function review(
  tx: Transaction<Database>,
  order: { id: number; store_id: number },
  review: Omit<Insertable<ReviewsTable>, 'store_id' | 'item_id' | 'vehicle_id'>,
) {
  const marked = await tx
    .updateTable('orders')
    .set({ reviewed: true })
    .where('id', '=', order.id)
    .where('reviewed', '=', false)
    .returning('id')
    .executeTakeFirst();
  if (!marked) return false;
  const items = await tx.selectFrom('order_items').select('item_id').where('order_id', '=', order.id).execute();
  await tx
    .insertInto('reviews')
    .values(
      [null, ...new Set(items.map((i) => i.item_id))].map((itemId) => ({
        ...review,
        store_id: order.store_id,
        item_id: itemId,
        vehicle_id: null,
      })),
    )
    .execute();
  return true;
}

/**
 * Open orders placed since `since`, unchanged since `unchangedSince`, that wait on nobody (cash on delivery, or
 * paid): the demo courier's next round, 100 at the most.
 */
const waitingOnNobody = (db: Executor, since: Date, unchangedSince: Date) =>
  db
    .selectFrom('orders')
    .select(['id', 'order_status'])
    .where('created_at', '>=', since)
    .where('updated_at', '<=', unchangedSince)
    .where('order_status', 'not in', ['delivered', 'canceled', 'failed'])
    .where((eb) => eb.or([eb('payment_method', '=', 'cash_on_delivery'), eb('payment_status', '=', 'paid')]))
    .orderBy('id')
    .limit(100)
    .execute();

/** Open digital orders placed before `cutoff` and still unpaid: the release job's next round, 100 at the most. */
const unpaidDigital = (db: Executor, cutoff: Date) =>
  db
    .selectFrom('orders')
    .select('id')
    .where('payment_method', '=', 'digital_payment')
    .where('payment_status', '=', 'unpaid')
    .where('order_status', '=', 'pending')
    .where('created_at', '<', cutoff)
    .orderBy('id')
    .limit(100)
    .execute();

/**
 * Fails a digital order still pending and unpaid, placed before `cutoff`, with its timeline entry. Conditional: of
 * a payment, a cancel and release jobs on several instances racing, one moves it; the others get undefined.
 */
async function releaseUnpaid(tx: Transaction<Database>, id: number, cutoff: Date, now: Date) {
  const released = await tx
    .updateTable('orders')
    .set({ ...SETTLED.failed, updated_at: now })
    .where('id', '=', id)
    .where('payment_method', '=', 'digital_payment')
    .where('payment_status', '=', 'unpaid')
    .where('order_status', '=', 'pending')
    .where('created_at', '<', cutoff)
    .returningAll()
    .executeTakeFirst();
  if (released) await logStatus(tx, id, SETTLED.failed.order_status, now);
  return released;
}

/** One more order for the store's counters (popular lists). */
async function countStoreOrder(tx: Transaction<Database>, storeId: number) {
  await tx
    .updateTable('stores')
    .set({ order_count: sql<number>`order_count + 1` })
    .where('id', '=', storeId)
    .execute();
}

export const ordersRepository = () => ({
  byId,
  page,
  linesAndTimeline,
  move,
  markRefunded,
  review,
  waitingOnNobody,
  unpaidDigital,
  releaseUnpaid,
  byIdempotencyKey,
  insert,
  insertLines,
  logStatus,
  settlePending,
  countStoreOrder,
});
export type OrdersRepository = ReturnType<typeof ordersRepository>;
