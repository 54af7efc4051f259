import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type, type Static } from '@sinclair/typebox';
import { fromMinor } from '@mart/domain';
import type { Selectable } from 'kysely';
import type { ParcelCategoriesTable } from '../db/schema';
import { tr } from '../i18n';
import { viewOf, type View } from '../present';
import { bearerSecurity, errorResponses } from '../schemas/common';
import { ParcelCategory, ParcelPlaceBody, ParcelPlaced, ParcelQuote, ParcelQuoteBody } from '../schemas/parcel';
import { placeParcelOrder, quoteParcelOrder } from '../services/orders/parcel-order';
import { fullUrl } from '../model/media-urls';

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
      const view = viewOf(ctx, request.info);
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
      const q = await quoteParcelOrder(ctx, request.info, request.body);
      return {
        category_id: q.category.id,
        distance_km: q.priced.distanceKm,
        delivery_charge: fromMinor(q.priced.chargeMinor),
        surge_charge: fromMinor(q.surgeMinor),
        surge_note: q.surgeNote,
        order_amount: fromMinor(q.totalMinor),
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
    async (request) => placeParcelOrder(ctx, request.info, request.body),
  );
};
