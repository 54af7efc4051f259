/**
 * Secrets every API instance shares, by name (signing_keys): the first instance that needs one stores the random
 * value it offers, every other one reads that row, so a URL signed by one instance verifies on all of them.
 */
import type { Executor } from '../db/connect';

const read = (db: Executor, name: string) =>
  db.selectFrom('signing_keys').select('secret').where('name', '=', name).executeTakeFirst();

/** The stored secret `name`, storing `candidate` first when there is none yet (a race keeps the first insert). */
async function ensure(db: Executor, name: string, candidate: string): Promise<string> {
  const found = await read(db, name);
  if (found) return found.secret;
  await db
    .insertInto('signing_keys')
    .values({ name, secret: candidate })
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute();
  return (await read(db, name))!.secret;
}

export const signingKeysRepository = () => ({ ensure });
export type SigningKeysRepository = ReturnType<typeof signingKeysRepository>;
