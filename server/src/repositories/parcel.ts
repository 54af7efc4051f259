/** Parcel delivery: its categories (with their rates) and the module that offers it. */
import type { Executor } from '../db/connect';

/** The active parcel module (`wanted` when it is one), first by position. */
async function activeModuleId(db: Executor, wanted: number | null): Promise<number | undefined> {
  let q = db.selectFrom('modules').select('id').where('module_type', '=', 'parcel').where('status', '=', true);
  if (wanted) q = q.where('id', '=', wanted);
  return (await q.orderBy('position').orderBy('id').executeTakeFirst())?.id;
}

const activeCategories = (db: Executor) =>
  db.selectFrom('parcel_categories').selectAll().where('status', '=', true).orderBy('id').execute();

const activeCategory = (db: Executor, id: number) =>
  db.selectFrom('parcel_categories').selectAll().where('id', '=', id).where('status', '=', true).executeTakeFirst();

/** A category's name whatever its status (an order keeps showing the category it was placed with). */
const categoryName = (db: Executor, id: number) =>
  db.selectFrom('parcel_categories').select(['name', 'i18n']).where('id', '=', id).executeTakeFirst();

export const parcelRepository = () => ({ activeModuleId, activeCategories, activeCategory, categoryName });
export type ParcelRepository = ReturnType<typeof parcelRepository>;
