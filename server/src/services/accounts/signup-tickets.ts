/**
 * Sign-up tickets (issue 37.2): a verified sign-up code (OTP sign-in of a phone without a named account, a social
 * sign-in without a name) hands the client that verified it a ticket; the personal-info step (update-info) continues
 * only the sign-up whose ticket it shows. Single use, 10 minutes, bound to the contact and to the client address;
 * stored as its digest. Whether the contact has an account shows only here, after the code.
 */
import type { AppContext } from '../../context';
import type { Executor } from '../../db/connect';
import type { SignupTicketsTable } from '../../db/schema';
import { ApiError } from '../../errors';
import type { OtpChannel } from './otp';
import { randomToken, sha256 } from '../../infra/secrets';

export const SIGNUP_TICKET_TTL_MS = 10 * 60_000;

/** The answer to a missing, wrong, used, expired or foreign ticket: the same for each. */
export const ticketRefused = () => new ApiError(401, 'otp', 'Please verify your phone number first.');

export interface TicketFor {
  channel: OtpChannel;
  target: string;
  loginType: 'otp' | 'social';
  /** the account it completes, when the contact has one already */
  userId?: number | null;
  details?: Record<string, string | null>;
}

/** A new ticket for `client` (its address) to finish the sign-up of `what`. */
export async function issueSignupTicket(ctx: AppContext, what: TicketFor, client: string): Promise<string> {
  const ticket = randomToken(24);
  const now = ctx.clock.now();
  await ctx.repos.signupTickets.insert(ctx.db, {
    ticket_hash: sha256(ticket),
    channel: what.channel,
    target: what.target,
    client_hash: sha256(client),
    login_type: what.loginType,
    user_id: what.userId ?? null,
    details: JSON.stringify(what.details ?? {}),
    created_at: now,
    expires_at: new Date(now.getTime() + SIGNUP_TICKET_TTL_MS),
  });
  return ticket;
}

export type SignupTicket = Pick<SignupTicketsTable, 'channel' | 'target' | 'login_type' | 'user_id'> & {
  id: number;
  details: Record<string, string | null>;
};

const lookup = (ctx: AppContext, ticket: string | undefined, client: string, target?: string) => ({
  ticketHash: sha256(ticket ?? ''),
  clientHash: sha256(client),
  now: ctx.clock.now(),
  ...(target ? { target } : {}),
});

/** The live ticket the client holds (for `target` when the client names one); a 401 otherwise. Not used yet. */
export async function findSignupTicket(
  ctx: AppContext,
  ticket: string | undefined,
  client: string,
  target?: string,
): Promise<SignupTicket> {
  const row = ticket ? await ctx.repos.signupTickets.find(ctx.db, lookup(ctx, ticket, client, target)) : undefined;
  if (!row) throw ticketRefused();
  return row;
}

/** Uses the ticket up inside the caller's transaction: of parallel uses, one gets past this. */
export async function useSignupTicket(ctx: AppContext, db: Executor, found: SignupTicket, client: string) {
  const by = { clientHash: sha256(client), now: ctx.clock.now() };
  if (!(await ctx.repos.signupTickets.use(db, found.id, by))) throw ticketRefused();
}
