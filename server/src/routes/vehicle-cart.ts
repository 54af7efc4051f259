import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type, type Static, type TObject } from '@sinclair/typebox';
import { checkVehicleQuantity, offeredPricingTypes, translate, type Vehicle } from '@mart/domain';
import { vehiclesQuery } from '../db/catalog-queries';
import type { TripType } from '../db/schema';
import { ApiError, badRequest, notFound } from '../errors';
import { flavours, type FlavourName } from '../flavours';
import { presentVehicle, viewOf, type View } from '../present';
import { AnyVehicle } from '../schemas/vehicles';
import { Id, Messages, Nullable, OneOf, bearerSecurity, errorResponses } from '../schemas/common';
import { requireUser } from '../services/sessions';
import {
  cartLines,
  checkPickupTime,
  domainFlavour,
  ensureCart,
  findCart,
  kmToMeters,
  ownerOf,
  placesJson,
  presentTotals,
  presentUserData,
  priceCart,
  type CartRow,
  type Owner,
  type TripDetails,
} from '../services/vehicle-carts';

const GuestId = Type.Optional(Nullable(Type.String({ maxLength: 64 })));
const Place = Type.Object({
  location_name: Type.String({ minLength: 1, maxLength: 300, ...Messages({ default: 'location_name is required.' }) }),
  lat: Type.Number({ minimum: -90, maximum: 90 }),
  lng: Type.Number({ minimum: -180, maximum: 180 }),
});
const TripTypeField = Type.Optional(
  OneOf(['hourly', 'distance_wise'], 'The trip type must be hourly or distance_wise.'),
);

/** Trip details as the storefront sends them (SPEC §7); the type under the flavour's name or as `type`. */
const TripFields = {
  pickup_location: Type.Optional(Nullable(Place)),
  destination_location: Type.Optional(Nullable(Place)),
  rental_type: TripTypeField,
  carmarket_type: TripTypeField,
  type: TripTypeField,
  estimated_hours: Type.Optional(
    Type.Integer({
      minimum: 0,
      maximum: 720,
      ...Messages({ default: 'estimated_hours must be a whole number of hours.' }),
    }),
  ),
  pickup_time: Type.Optional(Nullable(Type.String({ maxLength: 25 }))),
  // stored in an integer column: a fraction is refused here, not by the database
  destination_time: Type.Optional(
    Type.Integer({ minimum: 0, ...Messages({ default: 'destination_time must be a whole number.' }) }),
  ),
  distance: Type.Optional(
    Type.Number({ minimum: 0, maximum: 100000, ...Messages({ default: 'distance must be a number of km.' }) }),
  ),
  guest_id: GuestId,
};
type TripBodyT = Static<TObject<typeof TripFields>>;

const CartLine = Type.Object({
  id: Type.Integer(),
  quantity: Type.Integer(),
  vehicle_id: Type.Integer(),
  provider_id: Type.Integer(),
  vehicle: AnyVehicle,
  provider: Type.Object({ id: Type.Integer(), name: Type.String() }, { additionalProperties: true }),
});
const UserData = Type.Object({
  id: Type.Integer(),
  userId: Type.Union([Type.Integer(), Type.String()]),
  rental_type: Type.Optional(Nullable(Type.String())),
  carmarket_type: Type.Optional(Nullable(Type.String())),
  estimated_hours: Type.Integer(),
  distance: Type.Number(),
  destination_time: Type.Number(),
  pickup_location: Nullable(Place),
  destination_location: Nullable(Place),
  pickup_time: Nullable(Type.String()),
});
const Totals = Type.Object({
  subtotal: Type.Number(),
  vehicle_discount: Type.Number(),
  provider_discount: Type.Number(),
  discounted_subtotal: Type.Number(),
  tax: Type.Number(),
  tax_included: Type.Integer(),
  total: Type.Number(),
});
export const VehicleCartBody = Type.Object({
  carts: Type.Array(CartLine),
  user_data: Nullable(UserData),
  price: Nullable(Totals),
});
const CartResponses = { 200: VehicleCartBody, 409: Type.Any(), 422: Type.Any(), ...errorResponses };

