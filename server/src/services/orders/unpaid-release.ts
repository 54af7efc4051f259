/**
 * Digital orders and trips left unpaid are released on a schedule (issue 38.3). A digital order holds its stock and
 * its coupon use from the moment it is placed, and a digital trip holds its vehicles; a customer who never pays
 * (closed the gateway's page, lost the link) would hold them for ever. Every instance runs a round every minute:
 *
 * - a store order still `pending` and `unpaid` `afterMs` after it was placed fails (order and payment status
 *   `failed`, as a gateway's failure leaves it), its stock goes back and its coupon use is given back with it (a
 *   failed order is no use); it earned no points and paid no referral, having never been paid;
 * - a trip still `pending` and `unpaid` with digital payment, booked `afterMs` ago and given no new payment link
 *   since (the trip payment route issues one), is canceled: its vehicles are free again.
 *
 * Each release is one conditional UPDATE in its own transaction with what it gives back, so rounds on several
 * instances, a late payment and a customer's cancel race safely: one of them moves the row and the rest change
 * nothing. A payment that lands after the release finds the order or trip closed and is credited to a signed-in
 * customer's wallet (services/orders/order-payments.ts, trip-payments.ts); a guest's is left to a manual refund.
 */
import type { Logger } from '../../model/logger';
import type { AppContext } from '../../context';
import { queueNews } from '../messages/notify';
import { releaseStock } from './order-stock';
import { everyInterval } from '../../infra/scheduled';

/** How long a digital order or trip waits for its payment by default (env UNPAID_RELEASE_MINUTES). */
export const DEFAULT_UNPAID_RELEASE_MS = 30 * 60_000;
/** How often each instance looks for unpaid orders and trips to release. */
export const UNPAID_RELEASE_EVERY_MS = 60_000;

export interface ReleasedUnpaid {
  orders: number;
  trips: number;
}

/** One round: releases what has waited `afterMs` for its payment; returns how many this instance released. */
export async function releaseUnpaidRound(ctx: AppContext, afterMs: number): Promise<ReleasedUnpaid> {
  const now = ctx.clock.now();
  const cutoff = new Date(now.getTime() - afterMs);
  const { orders, trips } = ctx.repos;
  let released = 0;
  for (const { id } of await orders.unpaidDigital(ctx.db, cutoff)) {
    const moved = await ctx.db.transaction().execute(async (tx) => {
      if (!(await orders.releaseUnpaid(tx, id, cutoff, now))) return false;
      await releaseStock(tx, ctx, id);
      await queueNews(tx, ctx, { kind: 'order_status', orderId: id, status: 'failed' });
      return true;
    });
    if (moved) released += 1;
  }
  const canceled = await ctx.db.transaction().execute(async (tx) => {
    const rows = await trips.releaseUnpaid(tx, cutoff, now);
    for (const { id } of rows) await queueNews(tx, ctx, { kind: 'trip_status', tripId: id, status: 'canceled' });
    return rows;
  });
  return { orders: released, trips: canceled.length };
}

/** Runs a round every `everyMs` until the returned stop is called; a round never overlaps the previous one. */
export function startUnpaidRelease(
  ctx: AppContext,
  log: Logger,
  afterMs: number,
  everyMs = UNPAID_RELEASE_EVERY_MS,
): () => void {
  return everyInterval(
    everyMs,
    async () => {
      const n = await releaseUnpaidRound(ctx, afterMs);
      if (n.orders || n.trips) log.info(n, 'released unpaid digital orders and trips');
    },
    (error: unknown) => log.warn({ err: error }, 'unpaid release round failed'),
  );
}
