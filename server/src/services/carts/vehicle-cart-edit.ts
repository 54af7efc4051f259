/**
 * Vehicle cart of one flavour (SPEC §4, §5, §7): one cart per owner and flavour, holding one provider's vehicles and
 * one set of trip details (user_data).
 */
import type { Static } from '@sinclair/typebox';
import { checkVehicleQuantity, offeredPricingTypes, translate, type Vehicle } from '@mart/domain';
import type { AppContext } from '../../context';
import type { TripType } from '../../db/schema';
import { ApiError, badRequest, notFound } from '../../errors';
import { flavours, type FlavourName } from '../../flavours';
import { presentVehicle, viewOf, type View } from '../../present';
import type {
  AddVehicleBody,
  CartIdsQuery,
  ClearOnZoneBody,
  MergeGuestVehicleCartBody,
  RemoveCartQuery,
  RemoveVehicleQuery,
  TripBodyT,
  UpdateUserDataBody,
  UpdateVehicleLineBody,
} from '../../schemas/vehicle-cart';
import { requireUser } from '../accounts/sessions';
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
  type TripDetails,
} from './vehicle-carts';
import { userCaller, guestCaller, type Caller } from '../../model/caller';
import type { RequestInfo } from '../../model/request-info';

export function vehicleCartService(ctx: AppContext, name: FlavourName) {
  const flavour = flavours[name];
  const rules = domainFlavour(flavour.name);
  const module = flavour.moduleType as 'rental' | 'carmarket';
  const carts = ctx.repos.vehicleCarts;

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
    const row = await ctx.repos.catalog.vehicle(ctx.db, flavour.moduleType, id);
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
      duration_value: body.durationValue !== undefined ? body.durationValue : (current?.duration_value ?? null),
      date_value: body.dateValue !== undefined ? body.dateValue : (current?.date_value ?? null),
    };
  }

  async function saveDetails(cart: CartRow, d: TripDetails) {
    await carts.update(ctx.db, cart.id, { ...placesJson(d), updated_at: ctx.clock.now() });
  }

  /** Removing the last vehicle forgets the trip details too (SPEC §4: the cached list is cleared). */
  async function dropIfEmpty(cartId: number) {
    if ((await carts.lineCount(ctx.db, cartId)) === 0) await carts.take(ctx.db, cartId);
  }

  async function ownedLine(owner: Caller, cartId: number) {
    const cart = await findCart(ctx, flavour.moduleType as 'rental' | 'carmarket', owner);
    // another owner's line is simply not found in this owner's cart
    const line = cart ? await carts.line(ctx.db, cart.id, cartId) : undefined;
    if (!cart || !line) throw notFound('Cart item');
    return { cart, line };
  }

  async function list(info: RequestInfo) {
    const owner = await ownerOf(ctx, info);
    return view(viewOf(ctx, info), await findCart(ctx, module, owner));
  }

  /**
   * Adds the vehicle under the owner's cart lock, reading the cart in the same transaction: parallel adds of one
   * vehicle sum into its one line and the vehicle count holds (issue 38.2).
   */
  async function add(info: RequestInfo, body: Static<typeof AddVehicleBody>) {
    const v = viewOf(ctx, info);
    const owner = await ownerOf(ctx, info);
    const vehicle = await vehicleOf(v, body.vehicle_id);
    const offered = offeredPricingTypes(vehicle, rules);
    await ctx.db.transaction().execute(async (tx) => {
      await carts.lockOwner(tx, module, owner);
      const current = await findCart(ctx, module, owner, tx);
      const lines = current ? await carts.lines(tx, current.id) : [];
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
      quantityError(vehicle, quantity);
      const d = details(body, lines.length ? current : null, type);
      if (body.pickup_location === undefined && !current)
        throw badRequest('pickup_location', 'pickup_location is required.');
      const cart = await ensureCart(ctx, module, owner, d, tx);
      await carts.update(tx, cart.id, { ...placesJson(d), updated_at: ctx.clock.now() });
      await carts.upsertLine(tx, {
        cart_id: cart.id,
        vehicle_id: vehicle.id,
        provider_id: vehicle.provider_id,
        quantity,
        created_at: ctx.clock.now(),
      });
    });
    return view(v, await findCart(ctx, module, owner));
  }

  async function update(info: RequestInfo, body: Static<typeof UpdateVehicleLineBody>) {
    const v = viewOf(ctx, info);
    const owner = await ownerOf(ctx, info);
    const { cart, line } = await ownedLine(owner, body.cart_id);
    const vehicle = await vehicleOf(v, line.vehicle_id);
    quantityError(vehicle, body.quantity);
    const type = typeOf(body);
    if (type && cart.trip_type && type !== cart.trip_type) {
      throw new ApiError(
        409,
        'trip_type_conflict',
        'The cart holds vehicles for another trip type: change the trip type first.',
      );
    }
    await saveDetails(cart, details(body, cart, cart.trip_type ?? type ?? 'hourly'));
    await carts.updateLine(ctx.db, line.id, { quantity: body.quantity });
    return view(v, await findCart(ctx, module, owner));
  }

  async function remove(info: RequestInfo, query: Static<typeof RemoveVehicleQuery>) {
    const owner = await ownerOf(ctx, info);
    const { cart, line } = await ownedLine(owner, query.cart_id);
    await carts.removeLines(ctx.db, cart.id, [line.id]);
    await dropIfEmpty(cart.id);
    return view(viewOf(ctx, info), await findCart(ctx, module, owner));
  }

  async function removeMany(info: RequestInfo, query: Static<typeof CartIdsQuery>) {
    const owner = await ownerOf(ctx, info);
    const ids = query.cart_ids
      .replace(/[[\]\s]/g, '')
      .split(',')
      .map(Number);
    const cart = await findCart(ctx, module, owner);
    if (cart) {
      await carts.removeLines(ctx.db, cart.id, ids);
      await dropIfEmpty(cart.id);
    }
    return view(viewOf(ctx, info), await findCart(ctx, module, owner));
  }

  /**
   * Empties the cart; with `vehicle_id` (a provider switch) the vehicle takes its place in the same transaction,
   * under the owner's cart lock, so a refused vehicle leaves the cart as it was rather than empty.
   */
  async function clear(info: RequestInfo, query: Static<typeof RemoveCartQuery>) {
    const owner = await ownerOf(ctx, info);
    if (query.vehicle_id === undefined) {
      const extra = (['quantity', 'pickup_time', 'rental_type', 'carmarket_type'] as const).find(
        (k) => query[k] !== undefined,
      );
      if (extra) throw badRequest('vehicle_id', `vehicle_id is required with ${extra}.`);
      const cart = await findCart(ctx, module, owner);
      if (cart) await carts.take(ctx.db, cart.id);
      return { carts: [], user_data: null, price: null };
    }
    const v = viewOf(ctx, info);
    const vehicle = await vehicleOf(v, query.vehicle_id);
    const offered = offeredPricingTypes(vehicle, rules);
    await ctx.db.transaction().execute(async (tx) => {
      await carts.lockOwner(tx, module, owner);
      const current = await findCart(ctx, module, owner, tx);
      // SPEC §7 names rental_type on both paths; the car market's own name is taken too
      const asked = query[rules.typeField] ?? query.rental_type;
      const type = asked ?? current?.trip_type ?? (offered.length === 1 ? offered[0] : undefined);
      if (!type) throw badRequest(rules.typeField, `${rules.typeField} is required.`);
      if (!offered.includes(type)) throw badRequest(rules.typeField, translate('pricingTypeNotOffered'));
      const quantity = query.quantity ?? 1;
      quantityError(vehicle, quantity);
      if (!current?.pickup_location) throw badRequest('pickup_location', 'pickup_location is required.');
      const d = details({ pickup_time: query.pickup_time }, current, type);
      await carts.take(tx, current.id);
      const cart = await ensureCart(ctx, module, owner, d, tx);
      await carts.upsertLine(tx, {
        cart_id: cart.id,
        vehicle_id: vehicle.id,
        provider_id: vehicle.provider_id,
        quantity,
        created_at: ctx.clock.now(),
      });
    });
    return view(v, await findCart(ctx, module, owner));
  }

  async function clearOnZone(info: RequestInfo, body: Static<typeof ClearOnZoneBody>) {
    const owner = await ownerOf(ctx, info);
    const cart = await findCart(ctx, module, owner);
    if (!cart) return { cleared: false };
    const zone = await carts.zoneOf(ctx.db, cart.id);
    if (zone === undefined || body.zone_ids.includes(zone)) return { cleared: false };
    await carts.take(ctx.db, cart.id);
    return { cleared: true };
  }

  async function updateUserData(info: RequestInfo, body: Static<typeof UpdateUserDataBody>) {
    const v = viewOf(ctx, info);
    const owner = await ownerOf(ctx, info);
    const cart = await findCart(ctx, module, owner);
    if (!cart) throw notFound('Cart');
    const type = typeOf(body) ?? cart.trip_type ?? 'hourly';
    const lines = await cartLines(ctx, v, cart.id);
    // SPEC §4: the error body is the plain list of the vehicles without that type; nothing changes
    const lacking = lines.filter((l) => !offeredPricingTypes(l.vehicle, rules).includes(type));
    if (lacking.length > 0) throw new PricingTypeNotOffered(lacking);
    await saveDetails(cart, details(body, cart, type));
    return view(v, await findCart(ctx, module, owner));
  }

  async function mergeGuest(info: RequestInfo, body: Static<typeof MergeGuestVehicleCartBody>) {
    const user = await requireUser(ctx, info);
    const v = viewOf(ctx, info);
    const userOwner = userCaller(user.id);
    const guestCart = await findCart(ctx, module, guestCaller(body.guest_id));
    if (guestCart) {
      const userCart = await findCart(ctx, module, userOwner);
      const guestLines = await cartLines(ctx, v, guestCart.id);
      const userLines = userCart ? await cartLines(ctx, v, userCart.id) : [];
      if (!userCart || userLines.length === 0) {
        if (userCart) await carts.take(ctx.db, userCart.id);
        await carts.update(ctx.db, guestCart.id, { user_id: user.id, guest_id: null });
      } else {
        const sameTrip =
          userLines[0]?.provider_id === guestLines[0]?.provider_id && userCart.trip_type === guestCart.trip_type;
        if (sameTrip) {
          for (const g of guestLines) {
            const mine = userLines.find((l) => l.vehicle_id === g.vehicle_id);
            const count = Number(g.vehicle.total_vehicle_count);
            const quantity = Math.min(count, (mine?.quantity ?? 0) + g.quantity);
            if (mine) await carts.updateLine(ctx.db, mine.id, { quantity });
            else await carts.updateLine(ctx.db, g.id, { cart_id: userCart.id, quantity });
          }
        }
        await carts.take(ctx.db, guestCart.id);
      }
    }
    return view(v, await findCart(ctx, module, userOwner));
  }

  return { list, add, update, remove, removeMany, clear, clearOnZone, updateUserData, mergeGuest };
}

/** Some of the cart's vehicles are not offered with the trip type asked for: nothing changed (SPEC §4). */
export class PricingTypeNotOffered<Line = unknown> extends Error {
  constructor(readonly lacking: Line[]) {
    super('pricing type not offered');
  }
}
