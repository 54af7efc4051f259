import {
  addressApi,
  ordersApi,
  type Address,
  type OrderQuoteInput,
  type PaymentMethod,
  orderQueries,
  addressQueries,
  errorMessage,
} from '@mart/api-client';
import { bus, useBusValue } from '@mart/bus';
import { internationalPhone, isNationalNumberValid, splitPhone, type Country } from '@mart/domain';
import { useTranslation } from '@mart/i18n';
import {
  Alert,
  Button,
  Card,
  Checkbox,
  navigate,
  PageFrame,
  PageSkeleton,
  RadioGroup,
  TextInput,
  toast,
  usePrice,
} from '@mart/ui';
// lazy: antd's Result is for the empty, refused and done screens, not the checkout's first screen
import { LazyStatusPanel as StatusPanel } from '@mart/runtime';
import { CountryPhoneInput, usePhoneCountry } from '@mart/ui/country-phone';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
// the contact form stays antd's (its rules and watched values drive the quote); the rest of the page is the kit's
import { Button as AntButton, Form, Input, Upload } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useStoreCart } from '../../lib/cart';
import { endDirectOrder, readDirectOrder, type DirectOrder } from '../../lib/direct-order';
import { CouponList } from './CouponList';
import { SavedAddresses } from './SavedAddresses';
import { CheckoutSkeleton } from './CheckoutTop';
import { ScheduleTime } from './ScheduleTime';
import './checkout.css';

interface Contact {
  contact_person_name: string;
  contact_person_number: string;
  contact_person_email?: string;
  address: string;
  road?: string;
  house?: string;
  floor?: string;
  additional_information?: string;
}

/** SPEC §3 Address.additional_information: as long as the API keeps (the saved-address limit). */
const ADDITIONAL_INFO_MAX = 500;

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

