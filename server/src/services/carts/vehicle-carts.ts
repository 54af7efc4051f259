/**
 * Vehicle carts (SPEC §3/§4/§7): whose cart it is, loading it with its vehicles, and pricing it with the same
 * @mart/domain functions the storefront shows prices with. Shared by the cart and the trip routes.
 */
import {
  VEHICLE_FLAVOURS,
  computeTripTotals,
  formatDateTime,
  fromMinor,
  isPickupInFuture,
  parseDateTime,
  type TripTotals,
} from '@mart/domain';
import type { AppContext } from '../../context';
import type { Caller } from '../../model/caller';
import type { Executor } from '../../db/connect';
import type { TripPlace, TripType, VehicleModuleType } from '../../db/schema';
import { ApiError, badRequest } from '../../errors';
import type { FlavourName } from '../../flavours';
import { presentVehicle, type View } from '../../present';
import { businessSettings } from '../catalog/settings';
import { callerOf, LOGIN_REQUIRED } from '../accounts/sessions';
import type { RequestInfo } from '../../model/request-info';

/**
 * The caller as an owner: the bearer token's user, else a known guest id (header first; ids are unguessable, issued by
 * /auth/guest/request). Neither is a 401 with the SPEC's login message.
 */
export async function ownerOf(ctx: AppContext, info: Pick<RequestInfo, 'token' | 'guestId'>): Promise<Caller> {
  return callerOf(ctx, info, () => new ApiError(401, 'auth-001', LOGIN_REQUIRED));
}

export function domainFlavour(name: FlavourName) {
  return VEHICLE_FLAVOURS[name];
}

/** The owner's cart of this flavour; `db` is the caller's transaction when it holds the cart lock. */
export const findCart = (ctx: AppContext, module: VehicleModuleType, owner: Caller, db: Executor = ctx.db) =>
  ctx.repos.vehicleCarts.find(db, module, owner);
export type CartRow = NonNullable<Awaited<ReturnType<typeof findCart>>>;

export interface TripDetails {
  trip_type: TripType;
  estimated_hours: number;
  distance_m: number;
  destination_time: number;
  pickup_location: TripPlace | null;
  destination_location: TripPlace | null;
  /** null = "Pickup Now" */
  pickup_time: string | null;
  /** the search's duration and date as the customer set them (SPEC §3 durationValue, dateValue) */
  duration_value: number | null;
  date_value: string | null;
}

/** The cart row for the owner, created with these trip details when there is none. */
export async function ensureCart(
  ctx: AppContext,
  module: VehicleModuleType,
  owner: Caller,
  details: TripDetails,
  db: Executor = ctx.db,
): Promise<CartRow> {
  const existing = await findCart(ctx, module, owner, db);
  if (existing) return existing;
  return ctx.repos.vehicleCarts.create(db, {
    module_type: module,
    user_id: owner.userId,
    guest_id: owner.guestId,
    ...placesJson(details),
    updated_at: ctx.clock.now(),
  });
}

export function placesJson(details: TripDetails) {
  return {
    trip_type: details.trip_type,
    estimated_hours: details.estimated_hours,
    distance_m: details.distance_m,
    destination_time: details.destination_time,
    pickup_location: JSON.stringify(details.pickup_location),
    destination_location: JSON.stringify(details.destination_location),
    pickup_time: details.pickup_time,
    duration_value: details.duration_value,
    date_value: details.date_value,
  };
}

export async function cartLines(ctx: AppContext, view: View, cartId: number) {
  const lines = await ctx.repos.vehicleCarts.lines(ctx.db, cartId);
  if (lines.length === 0) return [];
  const vehicles = await ctx.repos.catalog.vehiclesByIds(
    ctx.db,
    lines.map((l) => l.vehicle_id),
  );
  const byId = new Map(vehicles.map((v) => [v.id, presentVehicle(view, v)]));
  return lines.flatMap((line) => {
    const vehicle = byId.get(line.vehicle_id);
    // a vehicle switched off since it was added is dropped from the cart view (and from booking)
    return vehicle
      ? [
          {
            id: line.id,
            quantity: line.quantity,
            vehicle_id: line.vehicle_id,
            provider_id: line.provider_id,
            vehicle,
            provider: vehicle.provider,
          },
        ]
      : [];
  });
}
export type CartLineView = Awaited<ReturnType<typeof cartLines>>[number];

export async function providerTax(ctx: AppContext, providerId: number) {
  const store = await ctx.repos.catalog.storeById(ctx.db, providerId);
  const settings = await businessSettings(ctx);
  return { percent: (store?.tax_x100 ?? 0) / 100, included: Number(settings.tax_included) === 1 };
}

/** SPEC §9 trip price of the cart's lines, in minor units. */
export async function priceCart(
  ctx: AppContext,
  cart: CartRow | TripDetails,
  lines: readonly CartLineView[],
): Promise<TripTotals> {
  const first = lines[0];
  const tax = first ? await providerTax(ctx, first.provider_id) : null;
  return computeTripTotals({
    lines: lines.map((l) => ({ vehicle: l.vehicle, quantity: l.quantity })),
    measure:
      cart.trip_type === 'hourly'
        ? { type: 'hourly', hours: cart.estimated_hours }
        : { type: 'distance_wise', km: cart.distance_m / 1000 },
    tax,
  });
}

export function presentTotals(t: TripTotals) {
  return {
    subtotal: fromMinor(t.subtotal),
    vehicle_discount: fromMinor(t.vehicleDiscount),
    provider_discount: fromMinor(t.providerDiscount),
    discounted_subtotal: fromMinor(t.discountedSubtotal),
    tax: fromMinor(t.tax),
    tax_included: t.taxIncluded ? 1 : 0,
    total: fromMinor(t.total),
  };
}

export function presentUserData(name: FlavourName, cart: CartRow) {
  const typeField = domainFlavour(name).typeField;
  return {
    id: cart.id,
    userId: cart.user_id ?? cart.guest_id ?? '',
    [typeField]: cart.trip_type,
    order_type: cart.trip_type,
    estimated_hours: cart.estimated_hours,
    durationValue: cart.duration_value,
    dateValue: cart.date_value,
    distance: cart.distance_m / 1000,
    destination_time: cart.destination_time,
    pickup_location: cart.pickup_location,
    destination_location: cart.destination_location,
    pickup_time: cart.pickup_time,
  };
}

/**
 * SPEC §5: a pickup time must be in the future. An empty one is "Pickup Now" (the storefront shows that label for
 * past or now): stored as null, it becomes the booking time when the trip is booked.
 */
export function checkPickupTime(ctx: AppContext, text: string | null | undefined): string | null {
  const now = ctx.clock.now();
  if (!text) return null;
  const at = parseDateTime(text);
  if (!at) throw badRequest('pickup_time', 'pickup_time must be YYYY-MM-DD HH:mm.');
  if (!isPickupInFuture(at, now)) throw badRequest('pickup_time', 'Pickup time must be in the future.');
  return formatDateTime(at);
}

/** km to 3 decimals (SPEC §9) stored as whole metres. */
export const kmToMeters = (km: number | undefined | null) => Math.max(0, Math.round((km ?? 0) * 1000));
