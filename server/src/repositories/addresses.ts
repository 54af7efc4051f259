/** A customer's saved addresses. The owner is part of every WHERE: another customer's id behaves as unknown. */
import { sql, type Insertable, type Updateable } from 'kysely';
import type { Executor } from '../db/connect';
import type { AddressesTable } from '../db/schema';

/** Newest first, paged. */
async function page(db: Executor, userId: number, page: { limit: number; skip: number }) {
  const base = db.selectFrom('addresses').where('user_id', '=', userId);
  const total = await base.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow();
  const rows = await base.selectAll().orderBy('id', 'desc').limit(page.limit).offset(page.skip).execute();
  return { total: total.n, rows };
}

const owned = (db: Executor, userId: number, id: number) =>
  db.selectFrom('addresses').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();

const insert = (db: Executor, address: Insertable<AddressesTable>) =>
  db.insertInto('addresses').values(address).returningAll().executeTakeFirstOrThrow();

/** The updated row, or undefined when the customer has no such address. */
const update = (db: Executor, userId: number, id: number, set: Updateable<AddressesTable>) =>
  db
    .updateTable('addresses')
    .set(set)
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .returningAll()
    .executeTakeFirst();

/** False when the customer has no such address. */
async function remove(db: Executor, userId: number, id: number): Promise<boolean> {
  const result = await db.deleteFrom('addresses').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  return Boolean(result.numDeletedRows);
}

export const addressesRepository = () => ({ page, owned, insert, update, remove });
export type AddressesRepository = ReturnType<typeof addressesRepository>;