function Checkout({ direct }: { direct: DirectOrder | null }) {
  const { t } = useTranslation('store');
  const price = usePrice();
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
  const [coupon, setCoupon] = useState('');
  const [appliedCoupon, setAppliedCoupon] = useState<string | null>(null);
  const [payment, setPayment] = useState<PaymentMethod>('cash_on_delivery');
  const [note, setNote] = useState('');
  const [scheduleAt, setScheduleAt] = useState<string | null>(null);
  const [prescription, setPrescription] = useState<string[]>([]);
  const [saved, setSaved] = useState<Address | null>(null);
  const [saveAddress, setSaveAddress] = useState(false);
  const queryClient = useQueryClient();
  const [form] = Form.useForm<Contact>();
  // SPEC §6: a guest keeps one delivery address and contact on this device, filled in next time
  const [guestContact] = useState(() => (signedIn ? null : readGuestContact()));
  // SPEC §9 country picker (config.country_picker_status 1): the field holds the number after the picked code
  const phone = usePhoneCountry();
  const fullNumber = (typed: string) => (phone.picker ? internationalPhone(phone.country, typed) : typed);
  const showNumber = (stored: string) => {
    if (!phone.picker) return stored;
    const split = splitPhone(stored, phone.country);
    phone.setCountry(split.country);
    return split.national;
  };
  useEffect(() => {
    // a kept guest number is international: shown as its country and the rest once the picker is known
    if (phone.picker && guestContact?.contact_person_number)
      form.setFieldValue('contact_person_number', showNumber(guestContact.contact_person_number));
    // once, when the picker setting arrives
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [phone.picker]);
  const contact = Form.useWatch([], form) as Contact | undefined;
  const idempotencyKey = useRef(crypto.randomUUID());

  const point = useMemo(() => (saved ? { lat: saved.latitude, lng: saved.longitude } : location), [saved, location]);
  const quoteInput: OrderQuoteInput = useMemo(
    () => ({
      order_type: orderType,
      coupon_code: appliedCoupon,
      ...(direct ? { items: [direct.line] } : {}),
      address:
        orderType === 'delivery' && point
          ? {
              address: contact?.address || (saved?.address ?? location?.address ?? ''),
              latitude: point.lat,
              longitude: point.lng,
              contact_person_name: contact?.contact_person_name || '-',
              contact_person_number: contact?.contact_person_number || '00000',
            }
          : null,
    }),
    [orderType, appliedCoupon, point, saved, location, contact, direct],
  );
  const quote = useQuery(
    orderQueries.quote(
      [lineKey, orderType, appliedCoupon, point?.lat, point?.lng],
      quoteInput,
      hasLines && (orderType === 'take_away' || Boolean(point)),
    ),
  );
  const methods =
    (config?.active_payment_method_list as { gateway: string; gateway_title: string }[] | undefined) ?? [];
  const place = useMutation({ mutationFn: ordersApi.place });

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
  const needsPoint = orderType === 'delivery' && !point;
  const overCod = Boolean(q && q.maximum_cod_order_amount !== null && q.order_amount > q.maximum_cod_order_amount);

  async function submit() {
    if (!q) return;
    const typed = orderType === 'delivery' || !signedIn ? await form.validateFields() : form.getFieldsValue();
    const values = { ...typed, contact_person_number: fullNumber(typed.contact_person_number ?? '') };
    if (payment === 'cash_on_delivery' && overCod) return toast.error(t('msg.codLimit'));
    if (q.prescription_required && prescription.length === 0) return toast.error(t('msg.prescription'));
    const gateway =
      payment === 'digital_payment'
        ? methods.find((m) => !['cash_on_delivery', 'wallet'].includes(m.gateway))?.gateway
        : undefined;
    try {
      const placed = await place.mutateAsync({
        ...quoteInput,
        address: quoteInput.address && {
          ...quoteInput.address,
          address: values.address,
          contact_person_name: values.contact_person_name,
          contact_person_number: values.contact_person_number,
          contact_person_email: values.contact_person_email || null,
          road: values.road,
          house: values.house,
          floor: values.floor,
          additional_information: values.additional_information?.trim() || null,
        },
        contact_phone: values.contact_person_number,
        payment_method: payment,
        payment_gateway: gateway,
        callback: `${window.location.origin}/checkout?page=success`,
        order_note: note || null,
        schedule_at: scheduleAt ? new Date(scheduleAt).toISOString() : null,
        prescription_ids: prescription,
        order_amount: q.order_amount,
        idempotency_key: idempotencyKey.current,
      });
      if (saveAddress && !saved && quoteInput.address) await keepAddress(values, quoteInput.address);
      if (direct) endDirectOrder();
      if (!signedIn) keepGuestContact(values);
      if (placed.redirect_link) window.location.assign(placed.redirect_link);
      else navigate(`/checkout?page=success&order_id=${placed.order_id}`);
    } catch (e) {
      toast.error(errorMessage(e));
      void quote.refetch();
    }
  }

  /** "Save this Address": a failure here must not hide the order that was placed, so it is a toast only. */
  async function keepAddress(values: Contact, point: { latitude: number; longitude: number }) {
    try {
      await addressApi.add({
        address: values.address,
        contact_person_name: values.contact_person_name,
        contact_person_number: values.contact_person_number,
        address_type: 'Home',
        latitude: point.latitude,
        longitude: point.longitude,
        road: values.road || null,
        house: values.house || null,
        floor: values.floor || null,
        additional_information: values.additional_information?.trim() || null,
      });
      await queryClient.invalidateQueries({ queryKey: addressQueries.all });
      toast.success(t('checkout.addressSaved'));
    } catch (e) {
      toast.error(errorMessage(e));
    }
  }

  function choose(a: Address | null) {
    setSaved(a);
    if (a)
      form.setFieldsValue({
        address: a.address,
        contact_person_name: a.contact_person_name,
        contact_person_number: showNumber(a.contact_person_number),
        road: a.road ?? '',
        house: a.house ?? '',
        floor: a.floor ?? '',
        additional_information: a.additional_information ?? '',
      });
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
          <Card
            title={orderType === 'delivery' ? t('checkout.address') : t('checkout.contact')}
            size="small"
            className="mart-mt-16"
          >
            {orderType === 'delivery' && signedIn && (
              <SavedAddresses
                value={saved?.id ?? null}
                onChange={choose}
                zoneId={direct ? direct.item.zone_id : (cart.lines[0]?.item.zone_id ?? null)}
              />
            )}
            <Form
              form={form}
              layout="vertical"
              initialValues={guestContact ?? { address: location?.address ?? '' }}
              requiredMark
            >
              {orderType === 'delivery' && (
                <Form.Item
                  name="address"
                  label={t('checkout.addressField')}
                  rules={[{ required: true, message: t('msg.addressRequired') }]}
                >
                  <Input />
                </Form.Item>
              )}
              <Form.Item
                name="contact_person_name"
                label={t('checkout.name')}
                rules={[{ required: true, message: t('msg.nameRequired') }]}
              >
                <Input autoComplete="name" />
              </Form.Item>
              <Form.Item
                name="contact_person_number"
                label={t('checkout.phone')}
                rules={[
                  { required: true, message: t('msg.phoneRequired') },
                  ...(phone.picker ? [nationalNumberRule(phone.country, t)] : []),
                ]}
              >
                {phone.picker ? (
                  <CountryPhoneInput picker country={phone.country} onCountryChange={phone.setCountry} />
                ) : (
                  <Input autoComplete="tel" inputMode="tel" />
                )}
              </Form.Item>
              {!signedIn && (
                <Form.Item
                  name="contact_person_email"
                  label={t('journey.email')}
                  rules={[{ type: 'email', message: t('journey.emailInvalid') }]}
                >
                  <Input autoComplete="email" inputMode="email" />
                </Form.Item>
              )}
              {orderType === 'delivery' && (
                <div className="mart-row checkout__address-parts">
                  <Form.Item name="road" label={t('checkout.street')}>
                    <Input />
                  </Form.Item>
                  <Form.Item name="house" label={t('checkout.house')}>
                    <Input />
                  </Form.Item>
                  <Form.Item name="floor" label={t('checkout.floor')}>
                    <Input />
                  </Form.Item>
                </div>
              )}
              {orderType === 'delivery' && (
                <Form.Item name="additional_information" label={t('checkout.additionalInfo')}>
                  <Input.TextArea
                    maxLength={ADDITIONAL_INFO_MAX}
                    showCount
                    autoSize={{ minRows: 2, maxRows: 4 }}
                    placeholder={t('checkout.additionalInfoHint')}
                  />
                </Form.Item>
              )}
              {/* SPEC §2: hidden for take-away; a saved address is already kept */}
              {orderType === 'delivery' && signedIn && !saved && (
                <Checkbox checked={saveAddress} onChange={(e) => setSaveAddress(e.target.checked)}>
                  {t('checkout.saveAddress')}
                </Checkbox>
              )}
            </Form>
          </Card>
          {q?.prescription_required && (
            <Card title={t('checkout.prescription')} size="small" className="mart-mt-16">
              <Upload
                accept="image/jpeg,image/png,image/gif"
                maxCount={1}
                customRequest={({ file, onSuccess, onError }) => {
                  ordersApi
                    .uploadPrescription(file as File)
                    .then((r) => {
                      setPrescription([r.id]);
                      onSuccess?.(r);
                    })
                    .catch((e: Error) => {
                      toast.error(errorMessage(e));
                      onError?.(e);
                    });
                }}
              >
                <AntButton>{t('checkout.uploadPrescription')}</AntButton>
              </Upload>
            </Card>
          )}
          <ScheduleTime
            value={scheduleAt}
            onChange={setScheduleAt}
            closed={q?.store_closed ?? null}
            canSchedule={q?.schedule_order ?? true}
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
          <Card title={t('checkout.coupon')} size="small">
            <div className="checkout__coupon">
              <TextInput
                aria-label={t('checkout.coupon')}
                value={coupon}
                onChange={(e) => setCoupon(e.target.value)}
                placeholder={t('checkout.couponPlaceholder')}
              />
              <Button onClick={() => setAppliedCoupon(coupon.trim() || null)}>{t('checkout.apply')}</Button>
            </div>
            {/* the list judges coupons against the cart, so a Buy Now line is checked by Apply alone */}
            {signedIn && !direct && (
              <CouponList
                applied={appliedCoupon}
                onApply={(code) => {
                  setCoupon(code);
                  setAppliedCoupon(code);
                }}
              />
            )}
            {quote.isError && appliedCoupon && (
              <Alert className="mart-mt-8" type="error" message={errorMessage(quote.error)} />
            )}
            {appliedCoupon && q?.coupon_error && (
              <Alert
                className="mart-mt-8"
                type="warning"
                role="alert"
                data-testid="coupon-error"
                message={q.coupon_error}
              />
            )}
          </Card>
          <Card title={t('checkout.payment')} size="small" className="mart-mt-16">
            <RadioGroup<PaymentMethod>
              vertical
              label={t('checkout.payment')}
              value={payment}
              onChange={setPayment}
              options={methods.map((m) => {
                const value: PaymentMethod =
                  m.gateway === 'cash_on_delivery' || m.gateway === 'wallet' ? m.gateway : 'digital_payment';
                return { value, label: m.gateway_title, disabled: value === 'wallet' && !signedIn };
              })}
            />
            {payment === 'cash_on_delivery' && overCod && (
              <Alert className="mart-mt-8" type="warning" message={t('msg.codLimit')} />
            )}
          </Card>
          <Card title={t('checkout.summary')} size="small" className="mart-mt-16" data-testid="checkout-summary">
            {direct && (
              <div className="checkout__direct mart-mb-12" data-testid="direct-line">
                <img src={direct.item.image_full_url} alt="" width={48} height={48} className="checkout__thumb" />
                <div className="coupon-list__text">
                  <strong>{t('journey.lineQuantity', { name: direct.item.name, count: direct.line.quantity })}</strong>
                  <span className="mart-muted mart-small">{t('journey.cartStays')}</span>
                </div>
              </div>
            )}
            {needsPoint ? (
              <Alert
                type="info"
                data-testid="checkout-needs-address"
                message={t('journey.chooseAddress')}
                action={
                  <Button size="small" onClick={() => bus.request({ type: 'open-location-picker' })}>
                    {t('journey.pickLocation')}
                  </Button>
                }
              />
            ) : quote.isPending ? (
              <PageSkeleton rows={4} />
            ) : q ? (
              <dl className="checkout__summary">
                <dt>{t('checkout.subtotal')}</dt>
                <dd>{price.major(q.items_subtotal)}</dd>
                <dt>{t('checkout.discount')}</dt>
                <dd>-{price.major(q.item_discount + q.store_discount)}</dd>
                <dt>{t('checkout.couponDiscount')}</dt>
                <dd>-{price.major(q.coupon_discount)}</dd>
                <dt>{q.tax_included ? t('checkout.taxIncluded') : t('checkout.tax')}</dt>
                <dd>{price.major(q.tax)}</dd>
                <dt>{t('checkout.deliveryCharge')}</dt>
                <dd>{q.free_delivery_reason ? t('checkout.free') : price.major(q.delivery_charge)}</dd>
                <dt>
                  <strong>{t('checkout.total')}</strong>
                </dt>
                <dd>
                  <strong data-testid="checkout-total">{price.major(q.order_amount)}</strong>
                </dd>
              </dl>
            ) : (
              <Alert type="error" message={errorMessage(quote.error)} />
            )}
            <Button
              variant="primary"
              size="large"
              className="mart-full"
              disabled={!q || needsPoint || (Boolean(q.store_closed) && !scheduleAt)}
              loading={place.isPending}
              onClick={() => void submit()}
            >
              {t('checkout.placeOrder')}
            </Button>
          </Card>
        </div>
      </div>
    </PageFrame>
  );
}

function SuccessScreen({ orderId, paymentStatus }: { orderId: string | null; paymentStatus: string | null }) {
  const { t } = useTranslation('store');
  const failed = paymentStatus === 'fail';
  return (
    <StatusPanel
      status={failed ? 'error' : 'success'}
      title={failed ? t('checkout.paymentFailed') : t('checkout.success')}
      text={orderId ? t('checkout.orderId', { id: orderId }) : undefined}
      action={{
        label: t('checkout.track'),
        onClick: () => navigate(`/track-order${orderId ? `?order_id=${orderId}` : ''}`),
      }}
    />
  );
}

/** The number after a picked country's code has that country's length (@mart/domain). */
function nationalNumberRule(country: Country, t: (key: string, o?: Record<string, unknown>) => string) {
  const message =
    country.min === country.max
      ? t('msg.phoneDigits', { count: country.min })
      : t('msg.phoneDigitsRange', { min: country.min, max: country.max });
  return {
    validator: (_: unknown, v: string | undefined) =>
      !v || isNationalNumberValid(country, v) ? Promise.resolve() : Promise.reject(new Error(message)),
  };
}

const GUEST_CONTACT = 'mart.guest-contact';

function readGuestContact(): Contact | null {
  try {
    const raw = localStorage.getItem(GUEST_CONTACT);
    return raw ? (JSON.parse(raw) as Contact) : null;
  } catch {
    return null;
  }
}

/** The guest's last contact and address, kept on this device only (the server keeps no guest addresses). */
function keepGuestContact(values: Contact) {
  const keep: Contact = {
    contact_person_name: values.contact_person_name,
    contact_person_number: values.contact_person_number,
    contact_person_email: values.contact_person_email,
    address: values.address ?? readGuestContact()?.address ?? '',
    road: values.road,
    house: values.house,
    floor: values.floor,
    additional_information: values.additional_information,
  };
  localStorage.setItem(GUEST_CONTACT, JSON.stringify(keep));
}
