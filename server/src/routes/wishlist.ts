import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type, type TObject } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { addOnsByIds, itemsQuery, storesQuery, vehiclesQuery } from '../db/catalog-queries';
import type { WishlistKind } from '../db/schema';
import { badRequest, notFound } from '../errors';
import { flavours, type Flavour } from '../flavours';
import { presentItem, presentProvider, presentStore, presentVehicle, type View, viewOf } from '../present';
import { VehicleWishlist, Wishlist } from '../schemas/account';
import { MessageBody, OptionalId, bearerSecurity, errorResponses } from '../schemas/common';
import { requireUser } from '../services/sessions';

const VEHICLE_MODULES = ['rental', 'carmarket'];

type Target = { kind: WishlistKind; id: number };

async function targetExists(ctx: AppContext, kind: WishlistKind, id: number): Promise<boolean> {
  const found =
    kind === 'item'
      ? await ctx.db.selectFrom('items').select('id').where('id', '=', id).where('status', '=', true).executeTakeFirst()
      : kind === 'vehicle'
        ? await ctx.db
            .selectFrom('vehicles')
            .select('id')
            .where('id', '=', id)
            .where('status', '=', true)
            .executeTakeFirst()
        : await ctx.db
            .selectFrom('stores')
            .innerJoin('modules', 'modules.id', 'stores.module_id')
            .select('stores.id')
            .where('stores.id', '=', id)
            .where('stores.status', '=', true)
            // a "provider" is a store of a vehicle module, a "store" one of the others
            .where('modules.module_type', kind === 'provider' ? 'in' : 'not in', VEHICLE_MODULES)
            .executeTakeFirst();
  return Boolean(found);
}

async function add(ctx: AppContext, userId: number, kind: WishlistKind, id: number) {
  if (!(await targetExists(ctx, kind, id)))
    throw notFound(kind === 'item' ? 'Item' : kind === 'vehicle' ? 'Vehicle' : kind === 'store' ? 'Store' : 'Provider');
  const inserted = await ctx.db
    .insertInto('wishlists')
    .values({ user_id: userId, kind, target_id: id, created_at: ctx.clock.now() })
    .onConflict((oc) => oc.columns(['user_id', 'kind', 'target_id']).doNothing())
    .executeTakeFirst();
  return {
    message:
      Number(inserted.numInsertedOrUpdatedRows ?? 0n) > 0
        ? 'Successfully added to your wishlist.'
        : 'Already in your wishlist.',
  };
}

async function remove(ctx: AppContext, userId: number, kind: WishlistKind, id: number) {
  // Scoped to the caller: someone else's wishlist entry is simply not found.
  const result = await ctx.db
    .deleteFrom('wishlists')
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .where('target_id', '=', id)
    .executeTakeFirst();
  if (!result.numDeletedRows) throw notFound('Wishlist entry');
  return { message: 'Successfully removed from your wishlist.' };
}

const idsOf = async (ctx: AppContext, userId: number, kind: WishlistKind) =>
  (
    await ctx.db
      .selectFrom('wishlists')
      .select('target_id')
      .where('user_id', '=', userId)
      .where('kind', '=', kind)
      .orderBy('id', 'desc')
      .execute()
  ).map((r) => r.target_id);

async function vehicleWishlist(ctx: AppContext, view: View, userId: number, flavour: Flavour | null) {
  const vehicleIds = await idsOf(ctx, userId, 'vehicle');
  const providerIds = await idsOf(ctx, userId, 'provider');
  let vq = vehiclesQuery(ctx.db).where('vehicles.id', 'in', vehicleIds.length ? vehicleIds : [0]);
  let pq = storesQuery(ctx.db)
    .where('stores.id', 'in', providerIds.length ? providerIds : [0])
    .where('modules.module_type', 'in', VEHICLE_MODULES);
  if (flavour) {
    vq = vq.where('modules.module_type', '=', flavour.moduleType);
    pq = pq.where('modules.module_type', '=', flavour.moduleType);
  }
  const [vehicles, providers] = [await vq.execute(), await pq.execute()];
  return {
    vehicles: vehicles.map((v) => presentVehicle(view, v)),
    providers: providers.map((p) => presentProvider(view, p)),
  };
}

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
  const edit = async (request: FastifyRequest, act: typeof add, target: () => Target) => {
    const user = await requireUser(ctx, request);
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
      const user = await requireUser(ctx, request);
      const view = viewOf(ctx, request);
      const itemIds = await idsOf(ctx, user.id, 'item');
      const storeIds = await idsOf(ctx, user.id, 'store');
      const items = itemIds.length ? await itemsQuery(ctx.db).where('items.id', 'in', itemIds).execute() : [];
      const stores = storeIds.length ? await storesQuery(ctx.db).where('stores.id', 'in', storeIds).execute() : [];
      const addOns = await addOnsByIds(ctx.db, [...new Set(items.flatMap((i) => i.add_on_ids))]);
      return {
        item: items.map((i) => presentItem(view, i, addOns)),
        store: stores.map((s) => presentStore(view, s)),
        ...(await vehicleWishlist(ctx, view, user.id, null)),
      };
    },
  );

  app.post(
    '/api/v1/customer/wish-list/add',
    { schema: editSchema('Add an item or a store (item_id or store_id)', StoreItemQuery) },
    async (request) => edit(request, add, () => storeItemTarget(request.query)),
  );
  app.delete(
    '/api/v1/customer/wish-list/remove',
    { schema: editSchema('Remove an item or a store (item_id or store_id)', StoreItemQuery) },
    async (request) => edit(request, remove, () => storeItemTarget(request.query)),
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
      async (request) => vehicleWishlist(ctx, viewOf(ctx, request), (await requireUser(ctx, request)).id, flavour),
    );
    app.post(
      prefix,
      { schema: editSchema('Add a vehicle (vehicle_id) or provider (provider_id)', VehicleQuery) },
      async (request) => edit(request, add, () => vehicleTarget(request.query)),
    );
    app.delete(
      `${prefix}/remove`,
      {
        schema: editSchema(
          'Remove a vehicle or provider: ?vehicle_id=, ?provider_id=, ?key=vehicle_id&id= or ?key=vehicle_id=<id>',
          VehicleQuery,
        ),
      },
      async (request) => edit(request, remove, () => vehicleTarget(request.query)),
    );
  }
};
