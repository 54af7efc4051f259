/**
 * Sign-up tickets (issue 37.2): what a verified sign-up code hands the client that verified it. Only the digest is
 * stored; a ticket is used once, by one conditional UPDATE, so parallel uses of one ticket make one account.
 */
import type { Insertable } from 'kysely';
import type { Executor } from '../db/connect';
import type { SignupTicketsTable } from '../db/schema';

const insert = (db: Executor, ticket: Insertable<SignupTicketsTable>) =>
  db.insertInto('signup_tickets').values(ticket).execute();

export interface TicketLookup {
  ticketHash: string;
  clientHash: string;
  now: Date;
  /** the contact the caller names, when it names one */
  target?: string;
}

const usable = (db: Executor, by: TicketLookup) => {
  let query = db
    .selectFrom('signup_tickets')
    .selectAll()
    .where('ticket_hash', '=', by.ticketHash)
    .where('client_hash', '=', by.clientHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', by.now);
  if (by.target) query = query.where('target', '=', by.target);
  return query;
};

/** The live ticket matching the lookup, not used. */
const find = (db: Executor, by: TicketLookup) => usable(db, by).executeTakeFirst();

/** Uses the ticket up if it still matches the lookup; undefined when it does not (or another request used it). */
const use = (db: Executor, id: number, by: Pick<TicketLookup, 'clientHash' | 'now'>) =>
  db
    .updateTable('signup_tickets')
    .set({ used_at: by.now })
    .where('id', '=', id)
    .where('client_hash', '=', by.clientHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', by.now)
    .returningAll()
    .executeTakeFirst();

export const signupTicketsRepository = () => ({ insert, find, use });
export type SignupTicketsRepository = ReturnType<typeof signupTicketsRepository>;
