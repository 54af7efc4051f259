import { logStatus, releaseStock } from './order-stock';
import type { PaymentHandler } from './payments';
import { awardOrderPoints, rewardReferral } from './rewards';
import { creditWallet } from './wallet';

/**
 * Payment outcome for a digital store order: paid confirms it, failed fails it and gives the stock back. Each
 * moves the order only from pending/unpaid; a payment that lands after the customer canceled goes to their
 * wallet instead of reviving the order.
 */
export const orderPayments: PaymentHandler = {
  async onPaid(tx, intent, ctx) {
    const id = Number(intent.reference_id);
    const order = await tx
      .updateTable('orders')
      .set({ payment_status: 'paid', order_status: 'confirmed', updated_at: ctx.clock.now() })
      .where('id', '=', id)
      .where('order_status', '=', 'pending')
      .where('payment_status', '=', 'unpaid')
      .returningAll()
      .executeTakeFirst();
    if (!order) {
      if (intent.user_id)
        await creditWallet(tx, {
          userId: intent.user_id,
          amountMinor: intent.amount_minor,
          type: 'order_refund',
          reference: `payment:${intent.id}`,
        });
      return;
    }
    await logStatus(tx, id, 'confirmed', ctx.clock.now());
    await awardOrderPoints(tx, ctx, order);
    await rewardReferral(tx, ctx, order);
  },
  async onFailed(tx, intent, ctx) {
    const id = Number(intent.reference_id);
    const failed = await tx
      .updateTable('orders')
      .set({ payment_status: 'failed', order_status: 'failed', updated_at: ctx.clock.now() })
      .where('id', '=', id)
      .where('order_status', '=', 'pending')
      .returning('id')
      .executeTakeFirst();
    if (!failed) return;
    await logStatus(tx, id, 'failed', ctx.clock.now());
    await releaseStock(tx, id);
  },
};
