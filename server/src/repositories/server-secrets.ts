/** Keys every API instance must share without configuration: made once by whichever instance asks first. */
import type { Executor } from '../db/connect';

/** The secret named `name`; `candidate` becomes it when there is none yet (the first writer wins). */
async function ensure(db: Executor, name: string, candidate: string): Promise<string> {
  await db
    .insertInto('server_secrets')
    .values({ name, value: candidate })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db.selectFrom('server_secrets').select('value').where('name', '=', name).executeTakeFirstOrThrow();
  return row.value;
}

export const serverSecretsRepository = () => ({ ensure });
export type ServerSecretsRepository = ReturnType<typeof serverSecretsRepository>;
