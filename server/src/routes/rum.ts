import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ApiError } from '../errors';
import { errorResponses } from '../schemas/common';
import { recordRum } from '../services/operations/rum';

/** A beacon's events (the storefront's shell/src/rum): names and numbers only, nothing about the visitor. */
const RumBody = Type.Object(
  {
    events: Type.Array(
      Type.Object(
        {
          type: Type.Union([
            Type.Literal('view'),
            Type.Literal('error'),
            Type.Literal('chunk_error'),
            Type.Literal('lcp'),
            Type.Literal('inp'),
            Type.Literal('cls'),
          ]),
          remote: Type.String({ pattern: '^[a-z][a-z0-9-]{0,31}$' }),
          version: Type.String({ pattern: '^[A-Za-z0-9._-]{1,40}$' }),
          // a route's first path segment (`/product`), never the URL with its ids and query
          route: Type.String({ pattern: '^/[a-z0-9-]{0,40}$' }),
          value: Type.Optional(Type.Number({ minimum: 0, maximum: 600_000 })),
        },
        { additionalProperties: false },
      ),
      { minItems: 1, maxItems: 50 },
    ),
    /** the page's own id, for the log line that ties a report to the rest of the page's requests */
    request_id: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9._:-]{8,64}$' })),
  },
  { additionalProperties: false },
);

/** Largest beacon body: 50 events of a few names each. */
const RUM_BODY_LIMIT = 16 * 1024;

/**
 * Real-user monitoring (issue 42): the storefront's beacon (navigator.sendBeacon, `text/plain` so no preflight) posts
 * its sampled events here; they are counted per minute, remote version and route (services/operations/rum.ts). Rate-limited per
 * client; anything malformed is a 400.
 */
export const rumRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // a beacon's body is JSON sent as text/plain (a CORS-safe type); this plugin reads it as JSON
  app.addContentTypeParser('text/plain', { parseAs: 'string', bodyLimit: RUM_BODY_LIMIT }, (_request, body, done) => {
    try {
      done(null, JSON.parse(String(body)));
    } catch {
      done(new ApiError(400, 'bad_request', 'The request body is not valid JSON.'), undefined);
    }
  });
  app.post(
    '/api/v1/rum',
    {
      bodyLimit: RUM_BODY_LIMIT,
      config: { rateLimit: { max: app.ctx.rumRateLimit, timeWindow: 60_000 } },
      schema: {
        tags: ['status'],
        summary: "The storefront's real-user monitoring beacon: page views, errors, failed loads, Core Web Vitals",
        body: RumBody,
        response: { 204: Type.Null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      const counted = await recordRum(app.ctx, request.body.events);
      request.log.info(
        { rum: { events: request.body.events.length, counted, page: request.body.request_id } },
        'rum report',
      );
      return reply.status(204).send(null);
    },
  );
};
