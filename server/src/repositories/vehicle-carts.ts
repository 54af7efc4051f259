/**
 * Vehicle carts: one per owner and flavour, with their lines. Booking takes the cart with one DELETE ... RETURNING
 * in its transaction, so one cart becomes one trip however many requests book it at once. Adding and merging take
 * the owner's cart lock first (lockOwner), so parallel adds of one vehicle sum into its one line.
 */
import type { Insertable, Transaction, Updateable } from 'kysely';
import type { Executor } from '../db/connect';
import type { Database, VehicleCartLinesTable, VehicleCartsTable, VehicleModuleType } from '../db/schema';
import { lockCartOwner } from './cart-locks';
import { callerKey, type Caller } from '../model/caller';

async function find(db: Executor, module: VehicleModuleType, owner: Caller) {
  const q = db.selectFrom('vehicle_carts').selectAll().where('module_type', '=', module);
  const mine = owner.userId !== null ? q.where('user_id', '=', owner.userId) : q.where('guest_id', '=', owner.guestId);
  return (await mine.executeTakeFirst()) ?? null;
}

const create = (db: Executor, cart: Insertable<VehicleCartsTable>) =>
  db.insertInto('vehicle_carts').values(cart).returningAll().executeTakeFirstOrThrow();

const update = (db: Executor, cartId: number, changes: Updateable<VehicleCartsTable>) =>
  db.updateTable('vehicle_carts').set(changes).where('id', '=', cartId).execute();

/** Deletes the cart with its lines (a booking takes it so); undefined when a parallel booking took it first. */
const take = (db: Executor, cartId: number) =>
  db.deleteFrom('vehicle_carts').where('id', '=', cartId).returning('id').executeTakeFirst();

const lines = (db: Executor, cartId: number) =>
  db.selectFrom('vehicle_cart_lines').selectAll().where('cart_id', '=', cartId).orderBy('id').execute();

/** A line of this cart; another cart's line is not found. */
const line = (db: Executor, cartId: number, lineId: number) =>
  db
    .selectFrom('vehicle_cart_lines')
    .selectAll()
    .where('cart_id', '=', cartId)
    .where('id', '=', lineId)
    .executeTakeFirst();

async function lineCount(db: Executor, cartId: number) {
  const r = await db
    .selectFrom('vehicle_cart_lines')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('cart_id', '=', cartId)
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

/** Writes the cart's line for the vehicle: a new line, or the quantity of the one it holds (one per vehicle). */
async function upsertLine(db: Executor, row: Insertable<VehicleCartLinesTable>) {
  await db
    .insertInto('vehicle_cart_lines')
    .values(row)
    .onConflict((oc) =>
      oc.columns(['cart_id', 'vehicle_id']).doUpdateSet((eb) => ({ quantity: eb.ref('excluded.quantity') })),
    )
    .execute();
}

/** Locks the owner's cart of this flavour (cart-locks.ts) until the transaction ends. */
const lockOwner = (tx: Transaction<Database>, module: VehicleModuleType, owner: Caller) =>
  lockCartOwner(tx, `${module}:${callerKey(owner)}`);

async function updateLine(db: Executor, lineId: number, changes: Updateable<VehicleCartLinesTable>) {
  await db.updateTable('vehicle_cart_lines').set(changes).where('id', '=', lineId).execute();
}

async function removeLines(db: Executor, cartId: number, lineIds: number[]) {
  if (lineIds.length)
    await db.deleteFrom('vehicle_cart_lines').where('cart_id', '=', cartId).where('id', 'in', lineIds).execute();
}

/** The zone of the cart's provider (all its lines share one), if it has lines. */
async function zoneOf(db: Executor, cartId: number) {
  const row = await db
    .selectFrom('vehicle_cart_lines')
    .innerJoin('stores', 'stores.id', 'vehicle_cart_lines.provider_id')
    .select('stores.zone_id')
    .where('vehicle_cart_lines.cart_id', '=', cartId)
    .executeTakeFirst();
  return row?.zone_id;
}

export const vehicleCartsRepository = () => ({
  find,
  create,
  update,
  take,
  lines,
  line,
  lineCount,
  upsertLine,
  lockOwner,
  updateLine,
  removeLines,
  zoneOf,
});
export type VehicleCartsRepository = ReturnType<typeof vehicleCartsRepository>;
