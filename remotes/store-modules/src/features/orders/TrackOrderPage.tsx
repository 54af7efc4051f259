import { ordersApi, useLiveStatus, type StoreOrder, errorMessage } from '@mart/api-client';
import { useBusValue } from '@mart/bus';
import { formatMoment, utcOffsetLabel } from '@mart/domain';
import {
  Alert,
  Button,
  Card,
  Descriptions,
  Form,
  InputNumber,
  List,
  PageFrame,
  Paragraph,
  Stack,
  Steps,
  Tag,
  Text,
  TextInput,
  toast,
  usePrice,
} from '@mart/ui';
import { useTranslation } from '@mart/i18n';
import { GoogleMapsGate, RouteMap } from '@mart/maps';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { TotalsList } from '../../lib/TotalsList';

const FLOW = ['pending', 'confirmed', 'processing', 'handover', 'picked_up', 'delivered'];

/** /track-order: guests by order id + phone, customers by order id (SPEC §6). */
export function TrackOrderPage() {
  const { t } = useTranslation('store');
  const [params] = useSearchParams();
  const signedIn = Boolean(useBusValue('auth').token);
  // `quiet`: a refresh the live status asked for, not the customer's Track; the button shows only the customer's
  // own wait (refreshes come every few seconds while the demo courier drives, and a loading button takes no click)
  const track = useMutation({
    mutationFn: ({ id, phone }: { id: number; phone?: string; quiet?: boolean }) => ordersApi.track(id, phone),
  });
  const initialId = Number(params.get('order_id')) || undefined;
  const asked = useRef<{ id: number; phone?: string } | null>(null);
  const follow = (args: { id: number; phone?: string }) => {
    asked.current = args;
    track.mutate(args);
  };
  const order = track.data;
  // the order moves while the customer watches: a stream of its status (polling while it is down) and a toast
  useLiveStatus(
    order ? `/api/v1/customer/order/${order.id}/live` : null,
    order?.order_status,
    (next) => {
      toast.info(t('track.statusChanged', { status: t(`status.${next.status}`) }));
      if (asked.current) track.mutate({ ...asked.current, quiet: true });
    },
    () => {
      if (asked.current) track.mutate({ ...asked.current, quiet: true });
    },
    asked.current?.phone ? { 'contact-number': asked.current.phone } : undefined,
  );
  // arriving with an order id (the success page's Track order): followed at once, a guest's too — the API opens a
  // guest order to the browser that placed it without its phone; only elsewhere is the phone asked for
  const [arrival, setArrival] = useState<'none' | 'pending' | 'failed'>(initialId ? 'pending' : 'none');
  useEffect(() => {
    if (!initialId) return;
    asked.current = { id: initialId };
    track.mutate({ id: initialId }, { onSuccess: () => setArrival('none'), onError: () => setArrival('failed') });
    // only on arrival with an order id
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  // a guest's arrival that the API did not open (another browser) asks for the phone instead of showing an error
  const arrivalRefused = arrival === 'failed' && !signedIn && asked.current?.phone === undefined;
  return (
    <PageFrame width="medium" title={t('track.title')} data-testid="track-order">
      <Form
        layout="inline"
        initialValues={{ order_id: initialId }}
        onFinish={(v: { order_id: number; phone?: string }) => follow({ id: v.order_id, phone: v.phone })}
      >
        <Form.Item
          name="order_id"
          label={t('track.orderId')}
          rules={[{ required: true, message: t('track.orderIdRequired') }]}
        >
          {/* an order number: no steppers (antd's would be named in English) */}
          <InputNumber min={1} controls={false} />
        </Form.Item>
        <Form.Item
          name="phone"
          label={t('checkout.phone')}
          rules={signedIn ? [] : [{ required: true, message: t('msg.phoneRequired') }]}
        >
          <TextInput inputMode="tel" />
        </Form.Item>
        <Button variant="primary" htmlType="submit" loading={track.isPending && !track.variables?.quiet}>
          {t('track.submit')}
        </Button>
      </Form>
      {arrivalRefused ? (
        <Alert className="mart-mt-16" type="info" message={t('track.phoneNeeded')} data-testid="track-phone-needed" />
      ) : (
        track.isError && <Alert className="mart-mt-16" type="error" message={errorMessage(track.error)} />
      )}
      {track.data && <OrderTracking order={track.data} />}
    </PageFrame>
  );
}

export function OrderTracking({ order }: { order: StoreOrder }) {
  const { t } = useTranslation('store');
  const price = usePrice();
  const language = useBusValue('language');
  // every time of an order is read on its store's clock (its zone's), and the page says so
  const at = (iso: string) => formatMoment(iso, language, { utcOffsetMinutes: order.utc_offset_minutes });
  const ended = order.order_status === 'canceled' || order.order_status === 'failed';
  const current = FLOW.indexOf(order.order_status);
  // demo mode's courier moves this order by itself: say so, so nobody waits for a delivery
  const demoCourier = useBusValue('config')?.demo_courier === true && !ended && order.order_status !== 'delivered';
  return (
    <Stack direction="vertical" gap={16} className="mart-mt-24" data-testid="order-tracking">
      <Card
        size="small"
        title={t('track.order', { id: order.id })}
        extra={
          demoCourier && (
            <Tag color="purple" data-testid="demo-courier" title={t('track.demoCourierHint')}>
              {t('track.demoCourier')}
            </Tag>
          )
        }
      >
        {demoCourier && <Alert type="info" message={t('track.demoCourierHint')} className="mart-mb-12" />}
        <Paragraph>
          {order.parcel ? t('parcel.orderLabel', { category: order.parcel.category_name }) : order.store_name} ·{' '}
          {price.major(order.order_amount)} · {t(`payment.${order.payment_method}`)} ·{' '}
          {t(`status.${order.payment_status}`)}
        </Paragraph>
        {order.schedule_at && (
          <Paragraph strong data-testid="order-schedule">
            {t('track.scheduledFor', { time: at(order.schedule_at) })}
          </Paragraph>
        )}
        <TotalsList totals={order} parcel={Boolean(order.parcel)} />
        {order.parcel && (
          <Descriptions
            size="small"
            column={1}
            data-testid="parcel-details"
            items={(['sender', 'receiver'] as const).map((k) => ({
              key: k,
              label: t(`parcel.${k}`),
              children: `${order.parcel![k].address} · ${order.parcel![k].contact_person_name} · ${order.parcel![k].contact_person_number}`,
            }))}
          />
        )}
        {!order.parcel && order.delivery_address && (
          <Descriptions
            size="small"
            column={1}
            data-testid="delivery-address"
            items={[
              {
                key: 'address',
                label: t('checkout.address'),
                children: [
                  order.delivery_address.address,
                  order.delivery_address.road,
                  order.delivery_address.house,
                  order.delivery_address.floor,
                ]
                  .filter(Boolean)
                  .join(', '),
              },
              ...(order.delivery_address.additional_information
                ? [
                    {
                      key: 'info',
                      label: t('checkout.additionalInfo'),
                      children: order.delivery_address.additional_information,
                    },
                  ]
                : []),
            ]}
          />
        )}
        {ended ? (
          <Alert
            type="error"
            message={t(`status.${order.order_status}`)}
            description={order.cancellation_reason ?? undefined}
          />
        ) : (
          <Steps
            current={current}
            direction="vertical"
            size="small"
            items={FLOW.map((s) => {
              const log = order.timeline.find((l) => l.status === s);
              return { title: t(`status.${s}`), description: log ? at(log.created_at) : undefined };
            })}
          />
        )}
        <Text type="secondary" data-testid="order-clock">
          {t('track.storeClock', { zone: utcOffsetLabel(order.utc_offset_minutes) })}
        </Text>
      </Card>
      {order.route.length > 1 && (
        <Card size="small" title={t('track.route')}>
          {/* the map when the site has a map key; offline, the SPEC §8 error panel — the route stays listed below */}
          <GoogleMapsGate height={280}>
            {() => (
              <RouteMap
                points={order.route.map((p, i) => ({
                  ...p,
                  label: `${i === 0 ? t('track.from') : t('track.to')}: ${p.label}`,
                }))}
              />
            )}
          </GoogleMapsGate>
          <List
            size="small"
            dataSource={order.route}
            renderItem={(p, i) => (
              <List.Item>
                <Text>
                  {i === 0 ? t('track.from') : t('track.to')}: {p.label} ({p.lat.toFixed(5)}, {p.lng.toFixed(5)})
                </Text>
              </List.Item>
            )}
          />
          <Text type="secondary">{t('track.distance', { km: order.distance_km.toFixed(3) })}</Text>
        </Card>
      )}
    </Stack>
  );
}
