import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import { createHash, timingSafeEqual } from 'node:crypto';
import { ApiError, notFound } from '../errors';
import { Id, MessageBody, errorResponses } from '../schemas/common';
import { advanceOrder, advanceTrip } from '../services/orders/order-status';
import { orderPrescriptions } from '../services/messages/upload-urls';
import { outboundReport } from '../services/messages/outbound';
import { presentSurge, saveSurgeRule } from '../services/orders/surge';
import { requestLang } from '../i18n';
import { SurgeListQuery, SurgePrice, SurgeRuleBody, SurgeRuleList } from '../schemas/surge';
import { outboxMessage, outboxReport, retryOutboxMessage } from '../services/messages/outbox-report';
import { rumReport } from '../services/operations/rum';
import { mediaBase } from '../model/media-urls';

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

const States = ['pending', 'sending', 'sent', 'failed', 'expired'] as const;
const OutboxMessage = Type.Object({
  id: Type.Integer(),
  kind: Type.String(),
  channel: Type.String(),
  recipient: Type.String(),
  lang: Type.String(),
  state: Type.String(),
  attempts: Type.Integer(),
  subject: Type.Union([Type.String(), Type.Null()]),
  last_error: Type.Union([Type.String(), Type.Null()]),
  created_at: Type.String(),
  next_attempt_at: Type.String(),
  sent_at: Type.Union([Type.String(), Type.Null()]),
});
const OutboxReport = Type.Object({
  counts: Type.Object(Object.fromEntries(States.map((s) => [s, Type.Integer()]))),
  delivery: Type.Object({
    mail: Type.Boolean(),
    texts: Type.Union([Type.String(), Type.Null()]),
    worker: Type.Boolean(),
    max_attempts: Type.Integer(),
  }),
  messages: Type.Array(OutboxMessage),
});
const OutboxMessageDetail = Type.Intersect([
  OutboxMessage,
  Type.Object({
    history: Type.Array(
      Type.Object({
        attempt: Type.Integer(),
        worker: Type.String(),
        outcome: Type.String(),
        error: Type.Union([Type.String(), Type.Null()]),
        started_at: Type.String(),
        finished_at: Type.String(),
      }),
    ),
  }),
]);

const digest = (s: string) => createHash('sha256').update(s).digest();

/** Whether `given` (an `x-operator-key` header) is the operator key; never when no key is configured. */
export function isOperatorKey(key: string | undefined, given: unknown): boolean {
  return typeof key === 'string' && typeof given === 'string' && timingSafeEqual(digest(given), digest(key));
}

const RumReport = Type.Object({
  since: Type.String(),
  versions: Type.Array(
    Type.Object({
      remote: Type.String(),
      version: Type.String(),
      views: Type.Integer(),
      errors: Type.Integer(),
      chunk_errors: Type.Integer(),
      error_rate: Type.Union([Type.Number(), Type.Null()]),
      p75: Type.Object({
        lcp: Type.Union([Type.Number(), Type.Null()]),
        inp: Type.Union([Type.Number(), Type.Null()]),
        cls: Type.Union([Type.Number(), Type.Null()]),
      }),
    }),
  ),
});

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

  // issue 42: what customers' browsers met, per remote and version (the canary's figures beside the live one's)
  app.get(
    '/api/v1/operator/rum',
    {
      schema: {
        tags: ['operator'],
        summary: 'Real-user monitoring per remote and version since a time: views, errors, error rate, p75 vitals',
        security,
        querystring: Type.Object({
          since: Type.Optional(Type.String({ format: 'date-time' })),
          remote: Type.Optional(Type.String({ pattern: '^[a-z][a-z0-9-]{0,31}$' })),
        }),
        response: { 200: RumReport, ...errorResponses },
      },
    },
    async (request) => {
      const since = request.query.since
        ? new Date(request.query.since)
        : new Date(app.ctx.clock.now().getTime() - 3600_000);
      return { since: since.toISOString(), versions: await rumReport(app.ctx, since, request.query.remote) };
    },
  );

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

  // issue 39: the outbox's delivery, what failed and why, and a failed message queued again
  app.get(
    '/api/v1/operator/outbox',
    {
      schema: {
        tags: ['operator'],
        summary: 'The outbox: messages per state, how this instance delivers them, the newest messages',
        security,
        querystring: Type.Object({
          state: Type.Optional(Type.Union(States.map((s) => Type.Literal(s)))),
          limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 500 })),
        }),
        response: { 200: OutboxReport, ...errorResponses },
      },
    },
    async (request) => outboxReport(app.ctx, request.query.state ?? null, request.query.limit ?? 50),
  );
  app.get(
    '/api/v1/operator/outbox/:id',
    {
      schema: {
        tags: ['operator'],
        summary: 'One outbox message and every attempt to send it',
        security,
        params: Type.Object({ id: Id('id') }),
        response: { 200: OutboxMessageDetail, ...errorResponses },
      },
    },
    async (request) => outboxMessage(app.ctx, request.params.id),
  );
  app.post(
    '/api/v1/operator/outbox/:id/retry',
    {
      schema: {
        tags: ['operator'],
        summary: 'Queue a failed message again (its attempts counted afresh)',
        security,
        params: Type.Object({ id: Id('id') }),
        response: { 200: OutboxMessage, ...errorResponses },
      },
    },
    async (request) => retryOutboxMessage(app.ctx, request.params.id),
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
