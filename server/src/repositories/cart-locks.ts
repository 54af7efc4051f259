/**
 * The owner's cart lock: an advisory lock held until the transaction ends, on the owner's name (a cart that is still
 * empty has no row to lock). Edits of one owner's cart take turns, so what they read is what they write over; other
 * owners never wait. Store carts lock `u:<user id>` / `g:<guest id>`, vehicle carts add their flavour.
 */
import { sql, type Transaction } from 'kysely';
import type { Database } from '../db/schema';

/** The first key of the two-key advisory locks on carts (any fixed number; start-up uses the one-key space). */
const CART_LOCK = 3802;

export async function lockCartOwner(tx: Transaction<Database>, name: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(${CART_LOCK}, hashtext(${name}))`.execute(tx);
}
