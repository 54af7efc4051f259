import { AVERAGE_TRIP_SPEED_KMH } from '@mart/domain';
import { sql, type Kysely } from 'kysely';

/**
 * Vehicles booked over time (issue 20): each trip holds its vehicles for `held_during`, from its pickup for its
 * hours (a distance trip: an estimate from the distance, @mart/domain tripHoldHours). A booking counts the holds of
 * active trips overlapping its own range; a cancelled or completed trip holds nothing.
 *
 * Existing trips are backfilled with the same rule, their wall-clock pickup read in the session's time zone.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table trips add column held_during tstzrange`.execute(db);
  await sql`update trips set held_during = tstzrange(
      pickup_time::timestamptz,
      pickup_time::timestamptz + make_interval(hours => case
        when trip_type = 'hourly' then greatest(1, estimated_hours)
        else greatest(1, ceil(distance_m / ${sql.lit(AVERAGE_TRIP_SPEED_KMH * 1000)}::numeric))::int end))`.execute(db);
  await sql`alter table trips alter column held_during set not null`.execute(db);
  await sql`alter table trips add constraint trips_held_during_bounded check (not isempty(held_during) and not lower_inf(held_during) and not upper_inf(held_during))`.execute(
    db,
  );
  // the availability count starts from a vehicle's trip lines
  await sql`create index trip_vehicles_vehicle on trip_vehicles (vehicle_id, trip_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists trip_vehicles_vehicle`.execute(db);
  await sql`alter table trips drop column if exists held_during`.execute(db);
}
