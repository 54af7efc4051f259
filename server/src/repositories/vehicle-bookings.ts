/**
 * Vehicle holds over time: how many units of a vehicle other trips hold during a range, and the row locks that
 * serialise bookings (services/trips/vehicle-availability.ts says why the count runs after the lock, in its own statement).
 */
import { sql, type Expression, type RawBuilder, type Transaction } from 'kysely';
import type { Database, TripStatus } from '../db/schema';

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

/** Locks these vehicles' rows for the booking transaction, in id order (two bookings never deadlock). */
async function lock(tx: Transaction<Database>, ids: number[]): Promise<void> {
  // NO KEY UPDATE: enough to serialise bookings, and it does not block cart lines referencing the vehicle
  await tx.selectFrom('vehicles').select('id').where('id', 'in', ids).orderBy('id').forNoKeyUpdate().execute();
}

/** Units of each vehicle free for the whole of `range`, by id (read in a statement of its own: after the lock). */
async function free(tx: Transaction<Database>, ids: number[], range: HoldRange): Promise<Map<number, number>> {
  const rows = await tx
    .selectFrom('vehicles')
    .select(['id', freeUnits(range).as('free')])
    .where('id', 'in', ids)
    .execute();
  return new Map(rows.map((r) => [r.id, Number(r.free)]));
}

export const vehicleBookingsRepository = () => ({ lock, free });
export type VehicleBookingsRepository = ReturnType<typeof vehicleBookingsRepository>;
