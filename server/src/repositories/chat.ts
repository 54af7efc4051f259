/** Customer conversations (with support or a store) and their messages. The owner is in every conversation WHERE. */
import type { Transaction } from 'kysely';
import type { Executor } from '../db/connect';
import type { ChatPartnerType, Database } from '../db/schema';

/** The customer's conversations, latest first. */
const conversationsOf = (db: Executor, userId: number) =>
  db
    .selectFrom('conversations')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('updated_at', 'desc')
    .orderBy('id', 'desc')
    .execute();

const owned = (db: Executor, userId: number, id: number) =>
  db.selectFrom('conversations').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();

const markRead = (db: Executor, id: number) =>
  db.updateTable('conversations').set({ unread_count: 0 }).where('id', '=', id).execute();

const messagesOf = (db: Executor, conversationId: number) =>
  db.selectFrom('messages').selectAll().where('conversation_id', '=', conversationId).orderBy('id').execute();

/** The customer's conversation with this partner, started when there is none; its id. */
async function conversationWith(
  db: Executor,
  userId: number,
  partner: { type: ChatPartnerType; id: number | null },
  now: Date,
): Promise<number> {
  const existing = await db
    .selectFrom('conversations')
    .select('id')
    .where('user_id', '=', userId)
    .where('partner_type', '=', partner.type)
    .where((eb) => (partner.id === null ? eb('partner_id', 'is', null) : eb('partner_id', '=', partner.id)))
    .executeTakeFirst();
  if (existing) return existing.id;
  const created = await db
    .insertInto('conversations')
    .values({
      user_id: userId,
      partner_type: partner.type,
      partner_id: partner.id,
      last_message: null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return created.id;
}

/** Adds the customer's message and makes it the conversation's latest (in the caller's transaction). */
async function appendCustomerMessage(
  tx: Transaction<Database>,
  conversationId: number,
  message: { text: string | null; files: string[]; preview: string },
  now: Date,
) {
  await tx
    .insertInto('messages')
    .values({
      conversation_id: conversationId,
      from_customer: true,
      message: message.text,
      files: JSON.stringify(message.files),
      created_at: now,
    })
    .execute();
  await tx
    .updateTable('conversations')
    .set({ last_message: message.preview, updated_at: now })
    .where('id', '=', conversationId)
    .execute();
}

export const chatRepository = () => ({
  conversationsOf,
  owned,
  markRead,
  messagesOf,
  conversationWith,
  appendCustomerMessage,
});
export type ChatRepository = ReturnType<typeof chatRepository>;
