import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { RECENTLY_VIEWED_MAX } from '@mart/domain';
import { parseIdHeader } from '../db/catalog-queries';
import { viewOf } from '../present';
import { Item } from '../schemas/catalog';
import { Messages, bearerSecurity, errorResponses } from '../schemas/common';
import { AnyVehicle } from '../schemas/vehicles';
import { requireUser } from '../services/accounts/sessions';
import { customerViewed, recordViews, viewedCatalog } from '../services/accounts/recently-viewed';

const Viewed = Type.Object({ items: Type.Array(Item), vehicles: Type.Array(AnyVehicle) }, { $id: 'RecentlyViewed' });

/** Up to RECENTLY_VIEWED_MAX ids, comma-separated. */
const IdList = (field: string) =>
  Type.Optional(
    Type.String({
      pattern: `^[1-9]\\d{0,8}(,[1-9]\\d{0,8}){0,${RECENTLY_VIEWED_MAX - 1}}$`,
      ...Messages({ default: `${field} must be up to 12 ids separated by commas.` }),
    }),
  );
const idsOf = (list: string | undefined) => (list ? list.split(',').map(Number) : []);

/**
 * Recently viewed items and vehicles (issue 41): a signed-in customer's list is kept here; a guest's stays on the
 * device, which asks for those ids' cards (public catalog data) and hands the list over at sign-in.
 */
export const recentlyViewedRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;
  const tags = ['customer'];

  app.get(
    '/api/v1/customer/recently-viewed',
    {
      schema: {
        tags,
        summary: "The customer's recently viewed items and vehicles of the module (moduleId header), newest first",
        security: bearerSecurity,
        response: { 200: Viewed, ...errorResponses },
      },
    },
    async (request) => {
      const user = await requireUser(ctx, request.info);
      return customerViewed(ctx, viewOf(ctx, request.info), user.id, parseIdHeader(request.headers.moduleid));
    },
  );

  app.post(
    '/api/v1/customer/recently-viewed',
    {
      schema: {
        tags,
        summary: "Adds views to the customer's list: one as it happens, or a guest's list at sign-in",
        security: bearerSecurity,
        body: Type.Object({
          views: Type.Array(
            Type.Object({
              kind: Type.Union([Type.Literal('item'), Type.Literal('vehicle')]),
              id: Type.Integer({ minimum: 1, maximum: 999_999_999 }),
              // ms since the epoch (a view kept on the device before sign-in)
              at: Type.Optional(Type.Number({ minimum: 0, maximum: 8.64e15 })),
            }),
            { minItems: 1, maxItems: 2 * RECENTLY_VIEWED_MAX },
          ),
        }),
        response: { 204: Type.Null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      const user = await requireUser(ctx, request.info);
      await recordViews(ctx, user.id, request.body.views);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/v1/recently-viewed',
    {
      schema: {
        tags: ['catalog'],
        summary: "A device's recently viewed ids as listed items and vehicles of the module, in the order given",
        querystring: Type.Object({ items: IdList('items'), vehicles: IdList('vehicles') }),
        response: { 200: Viewed, ...errorResponses },
      },
    },
    async (request) =>
      viewedCatalog(
        ctx,
        viewOf(ctx, request.info),
        { items: idsOf(request.query.items), vehicles: idsOf(request.query.vehicles) },
        parseIdHeader(request.headers.moduleid),
      ),
  );
};
