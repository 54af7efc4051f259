import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type, type Static } from '@sinclair/typebox';
import { ORDER_FLOW, applyCoupon, isSamePhone, checkStoreOrderTime, fromMinor, toMinor } from '@mart/domain';
import type { FastifyRequest } from 'fastify';
import { sql, type Transaction } from 'kysely';
import type { AppContext } from '../context';
import type { Database, OrderAddress, OrderRow } from '../db/schema';
import { ApiError, badRequest, notFound } from '../errors';
import { checkedImage, mediaBase, ownsPrescriptions, saveUpload } from '../services/media';
import { requestLang, tr, translator } from '../i18n';
import { viewOf, type View } from '../present';
import {
  MessageBody,
  Messages,
  Named,
  Nullable,
  OneOf,
  PageQuery,
  bearerSecurity,
  errorResponses,
  pageOf,
} from '../schemas/common';
import { businessSettings, type BusinessSettings } from '../services/settings';
import { couponForDomain, presentTotals, quoteOrder, type Quote } from '../services/order-pricing';
import { checkCallbackUrl, createPaymentIntent, registerPaymentHandler } from '../services/payments';
import { requireUser, optionalUser } from '../services/sessions';
import { insertOrder, isUniqueViolation, orderByIdempotencyKey, placingOrder } from '../services/order-rows';
import { cartOwner, prescriptionUploader, type CartOwner } from '../services/store-cart';
import { clearThrottle, throttle } from '../services/throttle';
import { debitWallet, creditWallet } from '../services/wallet';
import { awardOrderPoints, rewardReferral, settleCanceledOrder } from '../services/rewards';
import { DirectLine } from '../schemas/store-cart';
import { directCartRows, ownerCartRows } from '../services/store-cart-rows';

export const COD_LIMIT = 'The total amount of the order exceeds the maximum cash on delivery amount';
export const PRESCRIPTION_REQUIRED = 'Please upload your prescription image';
export const TOTALS_CHANGED = 'The order total has changed. Please review your order.';

/** A customer may cancel until the store starts on the order (the flow is @mart/domain ORDER_FLOW). */
const CANCELLABLE = new Set(['pending', 'confirmed']);

const AddressBody = Type.Object({
  address: Type.String({
    minLength: 1,
    maxLength: 500,
    ...Messages({ required: 'Address is required', default: 'Address is required' }),
  }),
  latitude: Type.Number({ minimum: -90, maximum: 90 }),
  longitude: Type.Number({ minimum: -180, maximum: 180 }),
  contact_person_name: Type.String({
    minLength: 1,
    maxLength: 100,
    ...Messages({ required: 'Name is required', default: 'Name is required' }),
  }),
  contact_person_number: Type.String({
    minLength: 5,
    maxLength: 20,
    ...Messages({ required: 'Phone Number is required', default: 'Phone Number is required' }),
  }),
  contact_person_email: Type.Optional(Nullable(Type.String({ maxLength: 255 }))),
  address_type: Type.Optional(Type.String({ maxLength: 50 })),
  road: Type.Optional(Nullable(Type.String({ maxLength: 100 }))),
  house: Type.Optional(Nullable(Type.String({ maxLength: 100 }))),
  floor: Type.Optional(Nullable(Type.String({ maxLength: 100 }))),
});

