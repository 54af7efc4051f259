/** A customer's store orders after placing: list, read, track, cancel, review; coupons that fit the cart. */
import type { Static } from '@sinclair/typebox';
import { ORDER_FLOW, applyCoupon, fromMinor, utcDate } from '@mart/domain';
import type { AppContext } from '../../context';
import type { OrderRow } from '../../db/schema';
import { badRequest, notFound } from '../../errors';
import { tr, translator } from '../../i18n';
import { pageBody, pageOf } from '../../schemas/common';
import type { View } from '../../present';
import type {
  ApplicableCoupon,
  CancelOrderBody,
  OrderList,
  OrderListQuery,
  ReviewOrderBody,
} from '../../schemas/orders';
import { couponForDomain, quoteOrder, type Quote } from './order-pricing';
import { presentOrder } from './order-present';
import { releaseStock } from './order-stock';
import { settleCanceledOrder } from '../payments/rewards';
import { queueNews } from '../messages/notify';
import { provenByPhone } from '../accounts/phone-proof';
import { sha256 } from '../../infra/secrets';
import { optionalUser, ownedBy, requireUser } from '../accounts/sessions';
import { businessSettings } from '../catalog/settings';
import { userCaller } from '../../model/caller';
import type { RequestInfo } from '../../model/request-info';

/** A customer may cancel until the store starts on the order (the flow is @mart/domain ORDER_FLOW). */
const CANCELLABLE = ['pending', 'confirmed'];

export async function ownOrder(ctx: AppContext, info: RequestInfo, id: number): Promise<OrderRow> {
  const user = await requireUser(ctx, info);
  const order = await ctx.repos.orders.byId(ctx.db, id);
  if (!order || order.user_id !== user.id) throw notFound('Order');
  return order;
}

export async function listOrders(
  ctx: AppContext,
  info: RequestInfo,
  view: View,
  query: Static<typeof OrderListQuery>,
): Promise<Static<typeof OrderList>> {
  const user = await requireUser(ctx, info);
  const page = pageOf(query);
  const statuses =
    query.type === 'running'
      ? [...ORDER_FLOW.slice(0, -1)]
      : query.type === 'past'
        ? ['delivered', 'canceled', 'failed']
        : null;
  const { total, rows } = await ctx.repos.orders.page(ctx.db, user.id, statuses, page);
  const orders = [];
  for (const row of rows) orders.push(await presentOrder(ctx, view, row));
  return pageBody(page, total, 'orders', orders);
}

/**
 * Signed in: own orders. A guest: by order id and the contact phone, which opens guest orders only (phone-proof.ts
 * counts the guesses, with the live stream's); the browser that ordered (its guest id) opens it without a phone,
 * and a phone it types is checked on a count of its own, so nobody's guesses lock it out.
 */
export async function trackOrder(
  ctx: AppContext,
  info: RequestInfo,
  orderId: number,
  contactNumber: string | undefined,
): Promise<OrderRow> {
  const user = await optionalUser(ctx, info);
  const order = await ctx.repos.orders.byId(ctx.db, orderId);
  if (order && user && order.user_id === user.id) return order;
  const guest = info.guestId;
  const guestOwns = order !== undefined && ownedBy(null, guest, order);
  if (contactNumber === undefined) {
    if (guestOwns) return order;
    throw notFound('Order');
  }
  const record = order && { user_id: order.user_id, phone: order.contact_phone };
  const known = guestOwns ? sha256(`guest:${guest}`) : null;
  if (!(await provenByPhone(ctx, info, `order:${orderId}`, contactNumber, record, known))) throw notFound('Order');
  return order!;
}

