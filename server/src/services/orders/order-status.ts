/**
 * Operators move orders (store and parcel) and trips along their flows (issue 25): a status moves once, with a
 * conditional UPDATE from the status that was read, so two operators (or an operator and a customer cancelling)
 * cannot both win. Delivery settles a cash-on-delivery order: it is paid then, so it earns its points and the
 * referral it may unlock, and the customer can review it. Delivery also pays a promised cashback into the wallet.
 */
import { canAdvance, type StatusFlow } from '@mart/domain';
import type { AppContext } from '../../context';
import type { OrderRow, TripRow } from '../../db/schema';
import { ApiError, notFound } from '../../errors';
import { creditCashback } from '../payments/cashback';
import { awardOrderPoints, rewardReferral } from '../payments/rewards';
import { queueNews } from '../messages/notify';

const refuse = (what: string, from: string, to: string) =>
  new ApiError(409, 'status_transition', `${what} in status ${from} cannot move to ${to}.`);

function check(flow: StatusFlow, what: string, from: string, to: string) {
  if (!canAdvance(flow, from, to)) throw refuse(what, from, to);
}

export async function advanceOrder(ctx: AppContext, orderId: number, to: string): Promise<OrderRow> {
  return ctx.db.transaction().execute(async (tx) => {
    const current = await ctx.repos.orders.byId(tx, orderId);
    if (!current) throw notFound('Order');
    check('order', 'An order', current.order_status, to);
    const now = ctx.clock.now();
    const settles = to === 'delivered' && current.payment_method === 'cash_on_delivery';
    const set = { order_status: to, ...(settles ? { payment_status: 'paid' } : {}) };
    const moved = await ctx.repos.orders.move(tx, orderId, [current.order_status], set, now);
    if (!moved) throw refuse('An order', 'changed meanwhile', to);
    if (settles && current.payment_status !== 'paid') {
      await awardOrderPoints(tx, ctx, moved);
      await rewardReferral(tx, ctx, moved);
    }
    // the cashback promised at checkout, once: only the request that moved the order here pays it
    if (to === 'delivered') await creditCashback(tx, ctx, moved);
    await queueNews(tx, ctx, { kind: 'order_status', orderId, status: to });
    return moved;
  });
}

export async function advanceTrip(ctx: AppContext, tripId: number, to: string): Promise<TripRow> {
  return ctx.db.transaction().execute(async (tx) => {
    const current = await ctx.repos.trips.byId(tx, null, tripId);
    if (!current) throw notFound('Trip');
    check('trip', 'A trip', current.status, to);
    const settles = to === 'completed' && current.payment_method === 'cash_on_delivery';
    const set = { status: to as TripRow['status'], ...(settles ? { payment_status: 'paid' as const } : {}) };
    const moved = await ctx.repos.trips.move(tx, tripId, current.status, set, ctx.clock.now());
    if (!moved) throw refuse('A trip', 'changed meanwhile', to);
    await queueNews(tx, ctx, { kind: 'trip_status', tripId, status: to });
    return moved;
  });
}