const QuoteFields = {
  guest_id: Type.Optional(Nullable(Type.String({ maxLength: 64 }))),
  order_type: OneOf(['delivery', 'take_away'], 'order_type must be delivery or take_away.'),
  address_id: Type.Optional(Nullable(Type.Integer({ minimum: 1 }))),
  address: Type.Optional(Nullable(AddressBody)),
  coupon_code: Type.Optional(Nullable(Type.String({ maxLength: 50 }))),
  /**
   * Buy Now / campaign Order Now: order these lines instead of the cart (which stays as it is); priced, checked
   * and placed exactly like cart lines. Absent: the owner's cart.
   */
  items: Type.Optional(Type.Array(DirectLine, { minItems: 1, maxItems: 20 })),
};
const QuoteBody = Named('OrderQuoteRequest', Type.Object(QuoteFields));
/** The last fields of both placements, store orders and parcels. */
export const PlaceCheckFields = {
  /** what the form showed; the order is refused when the server's total differs */
  order_amount: Type.Number({ minimum: 0, ...Messages({ required: 'order_amount is required.' }) }),
  /** a retry sends the same key and gets the first order back */
  idempotency_key: Type.String({
    minLength: 8,
    maxLength: 100,
    ...Messages({ required: 'idempotency_key is required.' }),
  }),
};
const PlaceBody = Named(
  'PlaceOrderRequest',
  Type.Object({
    ...QuoteFields,
    payment_method: OneOf(
      ['cash_on_delivery', 'wallet', 'digital_payment'],
      'payment_method must be cash_on_delivery, wallet or digital_payment.',
    ),
    /** digital_payment: which gateway (config active_payment_method_list) */
    payment_gateway: Type.Optional(Type.String({ maxLength: 50 })),
    /** where the customer returns after a digital payment */
    callback: Type.Optional(Type.String({ maxLength: 500 })),
    schedule_at: Type.Optional(Nullable(Type.String({ format: 'date-time' }))),
    order_note: Type.Optional(Nullable(Type.String({ maxLength: 500 }))),
    contact_phone: Type.Optional(Type.String({ maxLength: 20 })),
    prescription_ids: Type.Optional(Type.Array(Type.String({ maxLength: 64 }), { maxItems: 3 })),
    ...PlaceCheckFields,
  }),
);

const Totals = Type.Object({
  /** the store is closed for an order now: why, in the request's language (checkout offers a scheduled time) */
  store_closed: Nullable(Type.String()),
  /** whether the store takes orders for a later time */
  schedule_order: Type.Boolean(),
  items_subtotal: Type.Number(),
  item_discount: Type.Number(),
  store_discount: Type.Number(),
  coupon_discount: Type.Number(),
  coupon_error: Nullable(Type.String()),
  tax: Type.Number(),
  tax_included: Type.Boolean(),
  delivery_charge: Type.Number(),
  free_delivery_reason: Nullable(Type.String()),
  distance_km: Type.Number(),
  order_amount: Type.Number(),
  maximum_cod_order_amount: Nullable(Type.Number()),
  prescription_required: Type.Boolean(),
});
export const OrderQuote = Named('OrderQuote', Totals);

const OrderLine = Type.Object({
  id: Type.Integer(),
  item_id: Type.Integer(),
  name: Type.String(),
  image_full_url: Type.String(),
  quantity: Type.Integer(),
  price: Type.Number(),
  discount: Type.Number(),
  add_ons_price: Type.Number(),
  total_price: Type.Number(),
  variation_type: Nullable(Type.String()),
  variation: Type.Array(
    Type.Object({ name: Type.String(), values: Type.Object({ label: Type.Array(Type.String()) }) }),
  ),
  add_ons: Type.Array(
    Type.Object({ id: Type.Integer(), name: Type.String(), quantity: Type.Integer(), price: Type.Number() }),
  ),
});
const StatusLog = Type.Object({ status: Type.String(), created_at: Type.String() });
export const Order = Named(
  'StoreOrder',
  Type.Object({
    id: Type.Integer(),
    store_id: Nullable(Type.Integer()),
    store_name: Nullable(Type.String()),
    store_latitude: Nullable(Type.Number()),
    store_longitude: Nullable(Type.Number()),
    module_id: Type.Integer(),
    order_type: Type.String(),
    order_status: Type.String(),
    payment_method: Type.String(),
    payment_status: Type.String(),
    items_subtotal: Type.Number(),
    item_discount: Type.Number(),
    store_discount: Type.Number(),
    coupon_code: Nullable(Type.String()),
    coupon_discount: Type.Number(),
    tax: Type.Number(),
    tax_included: Type.Boolean(),
    delivery_charge: Type.Number(),
    order_amount: Type.Number(),
    distance_km: Type.Number(),
    delivery_address: Nullable(Type.Unsafe<OrderAddress>(Type.Object({}, { additionalProperties: true }))),
    schedule_at: Nullable(Type.String()),
    order_note: Nullable(Type.String()),
    cancellation_reason: Nullable(Type.String()),
    reviewed: Type.Boolean(),
    created_at: Type.String(),
    details: Type.Array(OrderLine),
    timeline: Type.Array(StatusLog),
    /** order_type parcel: the category and both contacts */
    parcel: Nullable(
      Type.Object({
        category_id: Type.Integer(),
        category_name: Type.String(),
        sender: Type.Unsafe<OrderAddress>(Type.Object({}, { additionalProperties: true })),
        receiver: Type.Unsafe<OrderAddress>(Type.Object({}, { additionalProperties: true })),
      }),
    ),
    /** store (or parcel sender) → customer (receiver), for the route map (straight line until a courier reports positions) */
    route: Type.Array(Type.Object({ lat: Type.Number(), lng: Type.Number(), label: Type.String() })),
  }),
);
const PlaceResponse = Named(
  'PlaceOrderResponse',
  Type.Object({
    order_id: Type.Integer(),
    order_amount: Type.Number(),
    payment_status: Type.String(),
    redirect_link: Nullable(Type.String()),
    message: Type.String(),
  }),
);

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