const CartIdsQuery = Type.Object({
  /** JSON array "[1,2]" (what the storefront's client sends) or "1,2" */
  cart_ids: Type.String({
    pattern: '^\\[?\\s*\\d+(\\s*,\\s*\\d+)*\\s*\\]?$',
    ...Messages({ required: 'cart_ids is required.', default: 'cart_ids must be a list of ids.' }),
  }),
  guest_id: GuestId,
});

/**
 * Vehicle cart of one flavour: /api/v1/{rental|carmarket}/user/cart/... (SPEC §4, §5, §7). One cart per owner and
 * flavour, holding one provider's vehicles and one set of trip details (user_data).
 */
export const vehicleCartRoutes: FastifyPluginAsyncTypebox<{ flavour: FlavourName }> = async (app, opts) => {
  const { ctx } = app;
  const flavour = flavours[opts.flavour];
  const rules = domainFlavour(flavour.name);
  const prefix = `/api/v1/${flavour.name}/user/cart`;
  const tags = [`${flavour.name} cart`];
  const security = bearerSecurity;

  const typeOf = (body: TripBodyT): TripType | undefined => body[rules.typeField] ?? body.type;

  async function view(v: View, cart: CartRow | null) {
    if (!cart) return { carts: [], user_data: null, price: null };
    const lines = await cartLines(ctx, v, cart.id);
    return {
      carts: lines,
      user_data: presentUserData(flavour.name, cart),
      price: lines.length ? presentTotals(await priceCart(ctx, cart, lines)) : null,
    };
  }

  async function vehicleOf(v: View, id: number) {
    const row = await vehiclesQuery(ctx.db)
      .where('vehicles.id', '=', id)
      .where('modules.module_type', '=', flavour.moduleType)
      .executeTakeFirst();
    if (!row) throw notFound('Vehicle');
    return presentVehicle(v, row);
  }

  function quantityError(vehicle: Vehicle, quantity: number) {
    const error = checkVehicleQuantity(vehicle, quantity, rules);
    if (error) throw badRequest('quantity', error.message);
  }

  /** The trip details the body asks for, over the cart's current ones. */
  function details(body: TripBodyT, current: CartRow | null, type: TripType): TripDetails {
    const pickupTime =
      body.pickup_time !== undefined ? checkPickupTime(ctx, body.pickup_time) : (current?.pickup_time ?? null);
    return {
      trip_type: type,
      estimated_hours: body.estimated_hours ?? current?.estimated_hours ?? 0,
      distance_m: body.distance !== undefined ? kmToMeters(body.distance) : (current?.distance_m ?? 0),
      destination_time: body.destination_time ?? current?.destination_time ?? 0,
      pickup_location: body.pickup_location !== undefined ? body.pickup_location : (current?.pickup_location ?? null),
      destination_location:
        body.destination_location !== undefined ? body.destination_location : (current?.destination_location ?? null),
      pickup_time: pickupTime,
    };
  }

  async function saveDetails(cart: CartRow, d: TripDetails) {
    await ctx.db
      .updateTable('vehicle_carts')
      .set({ ...placesJson(d), updated_at: ctx.clock.now() })
      .where('id', '=', cart.id)
      .execute();
  }

  async function lineCount(cartId: number) {
    const r = await ctx.db
      .selectFrom('vehicle_cart_lines')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('cart_id', '=', cartId)
      .executeTakeFirstOrThrow();
    return Number(r.n);
  }

  /** Removing the last vehicle forgets the trip details too (SPEC §4: the cached list is cleared). */
  async function dropIfEmpty(cartId: number) {
    if ((await lineCount(cartId)) === 0) await ctx.db.deleteFrom('vehicle_carts').where('id', '=', cartId).execute();
  }

  async function ownedLine(owner: Owner, cartId: number) {
    const cart = await findCart(ctx, flavour.moduleType as 'rental' | 'carmarket', owner);
    // another owner's line is simply not found in this owner's cart
    const line = cart
      ? await ctx.db
          .selectFrom('vehicle_cart_lines')
          .selectAll()
          .where('cart_id', '=', cart.id)
          .where('id', '=', cartId)
          .executeTakeFirst()
      : undefined;
    if (!cart || !line) throw notFound('Cart item');
    return { cart, line };
  }

  const module = flavour.moduleType as 'rental' | 'carmarket';

  app.get(
    `${prefix}/list`,
    {
      schema: {
        tags,
        security,
        summary: 'The vehicle cart with its trip details and price',
        querystring: Type.Object({ guest_id: GuestId }),
        response: CartResponses,
      },
    },
    async (request) => {
      const owner = await ownerOf(ctx, request, request.query.guest_id);
      return view(viewOf(ctx, request), await findCart(ctx, module, owner));
    },
  );

  app.post(
    `${prefix}/add-to-cart`,
    {
      schema: {
        tags,
        security,
        summary: 'Add a vehicle (quantity 1, or one more when present); sets the trip details',
        body: Type.Object({
          ...TripFields,
          vehicle_id: Id('vehicle_id'),
          quantity: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })),
        }),
        response: CartResponses,
      },
    },
    async (request) => {
      const body = request.body;
      const v = viewOf(ctx, request);
      const owner = await ownerOf(ctx, request, body.guest_id);
      const vehicle = await vehicleOf(v, body.vehicle_id);
      const current = await findCart(ctx, module, owner);
      const lines = current ? await cartLines(ctx, v, current.id) : [];
      const offered = offeredPricingTypes(vehicle as Vehicle, rules);
      const type = typeOf(body) ?? current?.trip_type ?? (offered.length === 1 ? offered[0] : undefined);
      if (!type) throw badRequest(rules.typeField, `${rules.typeField} is required.`);
      if (!offered.includes(type)) throw badRequest(rules.typeField, translate('pricingTypeNotOffered'));
      if (lines.some((l) => l.provider_id !== vehicle.provider_id)) {
        throw new ApiError(409, 'provider_conflict', translate('providerConflict'));
      }
      if (lines.length > 0 && current?.trip_type && current.trip_type !== type) {
        throw new ApiError(
          409,
          'trip_type_conflict',
          'The cart holds vehicles for another trip type: change the trip type first.',
        );
      }
      const existing = lines.find((l) => l.vehicle_id === vehicle.id);
      const quantity = (existing?.quantity ?? 0) + (body.quantity ?? 1);
      quantityError(vehicle as Vehicle, quantity);
      const d = details(body, lines.length ? current : null, type);
      if (body.pickup_location === undefined && !current)
        throw badRequest('pickup_location', 'pickup_location is required.');
      const cart = await ensureCart(ctx, module, owner, d);
      await saveDetails(cart, d);
      if (existing) {
        await ctx.db.updateTable('vehicle_cart_lines').set({ quantity }).where('id', '=', existing.id).execute();
      } else {
        await ctx.db
          .insertInto('vehicle_cart_lines')
          .values({
            cart_id: cart.id,
            vehicle_id: vehicle.id,
            provider_id: vehicle.provider_id,
            quantity,
            created_at: ctx.clock.now(),
          })
          .execute();
      }
      return view(v, await findCart(ctx, module, owner));
    },
  );

  app.put(
    `${prefix}/update-cart`,
    {
      schema: {
        tags,
        security,
        summary: "A line's quantity (≤ total_vehicle_count) and optionally the trip's hours, places, time",
        body: Type.Object({
          ...TripFields,
          cart_id: Id('cart_id'),
          quantity: Type.Integer({
            minimum: 1,
            maximum: 1000,
            ...Messages({ default: 'quantity must be at least 1.' }),
          }),
        }),
        response: CartResponses,
      },
    },
    async (request) => {
      const body = request.body;
      const v = viewOf(ctx, request);
      const owner = await ownerOf(ctx, request, body.guest_id);
      const { cart, line } = await ownedLine(owner, body.cart_id);
      const vehicle = await vehicleOf(v, line.vehicle_id);
      quantityError(vehicle as Vehicle, body.quantity);
      const type = typeOf(body);
      if (type && cart.trip_type && type !== cart.trip_type) {
        throw new ApiError(
          409,
          'trip_type_conflict',
          'The cart holds vehicles for another trip type: change the trip type first.',
        );
      }
      await saveDetails(cart, details(body, cart, cart.trip_type ?? type ?? 'hourly'));
      await ctx.db
        .updateTable('vehicle_cart_lines')
        .set({ quantity: body.quantity })
        .where('id', '=', line.id)
        .execute();
      return view(v, await findCart(ctx, module, owner));
    },
  );

  app.delete(
    `${prefix}/remove-vehicle`,
    {
      schema: {
        tags,
        security,
        summary: 'Remove one line',
        querystring: Type.Object({ cart_id: Id('cart_id'), guest_id: GuestId }),
        response: CartResponses,
      },
    },
    async (request) => {
      const owner = await ownerOf(ctx, request, request.query.guest_id);
      const { cart, line } = await ownedLine(owner, request.query.cart_id);
      await ctx.db.deleteFrom('vehicle_cart_lines').where('id', '=', line.id).execute();
      await dropIfEmpty(cart.id);
      return view(viewOf(ctx, request), await findCart(ctx, module, owner));
    },
  );

  app.delete(
    `${prefix}/remove-multiple-cart`,
    {
      schema: {
        tags,
        security,
        summary: 'Remove several lines (the Trip Vehicle List dialog)',
        querystring: CartIdsQuery,
        response: CartResponses,
      },
    },
    async (request) => {
      const owner = await ownerOf(ctx, request, request.query.guest_id);
      const ids = request.query.cart_ids
        .replace(/[[\]\s]/g, '')
        .split(',')
        .map(Number);
      const cart = await findCart(ctx, module, owner);
      if (cart) {
        await ctx.db.deleteFrom('vehicle_cart_lines').where('cart_id', '=', cart.id).where('id', 'in', ids).execute();
        await dropIfEmpty(cart.id);
      }
      return view(viewOf(ctx, request), await findCart(ctx, module, owner));
    },
  );

  app.delete(
    `${prefix}/remove-cart`,
    {
      schema: {
        tags,
        security,
        summary: 'Empty the cart (reset before a provider switch)',
        querystring: Type.Object({ guest_id: GuestId }),
        response: CartResponses,
      },
    },
    async (request) => {
      const owner = await ownerOf(ctx, request, request.query.guest_id);
      const cart = await findCart(ctx, module, owner);
      if (cart) await ctx.db.deleteFrom('vehicle_carts').where('id', '=', cart.id).execute();
      return { carts: [], user_data: null, price: null };
    },
  );

  app.post(
    `${prefix}/clear-on-zone`,
    {
      schema: {
        tags,
        security,
        summary: "Empty the cart when the provider's (pickup) zone is not among the customer's new zones (SPEC §4)",
        body: Type.Object({ zone_ids: Type.Array(Type.Integer({ minimum: 1 }), { maxItems: 50 }), guest_id: GuestId }),
        response: { 200: Type.Object({ cleared: Type.Boolean() }), ...errorResponses },
      },
    },
    async (request) => {
      const owner = await ownerOf(ctx, request, request.body.guest_id);
      const cart = await findCart(ctx, module, owner);
      if (!cart) return { cleared: false };
      const line = await ctx.db
        .selectFrom('vehicle_cart_lines')
        .innerJoin('stores', 'stores.id', 'vehicle_cart_lines.provider_id')
        .select('stores.zone_id')
        .where('vehicle_cart_lines.cart_id', '=', cart.id)
        .executeTakeFirst();
      if (!line || request.body.zone_ids.includes(line.zone_id)) return { cleared: false };
      await ctx.db.deleteFrom('vehicle_carts').where('id', '=', cart.id).execute();
      return { cleared: true };
    },
  );

  app.put(
    `${prefix}/update-user-data`,
    {
      schema: {
        tags,
        security,
        summary: 'Change the trip details; to a type some vehicles lack answers 422 with the list of those lines',
        body: Type.Object({
          ...TripFields,
          userId: Type.Optional(Nullable(Type.Union([Type.Integer(), Type.String()]))),
        }),
        response: CartResponses,
      },
    },
    async (request, reply) => {
      const body = request.body;
      const v = viewOf(ctx, request);
      const owner = await ownerOf(ctx, request, body.guest_id);
      const cart = await findCart(ctx, module, owner);
      if (!cart) throw notFound('Cart');
      const type = typeOf(body) ?? cart.trip_type ?? 'hourly';
      const lines = await cartLines(ctx, v, cart.id);
      // SPEC §4: the error body is the plain list of the vehicles without that type; nothing changes
      const lacking = lines.filter((l) => !offeredPricingTypes(l.vehicle as Vehicle, rules).includes(type));
      if (lacking.length > 0) return reply.status(422).send(lacking);
      await saveDetails(cart, details(body, cart, type));
      return view(v, await findCart(ctx, module, owner));
    },
  );

  app.post(
    `${prefix}/merge-guest`,
    {
      schema: {
        tags,
        security,
        summary:
          "After sign-in: bring the guest's cart into the user's (same provider adds up, else the user's cart wins)",
        body: Type.Object({ guest_id: Type.String({ minLength: 1, maxLength: 64 }) }),
        response: CartResponses,
      },
    },
    async (request) => {
      const user = await requireUser(ctx, request);
      const v = viewOf(ctx, request);
      const userOwner: Owner = { userId: user.id, guestId: null };
      const guestCart = await findCart(ctx, module, { userId: null, guestId: request.body.guest_id });
      if (guestCart) {
        const userCart = await findCart(ctx, module, userOwner);
        const guestLines = await cartLines(ctx, v, guestCart.id);
        const userLines = userCart ? await cartLines(ctx, v, userCart.id) : [];
        if (!userCart || userLines.length === 0) {
          if (userCart) await ctx.db.deleteFrom('vehicle_carts').where('id', '=', userCart.id).execute();
          await ctx.db
            .updateTable('vehicle_carts')
            .set({ user_id: user.id, guest_id: null })
            .where('id', '=', guestCart.id)
            .execute();
        } else {
          const sameTrip =
            userLines[0]?.provider_id === guestLines[0]?.provider_id && userCart.trip_type === guestCart.trip_type;
          if (sameTrip) {
            for (const g of guestLines) {
              const mine = userLines.find((l) => l.vehicle_id === g.vehicle_id);
              const count = Number(g.vehicle.total_vehicle_count);
              const quantity = Math.min(count, (mine?.quantity ?? 0) + g.quantity);
              if (mine)
                await ctx.db.updateTable('vehicle_cart_lines').set({ quantity }).where('id', '=', mine.id).execute();
              else
                await ctx.db
                  .updateTable('vehicle_cart_lines')
                  .set({ cart_id: userCart.id, quantity })
                  .where('id', '=', g.id)
                  .execute();
            }
          }
          await ctx.db.deleteFrom('vehicle_carts').where('id', '=', guestCart.id).execute();
        }
      }
      return view(v, await findCart(ctx, module, userOwner));
    },
  );
};
