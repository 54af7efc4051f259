/** Uploaded images (profile pictures, chat attachments, prescriptions), stored in the database with their owner. */
import type { Insertable } from 'kysely';
import type { Executor } from '../db/connect';
import type { UploadPurpose, UploadsTable } from '../db/schema';
import type { Caller } from '../model/caller';

const insert = (db: Executor, upload: Insertable<UploadsTable>) => db.insertInto('uploads').values(upload).execute();

const byId = (db: Executor, id: string) =>
  db.selectFrom('uploads').select(['purpose', 'data', 'user_id', 'guest_id']).where('id', '=', id).executeTakeFirst();

/** How many of these (distinct) ids are uploads of `purpose` that `owner` made. */
async function ownedCount(db: Executor, owner: Caller, purpose: UploadPurpose, ids: string[]): Promise<number> {
  let query = db.selectFrom('uploads').select('id').where('id', 'in', ids).where('purpose', '=', purpose);
  query =
    owner.kind === 'user' ? query.where('user_id', '=', owner.userId) : query.where('guest_id', '=', owner.guestId);
  return (await query.execute()).length;
}

export const uploadsRepository = () => ({ insert, byId, ownedCount });
export type UploadsRepository = ReturnType<typeof uploadsRepository>;
