/**
 * Trips (rental) and car-market orders: one table, one module_type per flavour. Money and status moves are
 * conditional UPDATEs, so of racing requests exactly one moves a trip; every method runs on the executor it is
 * given (a caller's transaction keeps its locks and its all-or-nothing).
 */
import { sql, type Insertable, type Transaction, type Updateable } from 'kysely';
import type { Executor } from '../db/connect';
import type {
  Database,
  ReviewsTable,
  TripRow,
  TripStatus,
  TripVehiclesTable,
  TripsTable,
  VehicleModuleType,
} from '../db/schema';
import type { ScopedKey } from '../model/idempotency';
import type { Caller } from '../model/caller';

const CANCELLABLE: TripStatus[] = ['pending', 'confirmed'];

function ofModule(db: Executor, module: VehicleModuleType) {
  return db.selectFrom('trips').selectAll().where('module_type', '=', module);
}

/** The owner's trip by id; another customer's or guest's is not found (undefined). */
function owned(db: Executor, module: VehicleModuleType, owner: Caller, id: number) {
  const q = ofModule(db, module).where('id', '=', id);
  return (
    owner.userId !== null
      ? q.where('user_id', '=', owner.userId)
      : q.where('guest_id', '=', owner.guestId).where('user_id', 'is', null)
  ).executeTakeFirst();
}

/** The trip an earlier request of this owner booked with the key (unique per module, owner scope and key). */
const byIdempotencyKey = (db: Executor, module: VehicleModuleType, { scope, key }: ScopedKey) =>
  ofModule(db, module).where('idempotency_scope', '=', scope).where('idempotency_key', '=', key).executeTakeFirst();

/** A trip by id: of this flavour, or of either when `module` is null (operators, the live stream). */
const byId = (db: Executor, module: VehicleModuleType | null, id: number) =>
  (module ? ofModule(db, module) : db.selectFrom('trips').selectAll()).where('id', '=', id).executeTakeFirst();

/** A user's trips of one flavour, newest first, one page of them and the count of all. */
async function page(
  db: Executor,
  module: VehicleModuleType,
  userId: number,
  statuses: TripStatus[] | null,
  page: { limit: number; skip: number },
) {
  let q = db.selectFrom('trips').where('user_id', '=', userId).where('module_type', '=', module);
  if (statuses) q = q.where('status', 'in', statuses);
  const total = await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const rows = await q.selectAll().orderBy('id', 'desc').limit(page.limit).offset(page.skip).execute();
  return { total: Number(total.n), rows };
}

/** What the trip's view adds to the row: its vehicles, its provider and the vehicles already reviewed. */
function parts(db: Executor, trip: TripRow) {
  return Promise.all([
    db.selectFrom('trip_vehicles').selectAll().where('trip_id', '=', trip.id).orderBy('id').execute(),
    db.selectFrom('stores').select(['id', 'name', 'logo']).where('id', '=', trip.provider_id).executeTakeFirst(),
    db.selectFrom('trip_reviews').select('vehicle_id').where('trip_id', '=', trip.id).execute(),
  ]);
}

/** The trip and its vehicle lines, in the booking's transaction. */
async function insert(
  tx: Transaction<Database>,
  trip: Insertable<TripsTable>,
  vehicles: Omit<Insertable<TripVehiclesTable>, 'trip_id'>[],
): Promise<TripRow> {
  const created = await tx.insertInto('trips').values(trip).returningAll().executeTakeFirstOrThrow();
  await tx
    .insertInto('trip_vehicles')
    .values(vehicles.map((v) => ({ ...v, trip_id: created.id })))
    .execute();
  return created;
}

/**
 * Marks an unpaid trip paid (by `method` when given) unless its status is one of `closed`. Conditional: of racing
 * payments one moves it and gets its id and total; the others get undefined.
 */
const markPaid = (tx: Transaction<Database>, id: number, closed: TripStatus[], now: Date, method?: string) =>
  tx
    .updateTable('trips')
    .set({ ...(method ? { payment_method: method } : {}), payment_status: 'paid', updated_at: now })
    .where('id', '=', id)
    .where('payment_status', '<>', 'paid')
    .where('status', 'not in', closed)
    .returning(['id', 'total_minor'])
    .executeTakeFirst();

