import type { AppContext } from '../../context';
import { queueNews } from '../messages/notify';
import type { PaymentHandler } from '../../infra/payment-gateway';

/**
 * A gateway's result for a trip of either flavour: one handler, since the intent's reference is the trip id,
 * unique across flavours (rental trips and car-market orders share the trips table).
 */
export const tripPayments: PaymentHandler<AppContext> = {
  async onPaid(tx, intent, ctx) {
    // a completed trip may still be paid by its gateway; only a cancelled one refuses the money
    const paid = await ctx.repos.trips.markPaid(tx, Number(intent.reference_id), ['canceled'], ctx.clock.now());
    // The gateway took money for a trip paid meanwhile (wallet, another intent) or cancelled: a signed-in customer
    // gets it back in the wallet instead of paying twice. A guest has no wallet: theirs is left to a manual refund.
    // the booking's receipt, now showing it paid
    if (paid) await queueNews(tx, ctx, { kind: 'trip_booked', tripId: paid.id });
    if (!paid && intent.user_id !== null) {
      await ctx.repos.wallet.credit(tx, {
        userId: intent.user_id,
        amountMinor: intent.amount_minor,
        type: 'trip_refund',
        reference: `payment:${intent.id}`,
      });
    }
  },
  // a failed payment leaves the trip unpaid: the customer can pay again or switch to cash
  async onFailed() {},
};
