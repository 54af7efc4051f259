import {
  addressQueries,
  errorMessage,
  orderQueries,
  ordersApi,
  requestKeys,
  type Address,
  type OrderQuoteInput,
  type PaymentMethod,
  type PlaceOrderInput,
} from '@mart/api-client';
import { useBusValue } from '@mart/bus';
import { useTranslation } from '@mart/i18n';
import { Card, navigate, PageFrame, RadioGroup, StatusPanel, toast } from '@mart/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { FormikProvider } from 'formik';
import { useMemo, useRef, useState } from 'react';
import { useStoreCart } from '../../lib/cart';
import { endDirectOrder, type DirectOrder } from '../../lib/direct-order';
import { CheckoutSkeleton } from './CheckoutTop';
import { ContactFields } from './ContactFields';
import { CouponCard } from './CouponCard';
import { keepGuestContact } from './guest-contact';
import { OrderSummary } from './OrderSummary';
import { PaymentCard } from './PaymentCard';
import { placeOrderRequest, useSaveAddress } from './place-order';
import { PrescriptionUpload } from './PrescriptionUpload';
import { SavedAddresses } from './SavedAddresses';
import { ScheduleTime } from './ScheduleTime';
import { useStoreClock } from './useStoreClock';
import { useContactForm } from './useContactForm';
import './checkout.css';

