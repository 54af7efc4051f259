/** Store and deliveryman applications waiting for the operator's review. */
import type { Insertable } from 'kysely';
import type { Executor } from '../db/connect';
import type { DeliverymanApplicationsTable, StoreApplicationsTable } from '../db/schema';

export type ApplicationTable = 'store_applications' | 'deliveryman_applications';

/** Whether an application with this email is still under review. */
const pendingWithEmail = async (db: Executor, table: ApplicationTable, email: string) =>
  (await db
    .selectFrom(table)
    .select('id')
    .where('email', '=', email)
    .where('status', '=', 'pending')
    .executeTakeFirst()) !== undefined;

const insertStore = (db: Executor, application: Insertable<StoreApplicationsTable>) =>
  db.insertInto('store_applications').values(application).execute();

const insertDeliveryman = (db: Executor, application: Insertable<DeliverymanApplicationsTable>) =>
  db.insertInto('deliveryman_applications').values(application).execute();

export const applicationsRepository = () => ({ pendingWithEmail, insertStore, insertDeliveryman });
export type ApplicationsRepository = ReturnType<typeof applicationsRepository>;
