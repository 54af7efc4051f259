import { orderQueries } from '@mart/api-client';
import { bus, useBusValue } from '@mart/bus';
import { formatMoment, utcOffsetLabel } from '@mart/domain';
import { useTranslation } from '@mart/i18n';
import { navigate, PageFrame, StatusPanel } from '@mart/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { readDirectOrder } from '../../lib/direct-order';
import { Checkout } from './Checkout';
import { TotalsList } from '../../lib/TotalsList';
import { readGuestContact } from './guest-contact';
import './checkout.css';

/** /checkout?page=cart|buy_now|campaign, and the success screen (?page=success&order_id=). */
export function CheckoutPage() {
  const [params] = useSearchParams();
  if (params.get('page') === 'success')
    return (
      <SuccessScreen
        orderId={params.get('order_id') ?? params.get('reference_id')}
        paymentStatus={params.get('payment_status')}
      />
    );
  const page = params.get('page');
  if (page === 'buy_now' || page === 'campaign') return <DirectCheckout kind={page} />;
  return <Checkout direct={null} />;
}

/** /checkout?page=buy_now|campaign: the one line the item editor started, never the cart. */
function DirectCheckout({ kind }: { kind: 'buy_now' | 'campaign' }) {
  const { t } = useTranslation('store');
  const signedIn = Boolean(useBusValue('auth').token);
  const location = useBusValue('location');
  // read once: the line stays the same while the customer fills the form, even if another tab starts a new one
  const [direct] = useState(() => readDirectOrder(kind));
  if (!direct)
    return (
      <StatusPanel
        status="info"
        title={t('journey.nothingToOrder')}
        action={{ label: t('cart.continueShopping'), onClick: () => navigate('/home') }}
      />
    );
  // SPEC §6: campaign ordering needs a sign-in and a chosen zone
  if (kind === 'campaign' && !signedIn) return <StatusPanel status="warning" title={t('msg.loginRequired')} />;
  if (kind === 'campaign' && !location?.zoneIds?.length)
    return (
      <StatusPanel
        status="warning"
        title={t('journey.zoneRequired')}
        action={{ label: t('journey.pickZone'), onClick: () => bus.request({ type: 'open-location-picker' }) }}
      />
    );
  return <Checkout direct={direct} />;
}

function SuccessScreen({ orderId, paymentStatus }: { orderId: string | null; paymentStatus: string | null }) {
  const { t } = useTranslation('store');
  const failed = paymentStatus === 'fail';
  const { token } = useBusValue('auth');
  const guestId = useBusValue('guestId');
  const signedIn = Boolean(token);
  const language = useBusValue('language');
  const id = Number(orderId);
  // the order as the server has it: a scheduled one says when it is due, on its store's clock (issue 40.4); a guest
  // reads it as tracking does, by the contact phone the checkout kept on this device
  const guestPhone = signedIn ? null : (readGuestContact()?.contact_person_number ?? null);
  const order = useQuery(orderQueries.one(id, guestPhone, id > 0 && (signedIn || Boolean(guestPhone)) && !failed));
  const due = order.data?.schedule_at;
  // the receipt of what was just ordered (the surge and cashback lines included): the owner's, signed in or not
  const receipt = useQuery(orderQueries.receipt(id > 0 ? id : null, token ?? guestId ?? null));
  return (
    <>
      <StatusPanel
        status={failed ? 'error' : 'success'}
        title={failed ? t('checkout.paymentFailed') : t('checkout.success')}
        text={
          orderId ? (
            <>
              {t('checkout.orderId', { id: orderId })}
              {due && order.data && (
                <span className="checkout__due" data-testid="order-schedule">
                  {t('track.scheduledFor', {
                    time: formatMoment(due, language, { utcOffsetMinutes: order.data.utc_offset_minutes }),
                  })}{' '}
                  ({t('track.storeClock', { zone: utcOffsetLabel(order.data.utc_offset_minutes) })})
                </span>
              )}
            </>
          ) : undefined
        }
        action={{
          label: t('checkout.track'),
          onClick: () => navigate(`/track-order${orderId ? `?order_id=${orderId}` : ''}`),
        }}
      />
      {receipt.data && (
        <PageFrame width="narrow" title={t('checkout.receipt')} data-testid="order-receipt">
          <TotalsList totals={receipt.data} parcel={Boolean(receipt.data.parcel)} />
        </PageFrame>
      )}
    </>
  );
}