/** The checkout of the cart's lines, or of one bought-now line (`direct`) with the cart left as it is. */
export function Checkout({ direct }: { direct: DirectOrder | null }) {
  const { t } = useTranslation('store');
  const config = useBusValue('config');
  const location = useBusValue('location');
  const { token } = useBusValue('auth');
  const signedIn = Boolean(token);
  const cart = useStoreCart();
  // the saved addresses sit above the contact form: drawn with the page, not after it (the form would move down)
  const addresses = useQuery(addressQueries.list(token));
  const isPending = (direct ? false : cart.isPending) || (signedIn && addresses.isPending);
  // what this checkout orders: the direct line (cart untouched) or the cart's lines
  const lineKey = direct
    ? `direct:${JSON.stringify(direct.line)}`
    : cart.lines.map((l) => `${l.id}:${l.quantity}`).join(',');
  const hasLines = direct ? true : cart.lines.length > 0;
  const [orderType, setOrderType] = useState<'delivery' | 'take_away'>('delivery');
  const delivery = orderType === 'delivery';
  const [appliedCoupon, setAppliedCoupon] = useState<string | null>(null);
  const [payment, setPayment] = useState<PaymentMethod>('cash_on_delivery');
  const [note, setNote] = useState('');
  const [scheduleAt, setScheduleAt] = useState<string | null>(null);
  const [prescription, setPrescription] = useState<string | null>(null);
  const [saved, setSaved] = useState<Address | null>(null);
  const [keepAddress, setKeepAddress] = useState(false);
  const rememberAddress = useSaveAddress();
  const contactForm = useContactForm({ delivery, signedIn, address: location?.address });
  const contact = contactForm.formik.values;
  // one key per distinct request: a double click or a retry of the same order reuses it, an edited cart or form
  // gets a new one (the server refuses a key sent with another request)
  const keys = useRef(requestKeys());

  const point = useMemo(() => (saved ? { lat: saved.latitude, lng: saved.longitude } : location), [saved, location]);
  // the quote reads the typed contact (the server prices the delivery to it) but is asked again only when the
  // order, its type, the coupon or the point change
  const quoteInput: OrderQuoteInput = useMemo(
    () => ({
      order_type: orderType,
      coupon_code: appliedCoupon,
      // a scheduled order is priced for its hour (a surge may run then and not now)
      schedule_at: scheduleAt ? new Date(scheduleAt).toISOString() : null,
      ...(direct ? { items: [direct.line] } : {}),
      address:
        delivery && point
          ? {
              address: contact.address || (saved?.address ?? location?.address ?? ''),
              latitude: point.lat,
              longitude: point.lng,
              contact_person_name: contact.contact_person_name || '-',
              contact_person_number: contact.contact_person_number || '00000',
            }
          : null,
    }),
    [orderType, delivery, appliedCoupon, point, saved, location, contact, direct, scheduleAt],
  );
  const quote = useQuery(
    orderQueries.quote(
      [lineKey, orderType, appliedCoupon, point?.lat, point?.lng, scheduleAt],
      quoteInput,
      hasLines && (!delivery || Boolean(point)),
    ),
  );
  const methods =
    (config?.active_payment_method_list as { gateway: string; gateway_title: string }[] | undefined) ?? [];
  const place = useMutation({
    mutationFn: (o: { request: PlaceOrderInput; key: string }) => ordersApi.place(o.request, o.key),
  });
  const storeClock = useStoreClock(direct ? direct.item.store_id : cart.lines[0]?.store_id);

  if (isPending) return <CheckoutSkeleton />;
  if (!hasLines)
    return (
      <StatusPanel
        status="info"
        title={t('cart.empty')}
        action={{ label: t('cart.continueShopping'), onClick: () => navigate('/home') }}
      />
    );
  if (!signedIn && Number(config?.guest_checkout_status) !== 1)
    return <StatusPanel status="warning" title={t('msg.loginRequired')} />;

  const q = quote.data;
  // a delivery with no point to deliver to is not quoted: say what is missing instead of loading forever
  const needsPoint = delivery && !point;
  const overCod = Boolean(q && q.maximum_cod_order_amount !== null && q.order_amount > q.maximum_cod_order_amount);

  async function submit() {
    if (!q) return;
    const values = await contactForm.validated();
    if (!values) return;
    if (payment === 'cash_on_delivery' && overCod) return toast.error(t('msg.codLimit'));
    if (q.prescription_required && !prescription) return toast.error(t('msg.prescription'));
    try {
      const request = placeOrderRequest(quoteInput, values, {
        payment,
        methods,
        note,
        scheduleAt,
        prescriptionIds: prescription ? [prescription] : [],
        orderAmount: q.order_amount,
      });
      // the cart's lines are part of what is ordered, though the body does not carry them
      const key = keys.current.keyFor({ ...request, lines: lineKey });
      const placed = await place.mutateAsync({ request, key });
      if (keepAddress && !saved && quoteInput.address) await rememberAddress(values, quoteInput.address);
      if (direct) endDirectOrder();
      if (!signedIn) keepGuestContact(values, delivery, quoteInput.address ?? null);
      if (placed.redirect_link) window.location.assign(placed.redirect_link);
      else navigate(`/checkout?page=success&order_id=${placed.order_id}`);
    } catch (e) {
      toast.error(errorMessage(e));
      void quote.refetch();
    }
  }

  return (
    <PageFrame width="large" title={t('checkout.title')} data-testid="checkout">
      <div className="checkout__grid">
        <div>
          <Card title={t('checkout.orderType')} size="small">
            <RadioGroup<'delivery' | 'take_away'>
              label={t('checkout.orderType')}
              value={orderType}
              onChange={setOrderType}
              options={[
                { value: 'delivery', label: t('checkout.delivery') },
                { value: 'take_away', label: t('checkout.takeAway') },
              ]}
            />
          </Card>
          <Card title={delivery ? t('checkout.address') : t('checkout.contact')} size="small" className="mart-mt-16">
            {delivery && signedIn && (
              <SavedAddresses
                value={saved?.id ?? null}
                onChange={(a) => {
                  setSaved(a);
                  if (a) void contactForm.fill(a);
                }}
                zoneId={direct ? direct.item.zone_id : (cart.lines[0]?.item.zone_id ?? null)}
              />
            )}
            <FormikProvider value={contactForm.formik}>
              {/* the order is placed by its button, under the summary: the form's submit stays in the page */}
              <form
                ref={contactForm.formRef}
                noValidate
                aria-label={delivery ? t('checkout.address') : t('checkout.contact')}
                onSubmit={(e) => e.preventDefault()}
              >
                <ContactFields
                  delivery={delivery}
                  guest={!signedIn}
                  phone={contactForm.phone}
                  canSaveAddress={signedIn && !saved}
                  saveAddress={keepAddress}
                  onSaveAddress={setKeepAddress}
                />
              </form>
            </FormikProvider>
          </Card>
          {q?.prescription_required && <PrescriptionUpload onUploaded={setPrescription} />}
          <ScheduleTime
            value={scheduleAt}
            onChange={setScheduleAt}
            closed={q?.store_closed ?? null}
            canSchedule={q?.schedule_order ?? true}
            utcOffsetMinutes={storeClock}
          />
          <Card title={t('checkout.note')} size="small" className="mart-mt-16">
            <textarea
              className="mart-input checkout__note"
              aria-label={t('checkout.note')}
              value={note}
              onChange={(e) => setNote(e.target.value)}
              maxLength={500}
            />
          </Card>
        </div>
        <div>
          <CouponCard applied={appliedCoupon} onApply={setAppliedCoupon} listed={signedIn && !direct} quote={quote} />
          <PaymentCard methods={methods} value={payment} onChange={setPayment} guest={!signedIn} overCod={overCod} />
          <OrderSummary
            direct={direct}
            needsPoint={needsPoint}
            quote={quote}
            canPlace={Boolean(q) && !needsPoint && !(Boolean(q?.store_closed) && !scheduleAt)}
            placing={place.isPending}
            onPlace={() => void submit()}
          />
        </div>
      </div>
    </PageFrame>
  );
}
