import { toMinor } from '@mart/domain';
import type { AppContext } from '../../context';
import { ApiError, badRequest } from '../../errors';
import { langOf } from '../messages/message-content';
import { queueNews } from '../messages/notify';
import { scopedKeyOf } from '../idempotency';
import { createPaymentIntent, knownGateway } from './payments';
import { requireUser } from '../accounts/sessions';
import { businessSettings } from '../catalog/settings';
import { userCaller } from '../../model/caller';
import type { PaymentHandler } from '../../infra/payment-gateway';
import { mediaBase } from '../../model/media-urls';
import type { RequestInfo } from '../../model/request-info';

/**
 * Starts adding funds: a payment intent on the gateway named by `payment_method`, whose page the customer is sent
 * to; a retry with the same idempotency key and request answers the intent it started, the key with another amount
 * or method is a 422 (services/idempotency.ts).
 */
export async function startTopUp(
  ctx: AppContext,
  info: RequestInfo,
  body: { amount: number; payment_method: string; callback: string; idempotency_key?: string },
) {
  const user = await requireUser(ctx, info);
  if (!(await businessSettings(ctx)).customer_wallet_status)
    throw new ApiError(403, 'wallet', 'The wallet is not enabled.');
  if (!knownGateway(ctx, body.payment_method))
    throw badRequest('payment_method', 'This payment method is not available.');
  // exact minor units: 100.005 is refused rather than silently rounded
  const amountMinor = toMinor(body.amount);
  if (Math.abs(amountMinor - body.amount * 100) > 1e-6)
    throw badRequest('amount', 'The amount can have at most 2 decimals.');
  return createPaymentIntent(ctx, {
    purpose: 'wallet_fund',
    referenceId: user.id,
    amountMinor,
    userId: user.id,
    guestId: null,
    callbackUrl: body.callback,
    gateway: body.payment_method,
    apiBase: mediaBase(info, ctx.publicUrl),
    idempotency: scopedKeyOf(info, body, userCaller(user.id), 'wallet_fund'),
    lang: info.lang,
  });
}

/** A paid add-fund intent credits the wallet once (payments.ts runs this in the intent's transaction). */
export const walletFundPayments: PaymentHandler<AppContext> = {
  async onPaid(tx, intent, ctx) {
    if (!intent.user_id) return;
    const balanceMinor = await ctx.repos.wallet.credit(tx, {
      userId: intent.user_id,
      amountMinor: intent.amount_minor,
      type: 'add_fund',
      reference: intent.id,
    });
    await queueNews(
      tx,
      ctx,
      { kind: 'wallet_top_up', userId: intent.user_id, amountMinor: intent.amount_minor, balanceMinor },
      langOf(intent.lang),
    );
  },
  async onFailed() {
    // nothing was held for an add-fund: a failed payment changes no balance
  },
};
