import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { badRequest } from '../errors';
import { bearerSecurity, errorResponses, MessageCode, Messages } from '../schemas/common';
import { requireUser } from '../services/accounts/sessions';
import { conversationDetails, conversations, sendMessage } from '../services/messages/chat';
import { MAX_IMAGES_AT_ONCE, TOO_MANY_IMAGES, checkedImage } from '../infra/media';

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

/** SPEC §6: chat is for signed-in customers; every conversation is looked up with its owner in the WHERE. */
export const chatRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;
  const tags = ['chat'];

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
      const user = await requireUser(ctx, request.info);
      return conversations(ctx, user.id);
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
      const user = await requireUser(ctx, request.info);
      return conversationDetails(ctx, user.id, request.query.conversation_id);
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
      const user = await requireUser(ctx, request.info);
      const body = request.body;
      const parts =
        body.image === undefined || body.image === '' ? [] : Array.isArray(body.image) ? body.image : [body.image];
      if (parts.length > MAX_IMAGES_AT_ONCE) throw badRequest('image', TOO_MANY_IMAGES);
      const images = parts.map(checkedImage);
      const text = body.message?.trim() || null;
      if (!text && images.length === 0) throw badRequest('message', 'Write a message or attach an image.');

      const id = await sendMessage(ctx, user.id, {
        conversationId: body.conversation_id,
        receiverType: body.receiver_type,
        receiverId: body.receiver_id,
        text,
        images,
      });
      return { message: 'Message sent.', conversation_id: id };
    },
  );
};
