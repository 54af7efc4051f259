/** Customer accounts: lookups by contact or referral code, and the writes sign-up, sign-in and profile make. */
import type { Insertable, Updateable } from 'kysely';
import { inTransaction, type Executor } from '../db/connect';
import type { UserRow, UsersTable } from '../db/schema';
import { ApiError } from '../errors';

/** Emails are unique without regard to case. */
const byEmail = (db: Executor, email: string): Promise<UserRow | undefined> =>
  db
    .selectFrom('users')
    .selectAll()
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
    .executeTakeFirst();

const byPhone = (db: Executor, phone: string): Promise<UserRow | undefined> =>
  db.selectFrom('users').selectAll().where('phone', '=', phone).executeTakeFirst();

const byId = (db: Executor, id: number): Promise<UserRow | undefined> =>
  db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();

const idByRefCode = async (db: Executor, refCode: string) =>
  (await db.selectFrom('users').select('id').where('ref_code', '=', refCode).executeTakeFirst())?.id;

const insert = (db: Executor, user: Insertable<UsersTable>): Promise<UserRow> =>
  db.insertInto('users').values(user).returningAll().executeTakeFirstOrThrow();

/** Writes these columns of an existing account; the row as it is now. */
/** Updates the account; a 404 when it is gone (deleted by a parallel request). */
async function update(db: Executor, id: number, set: Updateable<UsersTable>): Promise<UserRow> {
  const row = await db.updateTable('users').set(set).where('id', '=', id).returningAll().executeTakeFirst();
  if (!row) throw new ApiError(404, 'not_found', 'User not found.');
  return row;
}

/** Deletes the account (its rows go by the foreign keys' cascades); false when there was none. */
async function remove(db: Executor, id: number): Promise<boolean> {
  const deleted = await db.deleteFrom('users').where('id', '=', id).executeTakeFirst();
  return Boolean(deleted.numDeletedRows);
}

/** Replaces the customer's interests (categories) in one transaction. */
const setInterests = (db: Executor, userId: number, categoryIds: number[]) =>
  inTransaction(db, async (tx) => {
    await tx.deleteFrom('user_interests').where('user_id', '=', userId).execute();
    if (categoryIds.length)
      await tx
        .insertInto('user_interests')
        .values(categoryIds.map((category_id) => ({ user_id: userId, category_id })))
        .execute();
  });

const insertGuest = (db: Executor, id: string, now: Date) =>
  db.insertInto('guests').values({ id, created_at: now }).execute();

/** Subscribing twice is not an error (and must not reveal who is subscribed). */
const subscribeNewsletter = (db: Executor, email: string) =>
  db
    .insertInto('newsletter_subscribers')
    .values({ email })
    .onConflict((oc) => oc.column('email').doNothing())
    .execute();

export const usersRepository = () => ({
  byId,
  subscribeNewsletter,
  byEmail,
  byPhone,
  idByRefCode,
  insert,
  update,
  remove,
  setInterests,
  insertGuest,
});
export type UsersRepository = ReturnType<typeof usersRepository>;
