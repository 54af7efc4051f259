import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import { createHash, timingSafeEqual } from 'node:crypto';
import { ApiError, notFound } from '../errors';
import { Id, MessageBody, errorResponses } from '../schemas/common';
import { mediaBase } from '../services/media';
import { advanceOrder, advanceTrip } from '../services/order-status';
import { orderPrescriptions } from '../services/upload-urls';
import { outboundReport } from '../services/outbound';
import { presentSurge, saveSurgeRule } from '../services/surge';
import { requestLang } from '../i18n';
import { SurgeListQuery, SurgePrice, SurgeRuleBody, SurgeRuleList } from '../schemas/surge';

const StatusBody = Type.Object({ status: Type.String({ minLength: 1, maxLength: 20 }) });
const Moved = Type.Object({ id: Type.Integer(), status: Type.String() });
const responses = { 200: Moved, 409: errorResponses[400], ...errorResponses };
const security = [{ operatorKey: [] }];
const OrderPrescriptions = Type.Object({
  order_id: Type.Integer(),
  store_id: Type.Union([Type.Integer(), Type.Null()]),
  prescriptions: Type.Array(
    Type.Object({ id: Type.String(), url: Type.String({ description: 'signed, read-only, valid 15 minutes' }) }),
  ),
});

const OutboundReport = Type.Object({
  caps: Type.Array(
    Type.Object({
      cap: Type.String(),
      channel: Type.String(),
      limit: Type.Integer(),
      window_seconds: Type.Integer(),
      current: Type.Array(Type.Object({ key: Type.String(), count: Type.Integer() })),
      refused_last_day: Type.Integer(),
    }),
  ),
});

const digest = (s: string) => createHash('sha256').update(s).digest();

/**
 * The operator API (issue 25): not part of the storefront. Registered only when OPERATOR_API_KEY is set; every
 * call carries it in `x-operator-key`. `npm run ops` is its command-line client.
 */
export const operatorRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const key = app.ctx.operatorKey;
  if (!key) return;
  const expected = digest(key);

  app.addHook('onRequest', async (request: FastifyRequest) => {
    const given = request.headers['x-operator-key'];
    if (typeof given !== 'string' || !timingSafeEqual(digest(given), expected))
      throw new ApiError(401, 'operator_key', 'A valid operator key is required.');
  });

  const flows = [
    {
      path: 'orders',
      summary: 'Move a store or parcel order forward (confirmed … delivered); delivery settles cash on delivery',
      advance: async (id: number, status: string) => {
        const order = await advanceOrder(app.ctx, id, status);
        return { id: order.id, status: order.order_status };
      },
    },
    {
      path: 'trips',
      summary: 'Move a rental trip or car-market order forward (confirmed, ongoing, completed)',
      advance: async (id: number, status: string) => {
        const trip = await advanceTrip(app.ctx, id, status);
        return { id: trip.id, status: trip.status };
      },
    },
  ];
  // issue 37.8: every outbound message cap, its busiest keys now and its refusals (contacts and clients as digests)
  app.get(
    '/api/v1/operator/outbound',
    {
      schema: {
        tags: ['operator'],
        summary: 'Outbound text and mail caps: settings, current counts (busiest keys), refusals in the last 24 hours',
        security,
        response: { 200: OutboundReport, ...errorResponses },
      },
    },
    async () => outboundReport(app.ctx),
  );

  for (const flow of flows) {
    app.post(
      `/api/v1/operator/${flow.path}/:id/status`,
      {
        schema: {
          tags: ['operator'],
          summary: flow.summary,
          security,
          params: Type.Object({ id: Id('id') }),
          body: StatusBody,
          response: responses,
        },
      },
      async (request) => flow.advance(request.params.id, request.body.status),
    );
  }

  // issue 45: the surge rules per zone and module, as 6amMart's operators set them (times on the zone's clock)
  const surgeTags = ['operator'];
  app.get(
    '/api/v1/operator/surge-prices',
    {
      schema: {
        tags: surgeTags,
        summary: 'Surge rules, every one or a zone’s',
        security,
        querystring: SurgeListQuery,
        response: { 200: SurgeRuleList, ...errorResponses },
      },
    },
    async (request) =>
      (await app.repos.surgePrices.list(app.ctx.db, request.query.zone_id)).map((row) =>
        presentSurge(requestLang(request), row),
      ),
  );
  app.post(
    '/api/v1/operator/surge-prices',
    {
      schema: {
        tags: surgeTags,
        summary: 'Add a surge rule for a zone and module: percent of the delivery charge or fixed, and when it runs',
        security,
        body: SurgeRuleBody,
        response: { 200: SurgePrice, ...errorResponses },
      },
    },
    async (request) => presentSurge(requestLang(request), await saveSurgeRule(app.ctx, request.body)),
  );
  app.put(
    '/api/v1/operator/surge-prices/:id',
    {
      schema: {
        tags: surgeTags,
        summary: 'Replace a surge rule',
        security,
        params: Type.Object({ id: Id('id') }),
        body: SurgeRuleBody,
        response: { 200: SurgePrice, ...errorResponses },
      },
    },
    async (request) =>
      presentSurge(requestLang(request), await saveSurgeRule(app.ctx, request.body, request.params.id)),
  );
  app.delete(
    '/api/v1/operator/surge-prices/:id',
    {
      schema: {
        tags: surgeTags,
        summary: 'Remove a surge rule',
        security,
        params: Type.Object({ id: Id('id') }),
        response: { 200: MessageBody, ...errorResponses },
      },
    },
    async (request) => {
      if (!(await app.repos.surgePrices.remove(app.ctx.db, request.params.id))) throw notFound('Surge price');
      return { message: 'Surge price removed.' };
    },
  );

  // The stores have no API of their own here: the store an order went to reads its prescriptions through the
  // operator (this key), as signed URLs of exactly the prescriptions that order carries.
  app.get(
    '/api/v1/operator/orders/:id/prescriptions',
    {
      schema: {
        tags: ['operator'],
        summary: "An order's prescription images, for its store: short-lived signed URLs",
        security,
        params: Type.Object({ id: Id('id') }),
        response: { 200: OrderPrescriptions, ...errorResponses },
      },
    },
    async (request) => orderPrescriptions(app.ctx, request.params.id, mediaBase(request, app.ctx.publicUrl)),
  );
};
