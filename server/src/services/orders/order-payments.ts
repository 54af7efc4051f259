import type { AppContext } from '../../context';
import { queueNews } from '../messages/notify';
import { releaseStock } from './order-stock';
import { awardOrderPoints, rewardReferral } from '../payments/rewards';
import type { PaymentHandler } from '../../infra/payment-gateway';

/**
 * Payment outcome for a digital store order: paid confirms it, failed fails it and gives the stock back. Each
 * moves the order only from pending/unpaid; a payment that lands after the customer canceled goes to their
 * wallet instead of reviving the order.
 */
export const orderPayments: PaymentHandler<AppContext> = {
  async onPaid(tx, intent, ctx) {
    const id = Number(intent.reference_id);
    const order = await ctx.repos.orders.settlePending(tx, id, 'paid', ctx.clock.now());
    if (!order) {
      if (intent.user_id)
        await ctx.repos.wallet.credit(tx, {
          userId: intent.user_id,
          amountMinor: intent.amount_minor,
          type: 'order_refund',
          reference: `payment:${intent.id}`,
        });
      return;
    }
    await awardOrderPoints(tx, ctx, order);
    await rewardReferral(tx, ctx, order);
    // a digital order is placed for good once it is paid: its receipt goes now
    await queueNews(tx, ctx, { kind: 'order_placed', orderId: order.id });
  },
  async onFailed(tx, intent, ctx) {
    const id = Number(intent.reference_id);
    if (!(await ctx.repos.orders.settlePending(tx, id, 'failed', ctx.clock.now()))) return;
    await releaseStock(tx, ctx, id);
    await queueNews(tx, ctx, { kind: 'order_status', orderId: id, status: 'failed' });
  },
};
