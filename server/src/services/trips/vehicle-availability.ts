/**
 * Vehicles booked over time (issue 20). A trip holds its vehicles for `trips.held_during` (a tstzrange from its
 * pickup, @mart/domain tripHoldRange) while it is pending, confirmed or ongoing. A vehicle has
 * `total_vehicle_count` units; a booking may take `quantity` of them when, at every moment of its range, the
 * units held by other trips plus its own stay within that count.
 *
 * Races: `holdVehicles` runs inside the booking transaction. It first locks the vehicle rows (in id order, so two
 * bookings of the same vehicles never deadlock), then counts the holds in a new statement: under READ COMMITTED
 * that statement sees every booking that held the lock before and committed. The count must not sit in the locking
 * statement itself, whose snapshot predates the wait.
 */
import { MESSAGE_TRANSLATIONS, interpolate, type MessageKey, type MessageParams } from '@mart/domain';
import type { Transaction } from 'kysely';
import type { AppContext } from '../../context';
import type { Database } from '../../db/schema';
import { ApiError } from '../../errors';
import type { Lang } from '../../i18n';
import type { HoldRange } from '../../repositories/vehicle-bookings';

/** A domain message in the request's language (the catalogue has ru, kz and en). */
export function domainMessage(lang: Lang, key: MessageKey, params?: MessageParams): string {
  return interpolate(MESSAGE_TRANSLATIONS[lang][key], params);
}

export interface WantedVehicle {
  vehicle_id: number;
  quantity: number;
  /** As the customer sees it, for the refusal message. */
  name: string;
}

/**
 * Takes the vehicles for `range` or refuses with 409 `vehicle_unavailable` naming the first vehicle short. Call it
 * in the transaction that inserts the trip, before the insert: the lock is held until that transaction ends.
 */
export async function holdVehicles(
  tx: Transaction<Database>,
  ctx: AppContext,
  wanted: readonly WantedVehicle[],
  range: HoldRange,
  lang: Lang,
): Promise<void> {
  const ids = [...new Set(wanted.map((w) => w.vehicle_id))].sort((a, b) => a - b);
  if (ids.length === 0) return;
  await ctx.repos.vehicleBookings.lock(tx, ids);
  const free = await ctx.repos.vehicleBookings.free(tx, ids, range);
  for (const w of wanted) {
    const available = Math.max(0, free.get(w.vehicle_id) ?? 0);
    if (w.quantity > available) {
      throw new ApiError(
        409,
        'vehicle_unavailable',
        domainMessage(lang, 'vehicleUnavailable', { name: w.name, available, requested: w.quantity }),
      );
    }
  }
}
