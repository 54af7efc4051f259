/** Outgoing SMS and mail (OTP codes), queued for a relay outside this service to deliver. */
import type { Insertable } from 'kysely';
import type { Executor } from '../db/connect';
import type { OutboxTable } from '../db/schema';

const insert = (db: Executor, message: Insertable<OutboxTable>) => db.insertInto('outbox').values(message).execute();

export const outboxRepository = () => ({ insert });
export type OutboxRepository = ReturnType<typeof outboxRepository>;
