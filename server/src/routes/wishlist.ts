import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type, type TObject } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import type { WishlistKind } from '../db/schema';
import { badRequest } from '../errors';
import { flavours } from '../flavours';
import { viewOf } from '../present';
import { VehicleWishlist, Wishlist } from '../schemas/account';
import { MessageBody, OptionalId, bearerSecurity, errorResponses } from '../schemas/common';
import { requireUser } from '../services/accounts/sessions';
import { addToWishlist, removeFromWishlist, vehicleWishlist, wishlist } from '../services/accounts/wishlist';

type Target = { kind: WishlistKind; id: number };

/** `?vehicle_id=5`, `?provider_id=5`, `?key=vehicle_id&id=5` and the SPEC's literal `?key=vehicle_id=5`. */
function vehicleTarget(query: { vehicle_id?: number; provider_id?: number; key?: string; id?: number }): Target {
  if (query.vehicle_id) return { kind: 'vehicle', id: query.vehicle_id };
  if (query.provider_id) return { kind: 'provider', id: query.provider_id };
  const match = query.key ? /^(vehicle_id|provider_id)(?:=(\d+))?$/.exec(query.key) : null;
  const id = match?.[2] ? Number(match[2]) : query.id;
  if (match && id && id > 0) return { kind: match[1] === 'vehicle_id' ? 'vehicle' : 'provider', id };
  throw badRequest('vehicle_id', 'vehicle_id or provider_id is required.');
}

export const wishlistRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;
  const tags = ['wishlist'];
  const editSchema = <Q extends TObject>(summary: string, querystring: Q) => ({
    tags,
    summary,
    security: bearerSecurity,
    querystring,
    response: { 200: MessageBody, ...errorResponses },
  });
  /** Adds or removes the target in the caller's wishlist; the caller is checked first (401 before a 400). */
  const edit = async (request: FastifyRequest, act: typeof addToWishlist, target: () => Target) => {
    const user = await requireUser(ctx, request.info);
    const { kind, id } = target();
    return act(ctx, user.id, kind, id);
  };
  const StoreItemQuery = Type.Object({ item_id: OptionalId('item_id'), store_id: OptionalId('store_id') });
  const storeItemTarget = (q: { item_id?: number; store_id?: number }): Target => {
    if (q.item_id) return { kind: 'item', id: q.item_id };
    if (q.store_id) return { kind: 'store', id: q.store_id };
    throw badRequest('item_id', 'item_id or store_id is required.');
  };

  app.get(
    '/api/v1/customer/wish-list',
    {
      schema: {
        tags,
        summary: 'Wishlist: items, stores, vehicles, providers',
        security: bearerSecurity,
        response: { 200: Wishlist, ...errorResponses },
      },
    },
    async (request) => {
      const user = await requireUser(ctx, request.info);
      return wishlist(ctx, viewOf(ctx, request.info), user.id);
    },
  );

  app.post(
    '/api/v1/customer/wish-list/add',
    { schema: editSchema('Add an item or a store (item_id or store_id)', StoreItemQuery) },
    async (request) => edit(request, addToWishlist, () => storeItemTarget(request.query)),
  );
  app.delete(
    '/api/v1/customer/wish-list/remove',
    { schema: editSchema('Remove an item or a store (item_id or store_id)', StoreItemQuery) },
    async (request) => edit(request, removeFromWishlist, () => storeItemTarget(request.query)),
  );

  const VehicleQuery = Type.Object({
    vehicle_id: OptionalId('vehicle_id'),
    provider_id: OptionalId('provider_id'),
    key: Type.Optional(Type.String({ maxLength: 40 })),
    id: OptionalId('id'),
  });

  for (const flavour of Object.values(flavours)) {
    const prefix = `/api/v1/${flavour.name}/user/wish-list`;
    app.get(
      prefix,
      {
        schema: {
          tags,
          summary: `${flavour.name} wishlist: vehicles and providers`,
          security: bearerSecurity,
          response: { 200: VehicleWishlist, ...errorResponses },
        },
      },
      async (request) =>
        vehicleWishlist(ctx, viewOf(ctx, request.info), (await requireUser(ctx, request.info)).id, flavour),
    );
    app.post(
      prefix,
      { schema: editSchema('Add a vehicle (vehicle_id) or provider (provider_id)', VehicleQuery) },
      async (request) => edit(request, addToWishlist, () => vehicleTarget(request.query)),
    );
    app.delete(
      `${prefix}/remove`,
      {
        schema: editSchema(
          'Remove a vehicle or provider: ?vehicle_id=, ?provider_id=, ?key=vehicle_id&id= or ?key=vehicle_id=<id>',
          VehicleQuery,
        ),
      },
      async (request) => edit(request, removeFromWishlist, () => vehicleTarget(request.query)),
    );
  }
};
