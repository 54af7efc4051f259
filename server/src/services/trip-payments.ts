import type { PaymentHandler } from './payments';
import { creditWallet } from './wallet';

/**
 * A gateway's result for a trip of either flavour: one handler, since the intent's reference is the trip id,
 * unique across flavours (rental trips and car-market orders share the trips table).
 */
export const tripPayments: PaymentHandler = {
  async onPaid(tx, intent, ctx) {
    const paid = await tx
      .updateTable('trips')
      .set({ payment_status: 'paid', updated_at: ctx.clock.now() })
      .where('id', '=', Number(intent.reference_id))
      .where('payment_status', '<>', 'paid')
      .where('status', '<>', 'canceled')
      .returning('id')
      .executeTakeFirst();
    // The gateway took money for a trip paid meanwhile (wallet, another intent) or cancelled: a signed-in customer
    // gets it back in the wallet instead of paying twice. A guest has no wallet: theirs is left to a manual refund.
    if (!paid && intent.user_id !== null) {
      await creditWallet(tx, {
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
