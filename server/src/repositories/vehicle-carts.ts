/**
 * Vehicle carts: one per owner and flavour, with their lines. Booking takes the cart with one DELETE ... RETURNING
 * in its transaction, so one cart becomes one trip however many requests book it at once.
 */
import type { Insertable, Transaction } from 'kysely';
import type { Executor } from '../db/connect';
import type { Database, VehicleCartsTable, VehicleModuleType } from '../db/schema';
import type { Owner } from '../services/vehicle-carts';

async function find(db: Executor, module: VehicleModuleType, owner: Owner) {
  const q = db.selectFrom('vehicle_carts').selectAll().where('module_type', '=', module);
  const mine = owner.userId !== null ? q.where('user_id', '=', owner.userId) : q.where('guest_id', '=', owner.guestId);
  return (await mine.executeTakeFirst()) ?? null;
}

const create = (db: Executor, cart: Insertable<VehicleCartsTable>) =>
  db.insertInto('vehicle_carts').values(cart).returningAll().executeTakeFirstOrThrow();

/** Deletes the cart for a booking; undefined when a parallel booking took it first. */
const take = (tx: Transaction<Database>, cartId: number) =>
  tx.deleteFrom('vehicle_carts').where('id', '=', cartId).returning('id').executeTakeFirst();

const lines = (db: Executor, cartId: number) =>
  db.selectFrom('vehicle_cart_lines').selectAll().where('cart_id', '=', cartId).orderBy('id').execute();

export const vehicleCartsRepository = () => ({ find, create, take, lines });
export type VehicleCartsRepository = ReturnType<typeof vehicleCartsRepository>;
