/**
 * Place order: the owner's cart (or Buy Now lines) priced again, compared with what checkout showed, written with
 * its lines, stock reserved, the wallet debited or the payment intent made, in one transaction; idempotent by
 * idempotency_key (the same request replays, another is a 422: services/idempotency.ts).
 */
import type { Static } from '@sinclair/typebox';
import { checkStoreOrderTime, toMinor } from '@mart/domain';
import type { Transaction } from 'kysely';
import type { AppContext } from '../../context';
import type { Database, OrderAddress, OrderRow } from '../../db/schema';
import { ApiError, badRequest, notFound } from '../../errors';
import { translator, type Lang } from '../../i18n';
import { viewOf } from '../../present';
import type { OrderQuoteBody, PlaceOrderBody, PlaceOrderResponse } from '../../schemas/orders';
import { ownsPrescriptions } from '../../infra/media';
import { presentTotals, quoteOrder } from './order-pricing';
import { presentPlaced } from './order-present';
import { reserveStock } from './order-stock';
import { offeredPhone } from '../phones';
import { keyReused } from '../idempotency';
import { checkCallbackUrl, createPaymentIntent, paymentGatewayOf, type NewPaymentIntent } from '../payments/payments';
import { awardOrderPoints, rewardReferral } from '../payments/rewards';
import { queueNews } from '../messages/notify';
import { placingOrder, raceWinner } from './order-placing';
import { directCartRows } from '../carts/store-cart-rows';
import { surgeNote } from './surge';
import type { Caller } from '../../model/caller';
import type { BusinessSettings } from '../../model/settings';
import { mediaBase } from '../../model/media-urls';
import type { RequestInfo } from '../../model/request-info';

export const COD_LIMIT = 'The total amount of the order exceeds the maximum cash on delivery amount';
export const PRESCRIPTION_REQUIRED = 'Please upload your prescription image';
export const TOTALS_CHANGED = 'The order total has changed. Please review your order.';

async function destination(
  ctx: AppContext,
  owner: Caller,
  body: Static<typeof OrderQuoteBody>,
  db: AppContext['db'] | Transaction<Database>,
): Promise<OrderAddress | null> {
  if (body.order_type === 'take_away') return body.address ?? null;
  if (body.address_id) {
    if (owner.kind !== 'user') throw badRequest('address_id', 'Saved addresses need a sign-in.');
    const saved = await ctx.repos.addresses.owned(db, owner.userId, body.address_id);
    if (!saved) throw notFound('Address');
    return {
      address: saved.address,
      latitude: saved.latitude,
      longitude: saved.longitude,
      contact_person_name: saved.contact_person_name,
      contact_person_number: saved.contact_person_number,
      address_type: saved.address_type,
      road: saved.road,
      house: saved.house,
      floor: saved.floor,
      additional_information: saved.additional_information,
    };
  }
  if (!body.address) throw badRequest('address', 'Address is required');
  return body.address;
}

/** The owner's cart (or the direct lines) priced for this order; inside the placing transaction when `tx` is given. */
export async function quoteFor(
  ctx: AppContext,
  info: RequestInfo,
  owner: Caller,
  body: Static<typeof OrderQuoteBody> & { contact_phone?: string },
  config: BusinessSettings,
  tx?: Transaction<Database>,
) {
  const db = tx ?? ctx.db;
  // placing: the owner's cart rows are locked first, so parallel placements of one cart take turns and every
  // later one finds the cart already emptied (one order per cart, whatever idempotency keys they carry).
  // Direct lines touch no cart row: their stock is locked with the cart's (reserveStock).
  const rows = body.items
    ? await directCartRows(ctx, viewOf(ctx, info), owner, body.items, db)
    : await ctx.repos.storeCarts.lines(db, owner, Boolean(tx));
  const address = await destination(ctx, owner, body, db);
  // the surge of the hour the order is delivered: a scheduled order's, else now (a past time is refused on placing)
  const now = ctx.clock.now();
  const scheduled = body.schedule_at ? new Date(body.schedule_at) : null;
  const quote = await quoteOrder(
    ctx,
    viewOf(ctx, info),
    rows,
    {
      orderType: body.order_type,
      destination: body.order_type === 'delivery' ? address : null,
      couponCode: body.coupon_code?.trim() || null,
      customer:
        owner.kind === 'user'
          ? { userId: owner.userId }
          : { guestId: owner.guestId, phone: address?.contact_person_number ?? body.contact_phone ?? null },
      placing: Boolean(tx),
      at: scheduled && scheduled.getTime() > now.getTime() ? scheduled : now,
      t: translator(info.lang),
    },
    config,
    db,
  );
  return { quote, address };
}

