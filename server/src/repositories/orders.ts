/**
 * Store orders and parcels: the rows placing, paying and moving an order write. Every method runs on the executor it
 * is given, so a caller's transaction keeps its row locks and its all-or-nothing (server/README.md).
 */
import { sql, type Insertable, type Transaction } from 'kysely';
import type { Executor } from '../db/connect';
import type { Database, OrderAddress, OrderItemsTable, OrderRow, OrdersTable, ParcelDetails } from '../db/schema';
import type { CartOwner } from '../services/store-cart';

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
  | 'cancellation_reason'
  | 'created_at'
  | 'updated_at'
> & {
  delivery_address: OrderAddress | null;
  prescription: string[];
  parcel: ParcelDetails | null;
};

/** The owner's idempotency key, as `idempotencyOf` (services/idempotency.ts) scoped it; none: a key-less order. */
export interface OrderKey {
  scope: string;
  key: string;
}

/** The order an earlier request with this owner's idempotency key placed, if any. */
const byIdempotencyKey = (db: Executor, { scope, key }: OrderKey) =>
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
  owner: CartOwner,
  idempotency: OrderKey | null,
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

/** One more order for the store's counters (popular lists). */
async function countStoreOrder(tx: Transaction<Database>, storeId: number) {
  await tx
    .updateTable('stores')
    .set({ order_count: sql<number>`order_count + 1` })
    .where('id', '=', storeId)
    .execute();
}

export const ordersRepository = () => ({
  byIdempotencyKey,
  insert,
  insertLines,
  logStatus,
  settlePending,
  countStoreOrder,
});
export type OrdersRepository = ReturnType<typeof ordersRepository>;
