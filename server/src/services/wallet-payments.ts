import type { PaymentHandler } from './payments';

/** A paid add-fund intent credits the wallet once (payments.ts runs this in the intent's transaction). */
export const walletFundPayments: PaymentHandler = {
  async onPaid(tx, intent, ctx) {
    if (!intent.user_id) return;
    await ctx.repos.wallet.credit(tx, {
      userId: intent.user_id,
      amountMinor: intent.amount_minor,
      type: 'add_fund',
      reference: intent.id,
    });
  },
  async onFailed() {
    // nothing was held for an add-fund: a failed payment changes no balance
  },
};