export async function presentOrder(ctx: AppContext, view: View, order: OrderRow): Promise<Static<typeof Order>> {
  const [lines, logs, store, parcelCategory] = await Promise.all([
    ctx.db.selectFrom('order_items').selectAll().where('order_id', '=', order.id).orderBy('id').execute(),
    ctx.db.selectFrom('order_status_logs').selectAll().where('order_id', '=', order.id).orderBy('id').execute(),
    order.store_id
      ? ctx.db
          .selectFrom('stores')
          .select(['name', 'latitude', 'longitude', 'address', 'i18n'])
          .where('id', '=', order.store_id)
          .executeTakeFirst()
      : undefined,
    order.parcel
      ? ctx.db
          .selectFrom('parcel_categories')
          .select(['name', 'i18n'])
          .where('id', '=', order.parcel.category_id)
          .executeTakeFirst()
      : undefined,
  ]);
  const address = order.delivery_address;
  const parcel = order.parcel;
  const route = [
    ...(store
      ? [{ lat: store.latitude, lng: store.longitude, label: tr(view.lang, store.address, store.i18n, 'address') }]
      : []),
    ...(parcel ? [{ lat: parcel.sender.latitude, lng: parcel.sender.longitude, label: parcel.sender.address }] : []),
    ...(address && order.order_type !== 'take_away'
      ? [{ lat: address.latitude, lng: address.longitude, label: address.address }]
      : []),
  ];
  return {
    id: order.id,
    store_id: order.store_id,
    store_name: store ? tr(view.lang, store.name, store.i18n) : null,
    store_latitude: store?.latitude ?? null,
    store_longitude: store?.longitude ?? null,
    module_id: order.module_id,
    order_type: order.order_type,
    order_status: order.order_status,
    payment_method: order.payment_method,
    payment_status: order.payment_status,
    items_subtotal: fromMinor(order.items_subtotal_minor),
    item_discount: fromMinor(order.item_discount_minor),
    store_discount: fromMinor(order.store_discount_minor),
    coupon_code: order.coupon_code,
    coupon_discount: fromMinor(order.coupon_discount_minor),
    tax: fromMinor(order.tax_minor),
    tax_included: order.tax_included,
    delivery_charge: fromMinor(order.delivery_charge_minor),
    order_amount: fromMinor(order.order_amount_minor),
    distance_km: order.distance_km,
    delivery_address: address,
    schedule_at: iso(order.schedule_at),
    order_note: order.order_note,
    cancellation_reason: order.cancellation_reason,
    reviewed: order.reviewed,
    created_at: iso(order.created_at)!,
    details: lines.map((l) => ({
      id: l.id,
      item_id: l.item_id,
      name: l.name,
      image_full_url: `${view.base}${l.image}`,
      quantity: l.quantity,
      price: fromMinor(l.unit_price_minor),
      discount: fromMinor(l.unit_discount_minor),
      add_ons_price: fromMinor(l.add_ons_minor),
      total_price: fromMinor(l.total_minor),
      variation_type: l.variation_type,
      variation: Object.entries(l.food_options).map(([name, label]) => ({ name, values: { label } })),
      add_ons: l.add_ons.map((a) => ({
        id: a.id,
        name: a.name,
        quantity: a.quantity,
        price: fromMinor(a.price_minor),
      })),
    })),
    timeline: logs.map((l) => ({ status: l.status, created_at: iso(l.created_at)! })),
    parcel: parcel
      ? {
          category_id: parcel.category_id,
          category_name: parcelCategory ? tr(view.lang, parcelCategory.name, parcelCategory.i18n) : '',
          sender: parcel.sender,
          receiver: parcel.receiver,
        }
      : null,
    route,
  };
}

async function logStatus(tx: Transaction<Database>, orderId: number, status: string, at: Date) {
  await tx.insertInto('order_status_logs').values({ order_id: orderId, status, created_at: at }).execute();
}

