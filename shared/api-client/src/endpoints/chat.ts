import type { ApiBody, ApiResponse } from '@mart/api-types';
import { api } from '@mart/api-runtime';

type Details = ApiResponse<'GET /api/v1/customer/message/details'>;
type Send = 'POST /api/v1/customer/message/send';
export type Conversation = Details['conversation'];
export type ChatMessage = Details['messages'][number];
export type ChatPartnerType = Conversation['partner']['type'];

export const chatApi = {
  conversations: () => api.call('GET /api/v1/customer/message/list'),
  messages: (conversationId: number) =>
    api.call('GET /api/v1/customer/message/details', { query: { conversation_id: conversationId } }),
  /** multipart: message and up to 3 images (SPEC §5); a new conversation names its partner instead of an id. */
  send: ({ images, ...fields }: Omit<ApiBody<Send>, 'image'> & { images: File[] }) =>
    api.call('POST /api/v1/customer/message/send', { form: { ...fields, image: images } }),
};
