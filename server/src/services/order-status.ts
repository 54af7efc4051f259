/**
 * Operators move orders (store and parcel) and trips along their flows (issue 25): a status moves once, with a
 * conditional UPDATE from the status that was read, so two operators (or an operator and a customer cancelling)
 * cannot both win. Delivery settles a cash-on-delivery order: it is paid then, so it earns its points and the
 * referral it may unlock, and the customer can review it.
 */
import { canAdvance, type StatusFlow } from '@mart/domain';
import type { AppContext } from '../context';
import type { OrderRow, TripRow } from '../db/schema';
import { ApiError, notFound } from '../errors';
import { awardOrderPoints, rewardReferral } from './rewards';

const refuse = (what: string, from: string, to: string) =>
  new ApiError(409, 'status_transition', `${what} in status ${from} cannot move to ${to}.`);

function check(flow: StatusFlow, what: string, from: string, to: string) {
  if (!canAdvance(flow, from, to)) throw refuse(what, from, to);
}

export async function advanceOrder(ctx: AppContext, orderId: number, to: string): Promise<OrderRow> {
  return ctx.db.transaction().execute(async (tx) => {
    const current = await tx.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirst();
    if (!current) throw notFound('Order');
    check('order', 'An order', current.order_status, to);
    const now = ctx.clock.now();
    const settles = to === 'delivered' && current.payment_method === 'cash_on_delivery';
    const moved = await tx
      .updateTable('orders')
      .set({ order_status: to, updated_at: now, ...(settles ? { payment_status: 'paid' } : {}) })
      .where('id', '=', orderId)
      .where('order_status', '=', current.order_status)
      .returningAll()
      .executeTakeFirst();
    if (!moved) throw refuse('An order', 'changed meanwhile', to);
    await tx.insertInto('order_status_logs').values({ order_id: orderId, status: to, created_at: now }).execute();
    if (settles && current.payment_status !== 'paid') {
      await awardOrderPoints(tx, ctx, moved);
      await rewardReferral(tx, ctx, moved);
    }
    return moved;
  });
}

export async function advanceTrip(ctx: AppContext, tripId: number, to: string): Promise<TripRow> {
  return ctx.db.transaction().execute(async (tx) => {
    const current = await tx.selectFrom('trips').selectAll().where('id', '=', tripId).executeTakeFirst();
    if (!current) throw notFound('Trip');
    check('trip', 'A trip', current.status, to);
    const settles = to === 'completed' && current.payment_method === 'cash_on_delivery';
    const moved = await tx
      .updateTable('trips')
      .set({
        status: to as TripRow['status'],
        updated_at: ctx.clock.now(),
        ...(settles ? { payment_status: 'paid' as const } : {}),
      })
      .where('id', '=', tripId)
      .where('status', '=', current.status)
      .returningAll()
      .executeTakeFirst();
    if (!moved) throw refuse('A trip', 'changed meanwhile', to);
    return moved;
  });
}