/** Cancel: one conditional status move; only the request that moved it returns stock and refunds. */
export async function cancelOrder(
  ctx: AppContext,
  info: RequestInfo,
  body: Static<typeof CancelOrderBody>,
): Promise<void> {
  const order = await ownOrder(ctx, info, body.order_id);
  const { orders } = ctx.repos;
  const refunded = await ctx.db.transaction().execute(async (tx) => {
    const now = ctx.clock.now();
    const set = { order_status: 'canceled', cancellation_reason: body.reason };
    const updated = await orders.move(tx, order.id, CANCELLABLE, set, now);
    if (!updated) throw badRequest('order_status', 'This order can no longer be canceled.');
    await releaseStock(tx, ctx, order.id);
    let refundMinor = 0;
    if (updated.payment_status === 'paid' && updated.user_id && updated.payment_method !== 'cash_on_delivery') {
      // everything the order earned comes back first; what the customer already converted is kept back
      refundMinor = await settleCanceledOrder(tx, ctx, updated, updated.order_amount_minor);
      if (refundMinor > 0)
        await ctx.repos.wallet.credit(tx, {
          userId: updated.user_id,
          amountMinor: refundMinor,
          type: 'order_refund',
          reference: `order:${order.id}`,
        });
      await orders.markRefunded(tx, order.id);
    }
    await queueNews(tx, ctx, { kind: 'order_canceled', orderId: order.id, refundMinor }, info.lang);
    return refundMinor > 0;
  });
  if (refunded) ctx.metrics.refunds.inc({ kind: 'order' });
}

export async function reviewOrder(
  ctx: AppContext,
  info: RequestInfo,
  body: Static<typeof ReviewOrderBody>,
): Promise<void> {
  const user = await requireUser(ctx, info);
  const order = await ownOrder(ctx, info, body.order_id);
  if (order.order_status !== 'delivered' || !order.store_id)
    throw badRequest('order_status', 'Only delivered orders can be reviewed.');
  const reviewed = { id: order.id, store_id: order.store_id };
  const marked = await ctx.db.transaction().execute((tx) =>
    ctx.repos.orders.review(tx, reviewed, {
      user_id: user.id,
      customer_name: [user.f_name, user.l_name].filter(Boolean).join(' '),
      rating: body.rating,
      comment: body.comment ?? '',
      created_at: ctx.clock.now(),
    }),
  );
  if (!marked) throw badRequest('reviewed', 'You have already reviewed this order.');
}

/** Running coupons, each with whether it applies to the customer's current cart (SPEC §5). */
export async function applicableCoupons(
  ctx: AppContext,
  info: RequestInfo,
  view: View,
): Promise<Static<typeof ApplicableCoupon>[]> {
  const user = await requireUser(ctx, info);
  const today = utcDate(ctx.clock.now());
  const coupons = await ctx.repos.coupons.running(ctx.db, today);
  const cart = await ctx.repos.storeCarts.lines(ctx.db, userCaller(user.id));
  const config = await businessSettings(ctx);
  const lang = info.lang;
  let quote: Quote | null = null;
  if (cart.length) {
    // only the item totals matter here: quote with an order type the store offers (a take-away quote is
    // refused by a delivery-only store), delivering to the store's own door when it must be delivery
    const store = await ctx.repos.catalog.storeById(ctx.db, cart[0]!.store_id);
    if (!store) throw notFound('Store');
    quote = await quoteOrder(
      ctx,
      view,
      cart,
      {
        orderType: store.take_away ? 'take_away' : 'delivery',
        destination: store.take_away ? null : { latitude: store.latitude, longitude: store.longitude },
        couponCode: null,
        customer: { userId: user.id },
        at: ctx.clock.now(),
      },
      config,
    );
  }
  return coupons
    .filter((c) => !quote || c.module_id === null || c.module_id === quote.moduleId)
    .map((c) => {
      const result = quote
        ? applyCoupon(couponForDomain(c), {
            subtotalMinor: quote.totals.itemsSubtotal,
            baseMinor: quote.totals.itemsSubtotal - quote.totals.itemDiscount - quote.totals.storeDiscount,
            zoneId: quote.zoneId,
            storeId: quote.storeId,
            priceFormat: {
              symbol: config.currency_symbol,
              direction: config.currency_symbol_direction,
              language: lang,
            },
            t: translator(lang),
          })
        : null;
      return {
        id: c.id,
        title: tr(lang, c.title, c.i18n, 'title'),
        code: c.code,
        coupon_type: c.coupon_type,
        discount_type: c.discount_type,
        discount: c.discount_x100 / 100,
        min_purchase: fromMinor(c.min_purchase_minor),
        max_discount: fromMinor(c.max_discount_minor),
        expire_date: c.expire_date,
        applicable: result ? result.ok : false,
        reason: result && !result.ok ? result.message : null,
      };
    });
}
