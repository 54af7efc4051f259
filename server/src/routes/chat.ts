import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { AppContext } from '../context';
import type { ConversationsTable } from '../db/schema';
import type { Selectable } from 'kysely';
import { badRequest, notFound } from '../errors';
import { bearerSecurity, errorResponses, MessageCode, Messages } from '../schemas/common';
import { requireUser } from '../services/sessions';
import { checkedImage, saveUpload } from '../services/media';

const MAX_IMAGES = 3;
export const TOO_MANY_IMAGES = 'Maximum 3 images can be send at a time';

const Partner = Type.Object({
  type: Type.Union([Type.Literal('admin'), Type.Literal('store')]),
  id: Type.Union([Type.Integer(), Type.Null()]),
  name: Type.String(),
  image_full_url: Type.Union([Type.String(), Type.Null()]),
});
const Conversation = Type.Object({
  id: Type.Integer(),
  partner: Partner,
  last_message: Type.Union([Type.String(), Type.Null()]),
  unread_count: Type.Integer(),
  updated_at: Type.String(),
});
const Message = Type.Object({
  id: Type.Integer(),
  from_customer: Type.Boolean(),
  message: Type.Union([Type.String(), Type.Null()]),
  files_full_url: Type.Array(Type.String()),
  created_at: Type.String(),
});
const SendBody = Type.Object({
  conversation_id: Type.Optional(
    Type.Integer({ minimum: 1, ...Messages({ default: 'conversation_id must be a positive integer.' }) }),
  ),
  receiver_type: Type.Optional(
    Type.Union([Type.Literal('admin'), Type.Literal('store')], {
      ...Messages({ default: 'receiver_type must be admin or store.' }),
    }),
  ),
  receiver_id: Type.Optional(Type.Integer({ minimum: 1 })),
  message: Type.Optional(
    Type.String({ maxLength: 2000, ...Messages({ default: 'The message may not be longer than 2000 characters.' }) }),
  ),
  image: Type.Optional(Type.Unknown({ description: 'up to 3 jpg/png/jpeg/gif files' })),
});

type ConversationRow = Selectable<ConversationsTable>;

async function present(ctx: AppContext, rows: ConversationRow[]) {
  const storeIds = rows.map((r) => r.partner_id).filter((x): x is number => x !== null);
  const stores = storeIds.length
    ? await ctx.db.selectFrom('stores').select(['id', 'name', 'logo']).where('id', 'in', storeIds).execute()
    : [];
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

/** SPEC §6: chat is for signed-in customers; every conversation is looked up with its owner in the WHERE. */
export const chatRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;
  const tags = ['chat'];

  const own = async (userId: number, id: number) => {
    const row = await ctx.db
      .selectFrom('conversations')
      .selectAll()
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (!row) throw notFound('Conversation');
    return row;
  };

  app.get(
    '/api/v1/customer/message/list',
    {
      schema: {
        tags,
        summary: 'Your conversations, latest first',
        security: bearerSecurity,
        response: { 200: Type.Object({ conversations: Type.Array(Conversation) }), ...errorResponses },
      },
    },
    async (request) => {
      const user = await requireUser(ctx, request);
      const rows = await ctx.db
        .selectFrom('conversations')
        .selectAll()
        .where('user_id', '=', user.id)
        .orderBy('updated_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
      return { conversations: await present(ctx, rows) };
    },
  );

  app.get(
    '/api/v1/customer/message/details',
    {
      schema: {
        tags,
        summary: 'Messages of one of your conversations (marks them read)',
        security: bearerSecurity,
        querystring: Type.Object({
          conversation_id: Type.Integer({
            minimum: 1,
            ...Messages({
              required: 'conversation_id is required.',
              default: 'conversation_id must be a positive integer.',
            }),
          }),
        }),
        response: {
          200: Type.Object({ conversation: Conversation, messages: Type.Array(Message) }),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const user = await requireUser(ctx, request);
      const row = await own(user.id, request.query.conversation_id);
      await ctx.db.updateTable('conversations').set({ unread_count: 0 }).where('id', '=', row.id).execute();
      const messages = await ctx.db
        .selectFrom('messages')
        .selectAll()
        .where('conversation_id', '=', row.id)
        .orderBy('id')
        .execute();
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
    },
  );

  app.post(
    '/api/v1/customer/message/send',
    {
      schema: {
        tags,
        summary:
          'Send text and up to 3 images (multipart): to a conversation, or to a new partner (admin, or store + receiver_id)',
        consumes: ['multipart/form-data', 'application/json'],
        security: bearerSecurity,
        body: SendBody,
        response: {
          200: Type.Object({ message: Type.String(), code: MessageCode, conversation_id: Type.Integer() }),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const user = await requireUser(ctx, request);
      const body = request.body;
      const parts =
        body.image === undefined || body.image === '' ? [] : Array.isArray(body.image) ? body.image : [body.image];
      if (parts.length > MAX_IMAGES) throw badRequest('image', TOO_MANY_IMAGES);
      const images = parts.map(checkedImage);
      const text = body.message?.trim() || null;
      if (!text && images.length === 0) throw badRequest('message', 'Write a message or attach an image.');

      let conversationId = body.conversation_id;
      if (conversationId) await own(user.id, conversationId);
      else {
        const type = body.receiver_type ?? 'admin';
        const partnerId = type === 'store' ? (body.receiver_id ?? null) : null;
        if (type === 'store') {
          if (!partnerId) throw badRequest('receiver_id', 'receiver_id is required for a store.');
          const store = await ctx.db.selectFrom('stores').select('id').where('id', '=', partnerId).executeTakeFirst();
          if (!store) throw notFound('Store');
        }
        const existing = await ctx.db
          .selectFrom('conversations')
          .select('id')
          .where('user_id', '=', user.id)
          .where('partner_type', '=', type)
          .where((eb) => (partnerId === null ? eb('partner_id', 'is', null) : eb('partner_id', '=', partnerId)))
          .executeTakeFirst();
        const now = ctx.clock.now();
        conversationId =
          existing?.id ??
          (
            await ctx.db
              .insertInto('conversations')
              .values({
                user_id: user.id,
                partner_type: type,
                partner_id: partnerId,
                last_message: null,
                created_at: now,
                updated_at: now,
              })
              .returning('id')
              .executeTakeFirstOrThrow()
          ).id;
      }

      const now = ctx.clock.now();
      const id = conversationId;
      await ctx.db.transaction().execute(async (trx) => {
        const files: string[] = [];
        for (const image of images)
          files.push((await saveUpload(ctx, trx, { kind: 'user', userId: user.id }, 'chat', image, now)).path);
        await trx
          .insertInto('messages')
          .values({
            conversation_id: id,
            from_customer: true,
            message: text,
            files: JSON.stringify(files),
            created_at: now,
          })
          .execute();
        await trx
          .updateTable('conversations')
          .set({ last_message: text ?? `📷 ${files.length}`, updated_at: now })
          .where('id', '=', id)
          .execute();
      });
      return { message: 'Message sent.', conversation_id: id };
    },
  );
};
