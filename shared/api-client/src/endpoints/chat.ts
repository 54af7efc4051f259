import type { ApiBody, ApiResponse } from '@mart/api-types';
import { api } from '@mart/api-runtime';

type Details = ApiResponse<'GET /api/v1/customer/message/details'>;
type Send = 'POST /api/v1/customer/message/send';
export type Conversation = Details['conversation'];
export type ChatMessage = Details['messages'][number];
export type ChatPartnerType = Conversation['partner']['type'];

export const chatApi = {
  conversations: () => api.get<ApiResponse<'GET /api/v1/customer/message/list'>>('/api/v1/customer/message/list'),
  messages: (conversationId: number) =>
    api.get<Details>('/api/v1/customer/message/details', { conversation_id: conversationId }),
  /** multipart: message and up to 3 images (SPEC §5); a new conversation names its partner instead of an id. */
  send: (o: Omit<ApiBody<Send>, 'image'> & { images: File[] }) => {
    const form = new FormData();
    if (o.conversation_id) form.append('conversation_id', String(o.conversation_id));
    if (o.receiver_type) form.append('receiver_type', o.receiver_type);
    if (o.receiver_id) form.append('receiver_id', String(o.receiver_id));
    if (o.message) form.append('message', o.message);
    for (const image of o.images) form.append('image', image);
    return api.request<ApiResponse<Send>>('POST', '/api/v1/customer/message/send', { form });
  },
};
