/**
 * Placing an order, shared by store orders (routes/orders.ts) and parcels (routes/parcel.ts): who orders and the
 * order an earlier try placed, then the new row (owner columns, idempotency scope and key, the unpaid/pending start
 * and the first timeline entry are the same for both).
 */
import type { FastifyRequest } from 'fastify';
import type { Insertable, Transaction } from 'kysely';
import type { AppContext } from '../context';
import type { Database, OrderAddress, OrderRow, OrdersTable, ParcelDetails } from '../db/schema';
import { ApiError } from '../errors';
import { LOGIN_REQUIRED } from './sessions';
import { businessSettings } from './settings';
import { cartOwner, type CartOwner } from './store-cart';

type Executor = AppContext['db'] | Transaction<Database>;

/** Idempotency keys are unique per customer (or guest), never across them. */
export const idempotencyScope = (owner: CartOwner) =>
  owner.kind === 'user' ? `u:${owner.userId}` : `g:${owner.guestId}`;

/** The order an earlier request with this idempotency key placed, if any. */
export const orderByIdempotencyKey = (db: Executor, scope: string, key: string) =>
  db
    .selectFrom('orders')
    .selectAll()
    .where('idempotency_scope', '=', scope)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();

/**
 * Who is placing the order (a guest only where the config allows guest checkout), the config, and the order an
 * earlier request with this idempotency key placed, if any (the answer to a retry).
 */
export async function placingOrder(
  ctx: AppContext,
  request: FastifyRequest,
  body: { guest_id?: string | null; idempotency_key: string },
) {
  const owner = await cartOwner(ctx, request, body.guest_id);
  const config = await businessSettings(ctx);
  if (owner.kind === 'guest' && !Number(config.guest_checkout_status))
    throw new ApiError(401, 'auth-001', LOGIN_REQUIRED);
  const scope = idempotencyScope(owner);
  const previous = await orderByIdempotencyKey(ctx.db, scope, body.idempotency_key);
  return { owner, config, scope, previous };
}

/** PostgreSQL unique_violation: here, the same idempotency key raced in from a retry. */
export function isUniqueViolation(error: unknown): boolean {
  return (
    typeof error === 'object' && error !== null && 'code' in error && (error as { code: unknown }).code === '23505'
  );
}

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

/** Inserts a pending, unpaid order for `owner` and its first timeline entry ('pending' at `now`). */
export async function insertOrder(
  tx: Transaction<Database>,
  owner: CartOwner,
  idempotencyKey: string,
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
      idempotency_scope: idempotencyScope(owner),
      idempotency_key: idempotencyKey,
      cancellation_reason: null,
      created_at: now,
      updated_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await tx
    .insertInto('order_status_logs')
    .values({ order_id: inserted.id, status: 'pending', created_at: now })
    .execute();
  return inserted;
}
