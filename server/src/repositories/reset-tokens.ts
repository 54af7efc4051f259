/**
 * Reset tokens (issue 45.4): only the digest is stored; a token is used once, by one conditional UPDATE, so parallel
 * resets holding one token change the password once.
 */
import type { Insertable } from 'kysely';
import type { Executor } from '../db/connect';
import type { ResetTokensTable } from '../db/schema';

const insert = (db: Executor, token: Insertable<ResetTokensTable>) =>
  db.insertInto('reset_tokens').values(token).execute();

/** Uses up the live token for this contact; undefined when there is none (wrong, foreign, expired or used). */
const use = (
  db: Executor,
  by: { tokenHash: string; channel: ResetTokensTable['channel']; target: string; now: Date },
) =>
  db
    .updateTable('reset_tokens')
    .set({ used_at: by.now })
    .where('token_hash', '=', by.tokenHash)
    .where('channel', '=', by.channel)
    .where('target', '=', by.target)
    .where('used_at', 'is', null)
    .where('expires_at', '>', by.now)
    .returning('id')
    .executeTakeFirst();

export const resetTokensRepository = () => ({ insert, use });
export type ResetTokensRepository = ReturnType<typeof resetTokensRepository>;
