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
import { sql, type Expression, type RawBuilder, type Transaction } from 'kysely';
import type { Database, TripStatus } from '../db/schema';
import { ApiError } from '../errors';
import type { Lang } from '../i18n';

/** The statuses in which a trip keeps its vehicles; a cancelled or completed trip holds none. */
export const HOLDING_STATUSES: readonly TripStatus[] = ['pending', 'confirmed', 'ongoing'];

export interface HoldRange {
  start: Date;
  end: Date;
}

/** The tstzrange text of a range, half-open: a trip ending at 12:00 leaves the vehicle free for one at 12:00. */
export function rangeLiteral(range: HoldRange): string {
  return `[${range.start.toISOString()},${range.end.toISOString()})`;
}

const holding = sql.join(HOLDING_STATUSES.map((s) => sql.lit(s)));

/**
 * The most units of a vehicle that other trips hold at any one moment of `range` (0 when none). The peak of
 * overlapping holds is at the start of one of them, or at the range's start: those are the moments counted.
 */
export function busyUnits(vehicleId: Expression<number> | number, range: HoldRange): RawBuilder<number> {
  const wanted = sql`${rangeLiteral(range)}::tstzrange`;
  return sql<number>`coalesce((
    select max((
      select sum(other_line.quantity)
      from trip_vehicles other_line join trips other on other.id = other_line.trip_id
      where other_line.vehicle_id = line.vehicle_id and other.status in (${holding})
        and other.held_during @> greatest(lower(held.held_during), lower(${wanted}))
    ))
    from trip_vehicles line join trips held on held.id = line.trip_id
    where line.vehicle_id = ${vehicleId} and held.status in (${holding}) and held.held_during && ${wanted}
  ), 0)::int`;
}

/** Units free for the whole of `range`: the vehicle's count less its busiest moment. */
export function freeUnits(range: HoldRange): RawBuilder<number> {
  return sql<number>`(vehicles.total_vehicle_count - ${busyUnits(sql.ref('vehicles.id'), range)})`;
}

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
  wanted: readonly WantedVehicle[],
  range: HoldRange,
  lang: Lang,
): Promise<void> {
  const ids = [...new Set(wanted.map((w) => w.vehicle_id))].sort((a, b) => a - b);
  if (ids.length === 0) return;
  // NO KEY UPDATE: enough to serialise bookings, and it does not block cart lines referencing the vehicle
  await tx.selectFrom('vehicles').select('id').where('id', 'in', ids).orderBy('id').forNoKeyUpdate().execute();
  const rows = await tx
    .selectFrom('vehicles')
    .select(['id', freeUnits(range).as('free')])
    .where('id', 'in', ids)
    .execute();
  const free = new Map(rows.map((r) => [r.id, Number(r.free)]));
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
