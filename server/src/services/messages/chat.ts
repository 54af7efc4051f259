/** SPEC §6: chat is for signed-in customers; every conversation is looked up with its owner in the WHERE. */
import type { Selectable } from 'kysely';
import type { AppContext } from '../../context';
import type { ChatPartnerType, ConversationsTable } from '../../db/schema';
import { badRequest, notFound } from '../../errors';
import { saveUpload, type checkedImage } from '../../infra/media';
import { userCaller } from '../../model/caller';

type ConversationRow = Selectable<ConversationsTable>;

async function present(ctx: AppContext, rows: ConversationRow[]) {
  const storeIds = rows.map((r) => r.partner_id).filter((x): x is number => x !== null);
  const stores = await ctx.repos.catalog.storeBriefs(ctx.db, storeIds);
  return rows.map((r) => {
    const store = stores.find((s) => s.id === r.partner_id);
    return {
      id: r.id,
      partner: {
        type: r.partner_type,
        id: r.partner_id,
        name: r.partner_type === 'admin' ? 'Mart Support' : (store?.name ?? 'Store'),
        image_full_url: store?.logo ?? null,
      },
      last_message: r.last_message,
      unread_count: r.unread_count,
      updated_at: new Date(r.updated_at).toISOString(),
    };
  });
}

async function own(ctx: AppContext, userId: number, id: number) {
  const row = await ctx.repos.chat.owned(ctx.db, userId, id);
  if (!row) throw notFound('Conversation');
  return row;
}

export async function conversations(ctx: AppContext, userId: number) {
  return { conversations: await present(ctx, await ctx.repos.chat.conversationsOf(ctx.db, userId)) };
}

/** One of the customer's conversations with its messages; reading it marks them read. */
export async function conversationDetails(ctx: AppContext, userId: number, conversationId: number) {
  const { chat } = ctx.repos;
  const row = await own(ctx, userId, conversationId);
  await chat.markRead(ctx.db, row.id);
  const messages = await chat.messagesOf(ctx.db, row.id);
  const [conversation] = await present(ctx, [{ ...row, unread_count: 0 }]);
  return {
    conversation: conversation!,
    messages: messages.map((m) => ({
      id: m.id,
      from_customer: m.from_customer,
      message: m.message,
      files_full_url: m.files,
      created_at: new Date(m.created_at).toISOString(),
    })),
  };
}

export interface OutgoingChatMessage {
  conversationId?: number;
  receiverType?: ChatPartnerType;
  receiverId?: number;
  text: string | null;
  images: ReturnType<typeof checkedImage>[];
}

/** Sends to a conversation of the customer's, or to a new partner (support, or a store); the conversation's id. */
export async function sendMessage(ctx: AppContext, userId: number, message: OutgoingChatMessage): Promise<number> {
  const { chat } = ctx.repos;
  let conversationId = message.conversationId;
  if (conversationId) await own(ctx, userId, conversationId);
  else {
    const type = message.receiverType ?? 'admin';
    const partnerId = type === 'store' ? (message.receiverId ?? null) : null;
    if (type === 'store') {
      if (!partnerId) throw badRequest('receiver_id', 'receiver_id is required for a store.');
      if (!(await ctx.repos.catalog.storeById(ctx.db, partnerId))) throw notFound('Store');
    }
    conversationId = await chat.conversationWith(ctx.db, userId, { type, id: partnerId }, ctx.clock.now());
  }
  const now = ctx.clock.now();
  const id = conversationId;
  await ctx.db.transaction().execute(async (trx) => {
    const files: string[] = [];
    for (const image of message.images)
      files.push((await saveUpload(ctx, trx, userCaller(userId), 'chat', image, now)).path);
    await chat.appendCustomerMessage(
      trx,
      id,
      { text: message.text, files, preview: message.text ?? `📷 ${files.length}` },
      now,
    );
  });
  return id;
}