/**
 * Locks the stock-tracked items of an order in id order, so two orders sharing items always queue in the same
 * order (locking them line by line in cart order let two carts deadlock each other).
 */
async function lockItems(tx: Transaction<Database>, itemIds: number[]) {
  if (itemIds.length === 0) return;
  await tx
    .selectFrom('items')
    .select('id')
    .where('id', 'in', [...new Set(itemIds)])
    .orderBy('id')
    .forUpdate()
    .execute();
}

/**
 * Reserves stock for every line, in the order's transaction. The items are locked before they are read, so on
 * PostgreSQL parallel orders for the last units queue on the rows and the later ones see the reduced stock.
 * Food items do not track stock (SPEC §5, domain rule).
 */
async function reserveStock(tx: Transaction<Database>, quote: Quote) {
  const tracked = quote.rows.filter((_, i) => quote.sources[i]!.item.module_type !== 'food');
  await lockItems(
    tx,
    tracked.map((r) => r.item_id),
  );
  for (const row of tracked) {
    const item = await tx
      .selectFrom('items')
      .select(['id', 'stock', 'variations'])
      .where('id', '=', row.item_id)
      .executeTakeFirstOrThrow();
    if (item.stock < row.quantity) throw badRequest('outOfStock', 'Out of Stock');
    let variations = item.variations;
    if (row.variation_type) {
      const v = variations.find((x) => x.type === row.variation_type);
      if (v && v.stock < row.quantity) throw badRequest('outOfStock', 'Out of Stock');
      variations = variations.map((x) => (x.type === row.variation_type ? { ...x, stock: x.stock - row.quantity } : x));
    }
    await tx
      .updateTable('items')
      .set({
        stock: item.stock - row.quantity,
        variations: JSON.stringify(variations),
        order_count: sql<number>`order_count + 1`,
      })
      .where('id', '=', item.id)
      .execute();
  }
}

/** Gives a canceled or failed order's stock back (the caller moved its status, once). */
async function releaseStock(tx: Transaction<Database>, orderId: number) {
  const lines = await tx
    .selectFrom('order_items')
    .innerJoin('items', 'items.id', 'order_items.item_id')
    .innerJoin('modules', 'modules.id', 'items.module_id')
    .select(['order_items.item_id', 'order_items.quantity', 'order_items.variation_type', 'modules.module_type'])
    .where('order_id', '=', orderId)
    .execute();
  const tracked = lines.filter((l) => l.module_type !== 'food');
  await lockItems(
    tx,
    tracked.map((l) => l.item_id),
  );
  for (const line of tracked) {
    const item = await tx
      .selectFrom('items')
      .select(['stock', 'variations'])
      .where('id', '=', line.item_id)
      .executeTakeFirstOrThrow();
    const variations = item.variations.map((x) =>
      x.type === line.variation_type ? { ...x, stock: x.stock + line.quantity } : x,
    );
    await tx
      .updateTable('items')
      .set({ stock: item.stock + line.quantity, variations: JSON.stringify(variations) })
      .where('id', '=', line.item_id)
      .execute();
  }
}

/**
 * Payment outcome for a digital store order: paid confirms it, failed fails it and gives the stock back. Each
 * moves the order only from pending/unpaid; a payment that lands after the customer canceled goes to their
 * wallet instead of reviving the order.
 */
registerPaymentHandler('order', {
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
});

