import { ordersApi, orderQueries, errorMessage } from '@mart/api-client';
import { useBusValue } from '@mart/bus';
import { useTranslation } from '@mart/i18n';
import { formatMoment } from '@mart/domain';
import { Button, Collapse, PageFrame, Skeleton, Stack, StatusPanel, Tag, toast, usePrice } from '@mart/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ReorderButton, ReviewForm } from './OrderActions';
import { OrderTracking } from './TrackOrderPage';

/** /my-orders: the customer's orders with details, cancel (pending/confirmed) and tracking. */
export function MyOrdersPage() {
  const { t } = useTranslation('store');
  const price = usePrice();
  const signedIn = Boolean(useBusValue('auth').token);
  const language = useBusValue('language');
  const client = useQueryClient();
  const orders = useQuery(orderQueries.mine(signedIn));
  const cancel = useMutation({
    mutationFn: (id: number) => ordersApi.cancel(id, t('orders.defaultReason')),
    onSuccess: (r) => {
      toast.success(r.message);
      void client.invalidateQueries({ queryKey: orderQueries.all });
    },
    onError: (e) => toast.error(errorMessage(e)),
  });
  if (!signedIn) return <StatusPanel status="warning" title={t('msg.loginRequired')} />;
  if (orders.isPending)
    return (
      <PageFrame width="medium">
        <Skeleton />
      </PageFrame>
    );
  if (orders.isError)
    return (
      <StatusPanel
        status="error"
        title={t('errors.loadFailed')}
        text={errorMessage(orders.error)}
        error={orders.error}
      />
    );
  if (!orders.data.orders.length) return <StatusPanel status="info" title={t('orders.empty')} />;
  return (
    <PageFrame width="medium">
      <Collapse
        items={orders.data.orders.map((o) => ({
          key: o.id,
          label: (
            <Stack justify="space-between">
              <span>
                #{o.id} · {o.parcel ? t('parcel.orderLabel', { category: o.parcel.category_name }) : o.store_name} ·{' '}
                {price.major(o.order_amount)}
                {o.schedule_at &&
                  ` · ${t('track.scheduledFor', {
                    time: formatMoment(o.schedule_at, language, { utcOffsetMinutes: o.utc_offset_minutes }),
                  })}`}
              </span>
              <Tag>{t(`status.${o.order_status}`)}</Tag>
            </Stack>
          ),
          children: (
            <Stack direction="vertical" className="mart-full">
              <Stack align="center" wrap>
                {!o.parcel && o.details.length > 0 && <ReorderButton order={o} />}
              </Stack>
              {o.order_status === 'delivered' && !o.reviewed && !o.parcel && <ReviewForm order={o} />}
              {o.reviewed && <Tag color="green">{t('orders.reviewed')}</Tag>}
              {['pending', 'confirmed'].includes(o.order_status) && (
                <Button danger loading={cancel.isPending} onClick={() => cancel.mutate(o.id)}>
                  {t('orders.cancel')}
                </Button>
              )}
              <OrderTracking order={o} />
            </Stack>
          ),
        }))}
      />
    </PageFrame>
  );
}
