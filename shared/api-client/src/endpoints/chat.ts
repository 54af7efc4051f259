import { api } from '@mart/api-runtime';

export type ChatPartnerType = 'admin' | 'store';

export interface Conversation {
  id: number;
  partner: { type: ChatPartnerType; id: number | null; name: string; image_full_url: string | null };
  last_message: string | null;
  unread_count: number;
  updated_at: string;
}

export interface ChatMessage {
  id: number;
  from_customer: boolean;
  message: string | null;
  files_full_url: string[];
  created_at: string;
}

export const chatApi = {
  conversations: () => api.get<{ conversations: Conversation[] }>('/api/v1/customer/message/list'),
  messages: (conversationId: number) =>
    api.get<{ conversation: Conversation; messages: ChatMessage[] }>('/api/v1/customer/message/details', {
      conversation_id: conversationId,
    }),
  /** multipart: message and up to 3 images (SPEC §5); a new conversation names its partner instead of an id. */
  send: (o: {
    conversation_id?: number;
    receiver_type?: ChatPartnerType;
    receiver_id?: number;
    message: string;
    images: File[];
  }) => {
    const form = new FormData();
    if (o.conversation_id) form.append('conversation_id', String(o.conversation_id));
    if (o.receiver_type) form.append('receiver_type', o.receiver_type);
    if (o.receiver_id) form.append('receiver_id', String(o.receiver_id));
    if (o.message) form.append('message', o.message);
    for (const image of o.images) form.append('image', image);
    return api.request<{ message: string; conversation_id: number }>('POST', '/api/v1/customer/message/send', { form });
  },
};