/** The placed order (a 409 with the new totals is an ApiError carrying them) */
export type PlaceOutcome = Static<typeof PlaceOrderResponse>;

/**
 * The contact numbers the order is placed with, as typed (the address's, a guest's take-away contact), checked as a
 * mobile number of an offered country and in E.164 (issue 40.7); a saved address's number is kept as it was stored.
 */
async function withOfferedContacts(
  ctx: AppContext,
  body: Static<typeof PlaceOrderBody>,
  lang: Lang,
): Promise<Static<typeof PlaceOrderBody>> {
  const typedAddress = body.address && (body.order_type === 'take_away' || !body.address_id) ? body.address : null;
  return {
    ...body,
    ...(typedAddress && {
      address: {
        ...typedAddress,
        contact_person_number: await offeredPhone(
          ctx,
          typedAddress.contact_person_number,
          lang,
          'contact_person_number',
        ),
      },
    }),
    ...(body.contact_phone?.trim() && {
      contact_phone: await offeredPhone(ctx, body.contact_phone, lang, 'contact_phone'),
    }),
  };
}

export async function placeOrder(
  ctx: AppContext,
  info: RequestInfo,
  sent: Static<typeof PlaceOrderBody>,
): Promise<PlaceOutcome> {
  const { owner, config, idempotency, previous } = await placingOrder(ctx, info, sent, 'order');
  const { orders, storeCarts, wallet } = ctx.repos;
  const pay = sent.payment_method;
  // a digital order's payment intent: made in the order's transaction, and asked for again by a replay (it carries
  // the order's key, so a replay finds the intent the order was placed with, or makes the one an order placed before
  // issue 38.3 lacks)
  const intentOf = (order: OrderRow): NewPaymentIntent => ({
    purpose: 'order',
    referenceId: order.id,
    amountMinor: order.order_amount_minor,
    userId: order.user_id,
    guestId: order.guest_id,
    callbackUrl: sent.callback ?? `/checkout?page=success&order_id=${order.id}`,
    gateway: sent.payment_gateway,
    apiBase: mediaBase(info, ctx.publicUrl),
    idempotency,
  });
  /** The first answer again, with the link to pay while the order still waits for its payment. */
  const replay = async (order: OrderRow): Promise<PlaceOutcome> => {
    // the order emptied the cart it was placed from: lines in it now are another cart sent with an old key
    if (!sent.items && (await storeCarts.lines(ctx.db, owner)).length) throw keyReused();
    const payable =
      order.payment_method === 'digital_payment' &&
      order.payment_status === 'unpaid' &&
      order.order_status === 'pending';
    const link = payable ? (await createPaymentIntent(ctx, intentOf(order))).redirect_link : null;
    return presentPlaced(order, link);
  };
  if (previous) return replay(previous);
  const body = await withOfferedContacts(ctx, sent, info.lang);

  if (pay === 'wallet' && owner.kind !== 'user') throw new ApiError(401, 'auth-001', 'You are not logged in');
  if (pay === 'cash_on_delivery' && !config.cash_on_delivery)
    throw badRequest('payment_method', 'Cash on delivery is not available.');
  if (pay === 'digital_payment' && !config.digital_payment)
    throw badRequest('payment_method', 'Digital payment is not available.');
  // a bad callback or gateway must fail before the order is written and the cart emptied, not after
  if (pay === 'digital_payment' && body.callback) checkCallbackUrl(body.callback, ctx.storefrontOrigins);
  if (pay === 'digital_payment') paymentGatewayOf(ctx, body.payment_gateway);
  const schedule = body.schedule_at ? new Date(body.schedule_at) : null;
  if (schedule && schedule.getTime() <= ctx.clock.now().getTime())
    throw badRequest('schedule_at', 'The scheduled time must be in the future.');

  try {
    const lang = info.lang;
    const t = translator(lang);
    const placed = await ctx.db.transaction().execute(async (tx) => {
      const { quote, address } = await quoteFor(ctx, info, owner, body, config, tx);
      const totals = quote.totals;
      const closed = checkStoreOrderTime(quote.hours, ctx.clock.now(), schedule, t);
      if (closed) throw badRequest(closed.code, closed.message);
      if (totals.couponError) throw badRequest(totals.couponError.code, totals.couponError.message);
      if (toMinor(body.order_amount) !== totals.total) {
        throw new ApiError(409, 'totals_changed', TOTALS_CHANGED, undefined, {
          totals: presentTotals(quote, ctx.clock.now(), info.lang),
        });
      }
      if (pay === 'cash_on_delivery' && quote.maximumCodMinor !== null && totals.total > quote.maximumCodMinor)
        throw badRequest('cod_limit', COD_LIMIT);
      const prescriptions = body.prescription_ids ?? [];
      if (quote.prescriptionRequired && !prescriptions.length) throw badRequest('prescription', PRESCRIPTION_REQUIRED);
      if (!(await ownsPrescriptions(ctx, tx, owner, prescriptions)))
        throw badRequest('prescription', PRESCRIPTION_REQUIRED);
      const now = ctx.clock.now();
      const inserted = await orders.insert(
        tx,
        owner,
        idempotency,
        {
          store_id: quote.storeId,
          module_id: quote.moduleId,
          zone_id: quote.zoneId,
          order_type: body.order_type,
          payment_method: pay,
          items_subtotal_minor: totals.itemsSubtotal,
          item_discount_minor: totals.itemDiscount,
          store_discount_minor: totals.storeDiscount,
          coupon_code: quote.coupon?.code ?? null,
          coupon_discount_minor: totals.couponDiscount,
          tax_minor: totals.tax,
          tax_included: totals.taxIncluded,
          delivery_charge_minor: totals.deliveryCharge,
          surge_charge_minor: totals.surgeCharge,
          surge_note: quote.surge ? surgeNote(info.lang, quote.surge) : null,
          cashback_minor: quote.cashback?.amountMinor ?? 0,
          cashback_offer_id: quote.cashback?.offer.id ?? null,
          order_amount_minor: totals.total,
          delivery_address: address,
          contact_phone: address?.contact_person_number ?? body.contact_phone ?? '',
          distance_km: quote.distanceKm,
          schedule_at: schedule,
          order_note: body.order_note ?? null,
          prescription: prescriptions,
          parcel: null,
          lang,
        },
        now,
      );
      await orders.insertLines(
        tx,
        quote.rows.map((row, i) => {
          const priced = totals.lines[i]!;
          const src = quote.sources[i]!;
          return {
            order_id: inserted.id,
            item_id: row.item_id,
            campaign_id: row.campaign_id,
            name: src.item.name,
            image: src.image,
            quantity: row.quantity,
            unit_price_minor: priced.itemBasePrice,
            unit_discount_minor: priced.unitDiscount,
            add_ons_minor: priced.addOnsTotal,
            total_minor: priced.totalPrice,
            variation_type: row.variation_type,
            food_options: JSON.stringify(row.food_options),
            add_ons: JSON.stringify(
              priced.selectedAddons.map((a) => ({
                id: Number(a.id),
                quantity: a.quantity,
                name: a.name ?? '',
                price_minor: toMinor(a.price),
              })),
            ),
          };
        }),
      );
      await reserveStock(tx, ctx, quote);
      let order = inserted;
      if (pay === 'wallet' && owner.kind === 'user') {
        await wallet.debit(tx, {
          userId: owner.userId,
          amountMinor: totals.total,
          type: 'order_payment',
          reference: `order:${inserted.id}`,
        });
        // just inserted in this transaction: still pending and unpaid
        order = (await orders.settlePending(tx, inserted.id, 'paid', now))!;
        await awardOrderPoints(tx, ctx, order);
        await rewardReferral(tx, ctx, order);
      }
      // issue 38.3: the intent goes with the order or neither does, so no digital order is left without a way to pay
      const redirect =
        pay === 'digital_payment' ? (await createPaymentIntent(ctx, intentOf(inserted), tx)).redirect_link : null;
      // a Buy Now order leaves the cart as it was
      if (!body.items)
        await storeCarts.remove(
          tx,
          quote.rows.map((r) => r.id),
        );
      await orders.countStoreOrder(tx, quote.storeId);
      // the receipt: now, or for a digital order once it is paid (order-payments.ts)
      if (pay !== 'digital_payment') await queueNews(tx, ctx, { kind: 'order_placed', orderId: inserted.id }, lang);
      // nothing below the wallet step writes the order row: no need to read it back
      return { order, redirect };
    });
    ctx.metrics.ordersPlaced.inc({ payment_method: pay });
    return presentPlaced(placed.order, placed.redirect);
  } catch (error) {
    const winner = await raceWinner(ctx, idempotency, error);
    if (winner) return replay(winner);
    throw error;
  }
}
