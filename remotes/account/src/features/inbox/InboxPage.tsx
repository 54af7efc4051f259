import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  api,
  chatApi,
  useLive,
  type Conversation,
  type LiveMessage,
  type LiveReady,
  chatQueries,
} from '@mart/api-client';
import { useBusValue } from '@mart/bus';
import { formatMoment } from '@mart/domain';
import { useTranslation } from '@mart/i18n';
import {
  Avatar,
  Badge,
  Button,
  Card,
  Col,
  CustomerServiceOutlined,
  Empty,
  Image,
  List,
  PageSkeleton,
  Paragraph,
  QueryState,
  Row,
  ShopOutlined,
  showApiErrors,
  Stack,
  Text,
} from '@mart/ui';
import { Composer } from './Composer';
import './inbox.css';

function Thread({ conversation, onSent }: { conversation: Conversation | 'support'; onSent: (id: number) => void }) {
  const { t } = useTranslation('account');
  // the customer's own events: on the browser's clock
  const language = useBusValue('language');
  const id = conversation === 'support' ? null : conversation.id;
  const queryClient = useQueryClient();
  // new messages arrive as they are written (polling only while the stream is down)
  const live = useLive<LiveMessage | LiveReady>('/api/v1/customer/message/live', (event) => {
    if (!('conversation_id' in event)) return;
    void queryClient.invalidateQueries({ queryKey: chatQueries.messages(event.conversation_id).queryKey });
    void queryClient.invalidateQueries({ queryKey: chatQueries.conversations().queryKey });
  });
  const q = useQuery({ ...chatQueries.messages(id), refetchInterval: live ? false : 15_000 });
  const send = async (message: string, images: File[]) => {
    try {
      const res = await chatApi.send(
        id ? { conversation_id: id, message, images } : { receiver_type: 'admin', message, images },
      );
      onSent(res.conversation_id);
      if (id) void q.refetch();
    } catch (e) {
      showApiErrors(e);
    }
  };
  const messages = q.data?.messages ?? [];
  return (
    <Card title={conversation === 'support' ? t('inbox.support') : conversation.partner.name} className="inbox__thread">
      <div aria-live="polite" className="inbox__messages">
        {id && q.isPending ? (
          <PageSkeleton />
        ) : messages.length === 0 ? (
          <Empty description={t('inbox.noMessages')} />
        ) : (
          messages.map((m) => (
            <div
              key={m.id}
              data-testid="chat-message"
              className={m.from_customer ? 'inbox__message inbox__message--mine' : 'inbox__message'}
            >
              {m.message && <Paragraph className="mart-m-0">{m.message}</Paragraph>}
              {m.files_full_url.length > 0 && (
                <Stack wrap>
                  {m.files_full_url.map((u) => {
                    const src = api.assetUrl(u);
                    return src && <Image key={u} src={src} width={80} alt={t('inbox.image')} />;
                  })}
                </Stack>
              )}
              <Text type="secondary" className="mart-small">
                {formatMoment(m.created_at, language)}
              </Text>
            </div>
          ))
        )}
      </div>
      <Composer onSend={send} />
    </Card>
  );
}

/** SPEC §6 chat (signed in only): conversations with stores and support; text and up to 3 images. */
export function InboxPage() {
  const { t } = useTranslation('account');
  const q = useQuery(chatQueries.conversations());
  const [open, setOpen] = useState<number | 'support' | null>(null);
  if (!q.isSuccess) return <QueryState query={q} />;
  const list = q.data.conversations;
  const current = open === 'support' ? 'support' : (list.find((c) => c.id === open) ?? null);
  return (
    <Row gutter={16}>
      <Col xs={24} md={9}>
        <Card
          title={t('inbox.title')}
          extra={
            <Button
              icon={<CustomerServiceOutlined />}
              onClick={() => setOpen(list.find((c) => c.partner.type === 'admin')?.id ?? 'support')}
              data-testid="chat-support"
            >
              {t('inbox.support')}
            </Button>
          }
        >
          {list.length === 0 && <Empty description={t('inbox.empty')} />}
          <List
            dataSource={list}
            renderItem={(c) => (
              <List.Item className="mart-pointer" data-testid="conversation">
                <List.Item.Meta
                  avatar={
                    <Badge count={c.unread_count} size="small">
                      <Avatar
                        src={api.assetUrl(c.partner.image_full_url)}
                        icon={c.partner.type === 'admin' ? <CustomerServiceOutlined /> : <ShopOutlined />}
                      />
                    </Badge>
                  }
                  title={
                    <button type="button" className="mart-link-button inbox__partner" onClick={() => setOpen(c.id)}>
                      {c.partner.name}
                    </button>
                  }
                  description={c.last_message ?? ''}
                />
              </List.Item>
            )}
          />
        </Card>
      </Col>
      <Col xs={24} md={15}>
        {current ? (
          <Thread
            key={current === 'support' ? 'support' : current.id}
            conversation={current}
            onSent={(id) => {
              void q.refetch().then(() => setOpen(id));
            }}
          />
        ) : (
          <Empty description={t('inbox.pick')} />
        )}
      </Col>
    </Row>
  );
}