export const orderRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;
  // per-client limit of the routes a stranger can hammer (guest tracking, prescription uploads)
  const perClient = { rateLimit: { max: ctx.authRateLimit.max, timeWindow: ctx.authRateLimit.timeWindowMs } };

  async function destination(
    owner: CartOwner,
    body: Static<typeof QuoteBody>,
    db: AppContext['db'] | Transaction<Database>,
  ): Promise<OrderAddress | null> {
    if (body.order_type === 'take_away') return body.address ?? null;
    if (body.address_id) {
      if (owner.kind !== 'user') throw badRequest('address_id', 'Saved addresses need a sign-in.');
      const saved = await db
        .selectFrom('addresses')
        .selectAll()
        .where('id', '=', body.address_id)
        .where('user_id', '=', owner.userId)
        .executeTakeFirst();
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
      };
    }
    if (!body.address) throw badRequest('address', 'Address is required');
    return body.address;
  }

  async function quoteFor(
    request: FastifyRequest,
    owner: CartOwner,
    body: Static<typeof QuoteBody> & { contact_phone?: string },
    config: BusinessSettings,
    tx?: Transaction<Database>,
  ) {
    const db = tx ?? ctx.db;
    // placing: the owner's cart rows are locked first, so parallel placements of one cart take turns and every
    // later one finds the cart already emptied (one order per cart, whatever idempotency keys they carry).
    // Direct lines touch no cart row: their stock is locked with the cart's (reserveStock).
    const rows = body.items
      ? await directCartRows(ctx, viewOf(ctx, request), owner, body.items, db)
      : await ownerCartRows(ctx, owner, db, Boolean(tx));
    const address = await destination(owner, body, db);
    const quote = await quoteOrder(
      ctx,
      viewOf(ctx, request),
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
        t: translator(requestLang(request)),
      },
      config,
      db,
    );
    return { quote, address };
  }

  app.post(
    '/api/v1/customer/order/quote',
    {
      schema: {
        tags: ['orders'],
        summary: "Totals of the owner's cart for a delivery or take-away order (what checkout shows)",
        security: bearerSecurity,
        body: QuoteBody,
        response: { 200: OrderQuote, ...errorResponses },
      },
    },
    async (request) => {
      const owner = await cartOwner(ctx, request, request.body.guest_id);
      const { quote } = await quoteFor(request, owner, request.body, await businessSettings(ctx));
      return presentTotals(quote, ctx.clock.now(), translator(requestLang(request)));
    },
  );

  app.post(
    '/api/v1/customer/order/place',
    {
      schema: {
        tags: ['orders'],
        summary:
          'Place the cart as an order: totals recomputed and compared, stock reserved, idempotent by idempotency_key',
        security: bearerSecurity,
        body: PlaceBody,
        response: {
          200: PlaceResponse,
          409: Type.Object({
            errors: Type.Array(Type.Object({ code: Type.String(), message: Type.String() })),
            totals: Type.Optional(OrderQuote),
          }),
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const { owner, config, scope, previous } = await placingOrder(ctx, request, body);
      if (previous) return placed(previous, null);

      const pay = body.payment_method;
      if (pay === 'wallet' && owner.kind !== 'user') throw new ApiError(401, 'auth-001', 'You are not logged in');
      if (pay === 'cash_on_delivery' && !config.cash_on_delivery)
        throw badRequest('payment_method', 'Cash on delivery is not available.');
      if (pay === 'digital_payment' && !config.digital_payment)
        throw badRequest('payment_method', 'Digital payment is not available.');
      // a bad callback must fail before the order is written and the cart emptied, not after
      if (pay === 'digital_payment' && body.callback) checkCallbackUrl(body.callback, request.headers.origin ?? null);
      const schedule = body.schedule_at ? new Date(body.schedule_at) : null;
      if (schedule && schedule.getTime() <= ctx.clock.now().getTime())
        throw badRequest('schedule_at', 'The scheduled time must be in the future.');

      try {
        const t = translator(requestLang(request));
        const order = await ctx.db.transaction().execute(async (tx) => {
          const { quote, address } = await quoteFor(request, owner, body, config, tx);
          const totals = quote.totals;
          const closed = checkStoreOrderTime(quote.hours, ctx.clock.now(), schedule, t);
          if (closed) throw badRequest(closed.code, closed.message);
          if (totals.couponError) throw badRequest(totals.couponError.code, totals.couponError.message);
          if (toMinor(body.order_amount) !== totals.total) {
            throw Object.assign(new ApiError(409, 'totals_changed', TOTALS_CHANGED), {
              totals: presentTotals(quote, ctx.clock.now(), t),
            });
          }
          if (pay === 'cash_on_delivery' && quote.maximumCodMinor !== null && totals.total > quote.maximumCodMinor)
            throw badRequest('cod_limit', COD_LIMIT);
          const prescriptions = body.prescription_ids ?? [];
          if (quote.prescriptionRequired && !prescriptions.length)
            throw badRequest('prescription', PRESCRIPTION_REQUIRED);
          if (!(await ownsPrescriptions(tx, owner, prescriptions)))
            throw badRequest('prescription', PRESCRIPTION_REQUIRED);
          const now = ctx.clock.now();
          const inserted = await insertOrder(
            tx,
            owner,
            body.idempotency_key,
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
              order_amount_minor: totals.total,
              delivery_address: address,
              contact_phone: address?.contact_person_number ?? body.contact_phone ?? '',
              distance_km: quote.distanceKm,
              schedule_at: schedule,
              order_note: body.order_note ?? null,
              prescription: prescriptions,
              parcel: null,
            },
            now,
          );
          // one statement for all lines (ids follow the cart order, as the details list them)
          await tx
            .insertInto('order_items')
            .values(
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
            )
            .execute();
          await reserveStock(tx, quote);
          let order = inserted;
          if (pay === 'wallet' && owner.kind === 'user') {
            await debitWallet(tx, {
              userId: owner.userId,
              amountMinor: totals.total,
              type: 'order_payment',
              reference: `order:${inserted.id}`,
            });
            order = await tx
              .updateTable('orders')
              .set({ payment_status: 'paid', order_status: 'confirmed' })
              .where('id', '=', inserted.id)
              .returningAll()
              .executeTakeFirstOrThrow();
            await logStatus(tx, inserted.id, 'confirmed', now);
            await awardOrderPoints(tx, ctx, order);
            await rewardReferral(tx, ctx, order);
          }
          // a Buy Now order leaves the cart as it was
          if (!body.items)
            await tx
              .deleteFrom('store_cart_items')
              .where(
                'id',
                'in',
                quote.rows.map((r) => r.id),
              )
              .execute();
          await tx
            .updateTable('stores')
            .set({ order_count: sql<number>`order_count + 1` })
            .where('id', '=', quote.storeId)
            .execute();
          // nothing below the wallet step writes the order row: no need to read it back
          return order;
        });
        let redirect: string | null = null;
        if (pay === 'digital_payment') {
          const intent = await createPaymentIntent(ctx, {
            purpose: 'order',
            referenceId: order.id,
            amountMinor: order.order_amount_minor,
            userId: order.user_id,
            guestId: order.guest_id,
            callbackUrl: body.callback ?? `/checkout?page=success&order_id=${order.id}`,
            allowedOrigin: request.headers.origin ?? null,
            gateway: body.payment_gateway,
            apiBase: mediaBase(request, ctx.publicUrl),
          });
          redirect = intent.redirect_link;
        }
        return placed(order, redirect);
      } catch (error) {
        // The same key raced in from a retry and the first request won: its insert made ours a unique violation, or
        // its commit emptied the cart before our transaction read it (then ours fails as an empty cart). Either
        // way the answer is the winner's order.
        if (isUniqueViolation(error) || error instanceof ApiError) {
          const winner = await orderByIdempotencyKey(ctx.db, scope, body.idempotency_key);
          if (winner) return placed(winner, null);
        }
        if (error instanceof ApiError && 'totals' in error) {
          return reply.status(409).send({
            errors: [{ code: error.code, message: error.message }],
            totals: (error as ApiError & { totals: Static<typeof OrderQuote> }).totals,
          });
        }
        throw error;
      }
    },
  );

  function placed(order: OrderRow, redirect: string | null) {
    return {
      order_id: order.id,
      order_amount: fromMinor(order.order_amount_minor),
      payment_status: order.payment_status,
      redirect_link: redirect,
      message: 'Order placed successfully',
    };
  }

  async function ownOrder(request: FastifyRequest, id: number): Promise<OrderRow> {
    const user = await requireUser(ctx, request);
    const order = await ctx.db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst();
    if (!order || order.user_id !== user.id) throw notFound('Order');
    return order;
  }

  app.get(
    '/api/v1/customer/order/list',
    {
      schema: {
        tags: ['orders'],
        summary: "The signed-in customer's orders, newest first (guests have no history)",
        security: bearerSecurity,
        querystring: Type.Object({
          ...PageQuery,
          type: Type.Optional(OneOf(['all', 'running', 'past'], 'type must be all, running or past.')),
        }),
        response: {
          200: Type.Object({
            total_size: Type.Integer(),
            limit: Type.Integer(),
            offset: Type.Integer(),
            orders: Type.Array(Order),
          }),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const user = await requireUser(ctx, request);
      const page = pageOf(request.query);
      let query = ctx.db.selectFrom('orders').where('user_id', '=', user.id);
      if (request.query.type === 'running') query = query.where('order_status', 'in', [...ORDER_FLOW.slice(0, -1)]);
      if (request.query.type === 'past') query = query.where('order_status', 'in', ['delivered', 'canceled', 'failed']);
      const total = await query.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow();
      const rows = await query.selectAll().orderBy('id', 'desc').limit(page.limit).offset(page.skip).execute();
      const view = viewOf(ctx, request);
      const orders = [];
      for (const row of rows) orders.push(await presentOrder(ctx, view, row));
      return { total_size: total.n, limit: page.limit, offset: page.offset, orders };
    },
  );

  app.get(
    '/api/v1/customer/order/details/:id',
    {
      schema: {
        tags: ['orders'],
        summary: "One of the customer's orders with lines, timeline and route",
        security: bearerSecurity,
        params: Type.Object({ id: Type.Integer({ minimum: 1 }) }),
        response: { 200: Order, ...errorResponses },
      },
    },
    async (request) => presentOrder(ctx, viewOf(ctx, request), await ownOrder(request, request.params.id)),
  );

  app.get(
    '/api/v1/customer/order/track',
    {
      config: perClient,
      schema: {
        tags: ['orders'],
        summary:
          'Track an order: signed in (own orders) or by order id + contact phone (guests; limited per order and client)',
        security: bearerSecurity,
        querystring: Type.Object({
          order_id: Type.Integer({
            minimum: 1,
            ...Messages({ required: 'Order id is required', default: 'Order id is required' }),
          }),
          contact_number: Type.Optional(Type.String({ maxLength: 20 })),
        }),
        response: { 200: Order, ...errorResponses },
      },
    },
    async (request, reply) => {
      const user = await optionalUser(ctx, request);
      const order = await ctx.db
        .selectFrom('orders')
        .selectAll()
        .where('id', '=', request.query.order_id)
        .executeTakeFirst();
      const own = order && user && order.user_id === user.id;
      // order ids are sequential: phone guesses are counted per order, whoever makes them
      if (!own) await throttle(ctx, reply, 'order-track', request.query.order_id);
      const allowed = own || (order !== undefined && isSamePhone(request.query.contact_number, order.contact_phone));
      if (!order || !allowed) throw notFound('Order');
      // the guest who knows the phone may look again and again
      if (!own) await clearThrottle(ctx, 'order-track', order.id);
      return presentOrder(ctx, viewOf(ctx, request), order);
    },
  );

  app.put(
    '/api/v1/customer/order/cancel',
    {
      schema: {
        tags: ['orders'],
        summary: 'Cancel a pending or confirmed order with a reason; stock and wallet payments are returned',
        security: bearerSecurity,
        body: Type.Object({
          order_id: Type.Integer({ minimum: 1 }),
          reason: Type.String({
            minLength: 1,
            maxLength: 255,
            ...Messages({ required: 'Please select a reason.', default: 'Please select a reason.' }),
          }),
        }),
        response: { 200: MessageBody, ...errorResponses },
      },
    },
    async (request) => {
      const order = await ownOrder(request, request.body.order_id);
      await ctx.db.transaction().execute(async (tx) => {
        const now = ctx.clock.now();
        const updated = await tx
          .updateTable('orders')
          .set({ order_status: 'canceled', cancellation_reason: request.body.reason, updated_at: now })
          .where('id', '=', order.id)
          .where('order_status', 'in', [...CANCELLABLE])
          .returningAll()
          .executeTakeFirst();
        if (!updated) throw badRequest('order_status', 'This order can no longer be canceled.');
        await logStatus(tx, order.id, 'canceled', now);
        await releaseStock(tx, order.id);
        if (updated.payment_status === 'paid' && updated.user_id && updated.payment_method !== 'cash_on_delivery') {
          // everything the order earned comes back first; what the customer already converted is kept back
          const refundMinor = await settleCanceledOrder(tx, ctx, updated, updated.order_amount_minor);
          if (refundMinor > 0)
            await creditWallet(tx, {
              userId: updated.user_id,
              amountMinor: refundMinor,
              type: 'order_refund',
              reference: `order:${order.id}`,
            });
          await tx.updateTable('orders').set({ payment_status: 'refunded' }).where('id', '=', order.id).execute();
        }
      });
      return { message: 'Order canceled successfully' };
    },
  );

  app.post(
    '/api/v1/customer/order/review',
    {
      schema: {
        tags: ['orders'],
        summary: 'Review a delivered order: one rating for the store and each item, once',
        security: bearerSecurity,
        body: Type.Object({
          order_id: Type.Integer({ minimum: 1 }),
          rating: Type.Integer({ minimum: 1, maximum: 5, ...Messages({ default: 'rating must be 1 to 5.' }) }),
          comment: Type.Optional(Type.String({ maxLength: 1000 })),
        }),
        response: { 200: MessageBody, ...errorResponses },
      },
    },
    async (request) => {
      const user = await requireUser(ctx, request);
      const order = await ownOrder(request, request.body.order_id);
      if (order.order_status !== 'delivered' || !order.store_id)
        throw badRequest('order_status', 'Only delivered orders can be reviewed.');
      await ctx.db.transaction().execute(async (tx) => {
        const marked = await tx
          .updateTable('orders')
          .set({ reviewed: true })
          .where('id', '=', order.id)
          .where('reviewed', '=', false)
          .returning('id')
          .executeTakeFirst();
        if (!marked) throw badRequest('reviewed', 'You have already reviewed this order.');
        const items = await tx.selectFrom('order_items').select('item_id').where('order_id', '=', order.id).execute();
        const name = [user.f_name, user.l_name].filter(Boolean).join(' ');
        for (const itemId of [null, ...new Set(items.map((i) => i.item_id))]) {
          await tx
            .insertInto('reviews')
            .values({
              user_id: user.id,
              customer_name: name,
              store_id: order.store_id!,
              item_id: itemId,
              vehicle_id: null,
              rating: request.body.rating,
              comment: request.body.comment ?? '',
              created_at: ctx.clock.now(),
            })
            .execute();
        }
      });
      return { message: 'Review submitted successfully' };
    },
  );

  app.get(
    '/api/v1/customer/coupon/applicable',
    {
      schema: {
        tags: ['orders'],
        summary: 'Running coupons for the signed-in customer, with whether each applies to the current cart (SPEC §5)',
        security: bearerSecurity,
        response: {
          200: Type.Array(
            Type.Object({
              id: Type.Integer(),
              title: Type.String(),
              code: Type.String(),
              coupon_type: Type.String(),
              discount_type: Type.String(),
              discount: Type.Number(),
              min_purchase: Type.Number(),
              max_discount: Type.Number(),
              expire_date: Type.String(),
              applicable: Type.Boolean(),
              reason: Nullable(Type.String()),
            }),
          ),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const user = await requireUser(ctx, request);
      const today = ctx.clock.now().toISOString().slice(0, 10);
      const coupons = await ctx.db
        .selectFrom('coupons')
        .selectAll()
        .where('status', '=', true)
        .where('start_date', '<=', today)
        .where('expire_date', '>=', today)
        .orderBy('id')
        .execute();
      const cart = await ownerCartRows(ctx, { kind: 'user', userId: user.id });
      const config = await businessSettings(ctx);
      let quote: Quote | null = null;
      if (cart.length) {
        // only the item totals matter here: quote with an order type the store offers (a take-away quote is
        // refused by a delivery-only store), delivering to the store's own door when it must be delivery
        const store = await ctx.db
          .selectFrom('stores')
          .select(['take_away', 'latitude', 'longitude'])
          .where('id', '=', cart[0]!.store_id)
          .executeTakeFirst();
        if (!store) throw notFound('Store');
        quote = await quoteOrder(
          ctx,
          viewOf(ctx, request),
          cart,
          {
            orderType: store.take_away ? 'take_away' : 'delivery',
            destination: store.take_away ? null : { latitude: store.latitude, longitude: store.longitude },
            couponCode: null,
            customer: { userId: user.id },
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
                priceFormat: { symbol: config.currency_symbol, direction: config.currency_symbol_direction },
              })
            : null;
          return {
            id: c.id,
            title: c.title,
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
    },
  );

  app.post(
    '/api/v1/customer/order/prescription',
    {
      config: perClient,
      schema: {
        tags: ['orders'],
        summary:
          'Upload one prescription image (jpg, png, jpeg, gif; max 2 MB) for a pharmacy order: signed in, or a guest with a store cart',
        security: bearerSecurity,
        consumes: ['multipart/form-data'],
        response: { 200: Type.Object({ id: Type.String(), url: Type.String() }), ...errorResponses },
      },
    },
    async (request) => {
      const owner = await prescriptionUploader(ctx, request);
      const file = (request.body as { image?: unknown } | undefined)?.image;
      if (file === undefined || file === '') throw badRequest('image', PRESCRIPTION_REQUIRED);
      const { id, path } = await saveUpload(ctx.db, owner, 'prescription', checkedImage(file), ctx.clock.now());
      return { id, url: `${mediaBase(request, ctx.publicUrl)}${path}` };
    },
  );
};
