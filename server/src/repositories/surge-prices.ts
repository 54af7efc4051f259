/** Surge rules per zone and module (migration 0760): what quotes read, what the operator API writes. */
import type { Insertable, Updateable } from 'kysely';
import type { Executor } from '../db/connect';
import type { SurgePricesTable } from '../db/schema';

/** The active rules of a zone and module (which of them runs now is @mart/domain activeSurge's choice). */
const activeFor = (db: Executor, zoneId: number, moduleId: number) =>
  db
    .selectFrom('surge_prices')
    .selectAll()
    .where('zone_id', '=', zoneId)
    .where('module_id', '=', moduleId)
    .where('status', '=', true)
    .orderBy('id')
    .execute();

/** Every rule, or a zone's, for the operator. */
function list(db: Executor, zoneId?: number) {
  let query = db.selectFrom('surge_prices').selectAll().orderBy('id');
  if (zoneId !== undefined) query = query.where('zone_id', '=', zoneId);
  return query.execute();
}

const byId = (db: Executor, id: number) =>
  db.selectFrom('surge_prices').selectAll().where('id', '=', id).executeTakeFirst();

const insert = (db: Executor, row: Insertable<SurgePricesTable>) =>
  db.insertInto('surge_prices').values(row).returningAll().executeTakeFirstOrThrow();

const update = (db: Executor, id: number, set: Updateable<SurgePricesTable>) =>
  db.updateTable('surge_prices').set(set).where('id', '=', id).returningAll().executeTakeFirst();

const remove = async (db: Executor, id: number) =>
  (await db.deleteFrom('surge_prices').where('id', '=', id).returning('id').executeTakeFirst()) !== undefined;

export const surgePricesRepository = () => ({ activeFor, list, byId, insert, update, remove });
export type SurgePricesRepository = ReturnType<typeof surgePricesRepository>;
