import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type, type Static } from '@sinclair/typebox';
import { fromMinor, quoteParcel, toMinor, validateParcel } from '@mart/domain';
import type { FastifyRequest } from 'fastify';
import { parseIdHeader } from '../db/catalog-queries';
import type { Selectable } from 'kysely';
import type { OrderAddress, OrderRow, ParcelCategoriesTable } from '../db/schema';
import { ApiError, badRequest, notFound } from '../errors';
import { tr } from '../i18n';
import { viewOf, type View } from '../present';
import { MessageCode, Messages, Named, Nullable, OneOf, bearerSecurity, errorResponses } from '../schemas/common';
import { fullUrl } from '../services/media';
import { PlaceCheckFields } from '../schemas/orders';
import { placingOrder, raceWinner } from '../services/order-placing';
import { COD_LIMIT, TOTALS_CHANGED } from '../services/place-order';

const ParcelPointBody = Type.Object({
  address: Type.String({ maxLength: 500 }),
  latitude: Type.Number({ minimum: -90, maximum: 90 }),
  longitude: Type.Number({ minimum: -180, maximum: 180 }),
  contact_person_name: Type.String({ maxLength: 100 }),
  contact_person_number: Type.String({ maxLength: 20 }),
  house: Type.Optional(Nullable(Type.String({ maxLength: 100 }))),
  floor: Type.Optional(Nullable(Type.String({ maxLength: 100 }))),
});

const QuoteFields = {
  category_id: Type.Integer({
    minimum: 1,
    ...Messages({ required: 'Please select a parcel category', default: 'Please select a parcel category' }),
  }),
  sender: ParcelPointBody,
  receiver: ParcelPointBody,
};
const ParcelQuoteBody = Named('ParcelQuoteRequest', Type.Object(QuoteFields));
const ParcelPlaceBody = Named(
  'ParcelPlaceRequest',
  Type.Object({
    ...QuoteFields,
    guest_id: Type.Optional(Nullable(Type.String({ maxLength: 64 }))),
    /** a parcel is paid in cash on delivery */
    payment_method: OneOf(['cash_on_delivery'], 'payment_method must be cash_on_delivery.'),
    order_note: Type.Optional(Nullable(Type.String({ maxLength: 500 }))),
    ...PlaceCheckFields,
  }),
);

export const ParcelCategory = Named(
  'ParcelCategory',
  Type.Object({
    id: Type.Integer(),
    name: Type.String(),
    description: Type.String(),
    image_full_url: Type.String(),
    per_km_charge: Type.Number(),
    minimum_charge: Type.Number(),
  }),
);
const ParcelQuote = Named(
  'ParcelQuote',
  Type.Object({
    category_id: Type.Integer(),
    distance_km: Type.Number(),
    delivery_charge: Type.Number(),
    order_amount: Type.Number(),
    maximum_cod_order_amount: Nullable(Type.Number()),
  }),
);
const ParcelPlaced = Named(
  'ParcelPlaceResponse',
  Type.Object({
    order_id: Type.Integer(),
    order_amount: Type.Number(),
    payment_status: Type.String(),
    message: Type.String(),
    code: MessageCode,
  }),
);

type CategoryRow = Selectable<ParcelCategoriesTable>;

const presentParcelCategory = (view: View, c: CategoryRow): Static<typeof ParcelCategory> => ({
  id: c.id,
  name: tr(view.lang, c.name, c.i18n),
  description: tr(view.lang, c.description, c.i18n, 'description'),
  image_full_url: fullUrl(view.base, c.image) ?? '',
  per_km_charge: fromMinor(c.per_km_charge_minor),
  minimum_charge: fromMinor(c.minimum_charge_minor),
});

