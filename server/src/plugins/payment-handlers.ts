import type { AppContext } from '../context';
import type { FastifyPluginAsync } from 'fastify';
import type { PaymentPurpose } from '../db/schema';
import { orderPayments } from '../services/orders/order-payments';
import { tripPayments } from '../services/trips/trip-payments';
import { walletFundPayments } from '../services/payments/wallet-payments';
import type { PaymentHandler } from '../infra/payment-gateway';

/** Every purpose a payment intent can have, with what its result does: a new purpose that is not here fails to compile. */
export const PAYMENT_HANDLERS: Record<PaymentPurpose, PaymentHandler<AppContext>> = {
  order: orderPayments,
  trip: tripPayments,
  wallet_fund: walletFundPayments,
};

/**
 * Registers the payment handlers into this app's `ctx.paymentHandlers`, once each (services/payments/payments.ts applies a
 * gateway's result through them). Per app, not per module: two apps in one process keep their own.
 */
export const paymentHandlers: FastifyPluginAsync = async (app) => {
  for (const [purpose, handler] of Object.entries(PAYMENT_HANDLERS) as [PaymentPurpose, PaymentHandler<AppContext>][]) {
    app.ctx.paymentHandlers.register(purpose, handler);
  }
};