/** Changes how an unpaid trip not in `closed` will be paid; undefined when it was paid or closed meanwhile. */
const switchUnpaid = (tx: Transaction<Database>, id: number, closed: TripStatus[], method: string, now: Date) =>
  tx
    .updateTable('trips')
    .set({ payment_method: method, updated_at: now })
    .where('id', '=', id)
    .where('payment_status', '<>', 'paid')
    .where('status', 'not in', closed)
    .returning('id')
    .executeTakeFirst();

const paymentState = (db: Executor, id: number) =>
  db.selectFrom('trips').select(['status', 'payment_status']).where('id', '=', id).executeTakeFirst();

/**
 * Moves a trip from status `from` (the one the caller read) with `set`; of racing moves one wins, the others get
 * undefined.
 */
const move = (tx: Transaction<Database>, id: number, from: TripStatus, set: Updateable<TripsTable>, now: Date) =>
  tx
    .updateTable('trips')
    .set({ ...set, updated_at: now })
    .where('id', '=', id)
    .where('status', '=', from)
    .returningAll()
    .executeTakeFirst();

/** Cancels a pending or confirmed trip; once however many cancels race (the others get undefined). */
const cancel = (tx: Transaction<Database>, id: number, reason: string, now: Date) =>
  tx
    .updateTable('trips')
    .set({ status: 'canceled', cancellation_reason: reason, updated_at: now })
    .where('id', '=', id)
    .where('status', 'in', CANCELLABLE)
    .returningAll()
    .executeTakeFirst();

/**
 * Cancels pending digital trips booked before `cutoff` that are still unpaid and got no payment link since (the
 * payment route issues a new one): one conditional UPDATE, so release jobs on several instances cancel each trip
 * once; cancelling ends the trip's hold on its vehicles. 100 at the most per call; their ids.
 */
const releaseUnpaid = (db: Executor, cutoff: Date, now: Date) =>
  db
    .updateTable('trips')
    .set({ status: 'canceled', updated_at: now })
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('trips as t')
        .select('t.id')
        .where('t.payment_method', '=', 'digital_payment')
        .where('t.payment_status', '=', 'unpaid')
        .where('t.status', '=', 'pending')
        .where('t.created_at', '<', cutoff)
        .where((w) =>
          w.not(
            w.exists(
              w
                .selectFrom('payment_intents as p')
                .select('p.id')
                .where('p.purpose', '=', 'trip')
                .where('p.reference_id', '=', sql<string>`t.id::text`)
                .where('p.created_at', '>=', cutoff),
            ),
          ),
        )
        .orderBy('t.id')
        .limit(100),
    )
    .where('payment_status', '=', 'unpaid')
    .where('status', '=', 'pending')
    .returning('id')
    .execute();

/** Whether the vehicle was in the trip, and whether it is reviewed already. */
async function reviewState(db: Executor, tripId: number, vehicleId: number) {
  const [inTrip, review] = await Promise.all([
    db
      .selectFrom('trip_vehicles')
      .select('id')
      .where('trip_id', '=', tripId)
      .where('vehicle_id', '=', vehicleId)
      .executeTakeFirst(),
    db
      .selectFrom('trip_reviews')
      .select('review_id')
      .where('trip_id', '=', tripId)
      .where('vehicle_id', '=', vehicleId)
      .executeTakeFirst(),
  ]);
  return { inTrip: Boolean(inTrip), reviewed: Boolean(review) };
}

/** A vehicle's review and its link to the trip, together. */
async function addReview(
  tx: Transaction<Database>,
  tripId: number,
  vehicleId: number,
  review: Omit<Insertable<ReviewsTable>, 'vehicle_id' | 'item_id'>,
) {
  const row = await tx
    .insertInto('reviews')
    .values({ ...review, vehicle_id: vehicleId, item_id: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  await tx.insertInto('trip_reviews').values({ trip_id: tripId, vehicle_id: vehicleId, review_id: row.id }).execute();
}

export const tripsRepository = () => ({
  owned,
  byIdempotencyKey,
  byId,
  page,
  parts,
  insert,
  markPaid,
  switchUnpaid,
  paymentState,
  move,
  cancel,
  releaseUnpaid,
  reviewState,
  addReview,
});
export type TripsRepository = ReturnType<typeof tripsRepository>;