export const parcelRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;

  /** The parcel module the request is for: the moduleId header when it names one, else the first active one. */
  async function parcelModule(request: FastifyRequest) {
    const wanted = parseIdHeader(request.headers.moduleid);
    const id = await app.repos.parcel.activeModuleId(ctx.db, wanted);
    if (id === undefined) throw badRequest('module', 'Parcel delivery is not available.');
    return id;
  }

  /** Validates the form (domain rules), finds the category and the sender's zone, and prices the parcel. */
  async function quote(request: FastifyRequest, body: Static<typeof ParcelQuoteBody>) {
    const problem = validateParcel(body);
    if (problem) throw badRequest(problem.field, problem.error.message);
    const category = await app.repos.parcel.activeCategory(ctx.db, body.category_id);
    if (!category) throw notFound('Parcel category');
    const moduleId = await parcelModule(request);
    const zoneIds = await ctx.zones.zoneIdsAt({ lat: body.sender.latitude, lng: body.sender.longitude });
    const pivot = zoneIds.length ? await app.repos.zones.moduleTermsIn(ctx.db, moduleId, zoneIds) : undefined;
    if (!pivot) throw badRequest('sender.address', 'Parcel delivery is not available at this pickup address.');
    const priced = quoteParcel(
      category,
      { lat: body.sender.latitude, lng: body.sender.longitude },
      { lat: body.receiver.latitude, lng: body.receiver.longitude },
    );
    return { category, moduleId, zoneId: pivot.zone_id, maximumCodMinor: pivot.maximum_cod_order_amount_minor, priced };
  }

  app.get(
    '/api/v1/parcel/category',
    {
      schema: {
        tags: ['parcel'],
        summary: 'Parcel categories with their per-km charge and minimum',
        response: { 200: Type.Array(ParcelCategory) },
      },
    },
    async (request) => {
      const view = viewOf(ctx, request);
      const rows = await app.repos.parcel.activeCategories(ctx.db);
      return rows.map((c) => presentParcelCategory(view, c));
    },
  );

  app.post(
    '/api/v1/parcel/quote',
    {
      schema: {
        tags: ['parcel'],
        summary: 'Distance (straight line) and charge of a parcel between sender and receiver',
        body: ParcelQuoteBody,
        response: { 200: ParcelQuote, ...errorResponses },
      },
    },
    async (request) => {
      const q = await quote(request, request.body);
      return {
        category_id: q.category.id,
        distance_km: q.priced.distanceKm,
        delivery_charge: fromMinor(q.priced.chargeMinor),
        order_amount: fromMinor(q.priced.chargeMinor),
        maximum_cod_order_amount: q.maximumCodMinor === null ? null : fromMinor(q.maximumCodMinor),
      };
    },
  );

  app.post(
    '/api/v1/parcel/place',
    {
      schema: {
        tags: ['parcel'],
        summary: 'Send a parcel: charge recomputed and compared, cash on delivery, idempotent by Idempotency-Key',
        security: bearerSecurity,
        body: ParcelPlaceBody,
        response: { 200: ParcelPlaced, ...errorResponses },
      },
    },
    async (request) => {
      const body = request.body;
      const { owner, config, idempotency, previous } = await placingOrder(ctx, request, body);
      if (!config.cash_on_delivery) throw badRequest('payment_method', 'Cash on delivery is not available.');
      if (previous) return placed(previous);

      const q = await quote(request, body);
      const charge = q.priced.chargeMinor;
      if (toMinor(body.order_amount) !== charge) throw new ApiError(409, 'totals_changed', TOTALS_CHANGED);
      if (q.maximumCodMinor !== null && q.maximumCodMinor > 0 && charge > q.maximumCodMinor)
        throw badRequest('cod_limit', COD_LIMIT);
      const point = (p: Static<typeof ParcelPointBody>): OrderAddress => ({
        address: p.address.trim(),
        latitude: p.latitude,
        longitude: p.longitude,
        contact_person_name: p.contact_person_name.trim(),
        contact_person_number: p.contact_person_number.trim(),
        house: p.house ?? null,
        floor: p.floor ?? null,
      });
      const sender = point(body.sender);
      const receiver = point(body.receiver);
      const now = ctx.clock.now();
      try {
        const order = await ctx.db.transaction().execute((tx) =>
          ctx.repos.orders.insert(
            tx,
            owner,
            idempotency,
            {
              store_id: null,
              module_id: q.moduleId,
              zone_id: q.zoneId,
              order_type: 'parcel',
              payment_method: 'cash_on_delivery',
              items_subtotal_minor: 0,
              item_discount_minor: 0,
              store_discount_minor: 0,
              coupon_code: null,
              coupon_discount_minor: 0,
              tax_minor: 0,
              tax_included: false,
              delivery_charge_minor: charge,
              order_amount_minor: charge,
              delivery_address: receiver,
              // tracking by phone uses the sender's number: the one who sent it follows it
              contact_phone: sender.contact_person_number,
              distance_km: q.priced.distanceKm,
              schedule_at: null,
              order_note: body.order_note ?? null,
              prescription: [],
              parcel: { category_id: q.category.id, sender, receiver },
            },
            now,
          ),
        );
        return placed(order);
      } catch (error) {
        const winner = await raceWinner(ctx, idempotency, error);
        if (winner) return placed(winner);
        throw error;
      }
    },
  );

  function placed(order: OrderRow) {
    return {
      order_id: order.id,
      order_amount: fromMinor(order.order_amount_minor),
      payment_status: order.payment_status,
      message: 'Parcel order placed successfully',
    };
  }
};
