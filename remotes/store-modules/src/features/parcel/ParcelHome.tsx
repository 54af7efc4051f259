import {
  parcelApi,
  type ParcelCategory,
  type PlacedParcel,
  parcelQueries,
  pricingQueries,
  errorMessage,
  requestKeys,
} from '@mart/api-client';
import { useBusValue } from '@mart/bus';
import { formatKm, quoteParcel, surgeAmount, toMinor, fromMinor, validateParcel, type ParcelPoint } from '@mart/domain';
import { useTranslation } from '@mart/i18n';
import {
  Alert,
  Button,
  Card,
  Checkbox,
  Col,
  Descriptions,
  navigate,
  PageFrame,
  Paragraph,
  QueryState,
  RadioGroup,
  Result,
  Row,
  Stack,
  StatusPanel,
  Text,
  TextArea,
  TextInput,
  usePrice,
} from '@mart/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { ReadMore } from '../../lib/items/ReadMore';
import { PlaceInput, type PickedPlace } from './PlaceInput';
import './parcel.css';

interface Side {
  place: PickedPlace | null;
  name: string;
  phone: string;
}

const toPoint = (s: Side): Partial<ParcelPoint> => ({
  ...(s.place ?? {}),
  contact_person_name: s.name,
  contact_person_number: s.phone,
});

/**
 * Module home of a parcel module: the customer sends a parcel — sender and receiver (address, contact name and
 * phone), a parcel category, the charge by straight-line distance (the @mart/domain maths the server repeats), cash
 * on delivery — and tracks it afterwards on /track-order.
 */
export function ParcelHome() {
  const { t } = useTranslation('store');
  const price = usePrice();
  const module = useBusValue('module');
  const location = useBusValue('location');
  const signedIn = Boolean(useBusValue('auth').token);
  const config = useBusValue('config');
  const categories = useQuery(parcelQueries.categories(module?.id));
  const [categoryId, setCategoryId] = useState<number | null>(null);
  const [sender, setSender] = useState<Side>(() => ({
    place: location ? { address: location.address, latitude: location.lat, longitude: location.lng } : null,
    name: '',
    phone: '',
  }));
  const [receiver, setReceiver] = useState<Side>({ place: null, name: '', phone: '' });
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  // one key per distinct parcel request: a retry of the same one reuses it, an edited one gets a new one
  const keys = useRef(requestKeys());

  const category = categories.data?.find((c) => c.id === categoryId) ?? null;
  const quote = useMemo(
    () =>
      category && sender.place && receiver.place
        ? quoteParcel(
            {
              per_km_charge_minor: toMinor(category.per_km_charge),
              minimum_charge_minor: toMinor(category.minimum_charge),
            },
            { lat: sender.place.latitude, lng: sender.place.longitude },
            { lat: receiver.place.latitude, lng: receiver.place.longitude },
          )
        : null,
    [category, sender.place, receiver.place],
  );
  // the pickup zone's surge for parcels (SPEC §7 surge price), priced with the domain's surgeAmount as the API does
  const senderPoint = sender.place ? { lat: sender.place.latitude, lng: sender.place.longitude } : null;
  const surge = useQuery(pricingQueries.surgeAt(module?.id, senderPoint));
  const surgeMinor = quote && surge.data ? surgeAmount(quote.chargeMinor, surge.data) : 0;
  const totalMinor = quote ? quote.chargeMinor + surgeMinor : 0;

  const place = useMutation({
    mutationFn: () => {
      const request = {
        category_id: categoryId!,
        sender: toPoint(sender) as ParcelPoint,
        receiver: toPoint(receiver) as ParcelPoint,
        payment_method: 'cash_on_delivery' as const,
        order_note: note.trim() || null,
        order_amount: fromMinor(totalMinor),
      };
      return parcelApi.place(request, keys.current.keyFor(request));
    },
    onError: (e) => setProblem(errorMessage(e)),
  });

  function submit() {
    const invalid = validateParcel({ category_id: categoryId, sender: toPoint(sender), receiver: toPoint(receiver) });
    if (invalid) {
      const side = invalid.field.split('.')[0];
      const where = side === 'sender' || side === 'receiver' ? `${t(`parcel.${side}`)}: ` : '';
      setProblem(
        where + t(`msg.${invalid.error.code}`, { ...invalid.error.params, defaultValue: invalid.error.message }),
      );
      return;
    }
    setProblem(null);
    place.mutate();
  }

  if (place.data) return <ParcelPlaced placed={place.data} />;
  if (!signedIn && config && !Number(config.guest_checkout_status))
    return <StatusPanel status="warning" title={t('msg.loginRequired')} />;

  const side = (key: 'sender' | 'receiver', value: Side, set: (s: Side) => void) => (
    <Card size="small" title={t(`parcel.${key}`)} data-testid={`parcel-${key}`}>
      <Stack direction="vertical" gap={12}>
        <label>
          <Text>{t('parcel.address')}</Text>
          <PlaceInput
            id={`parcel-${key}-address`}
            label={t(`parcel.${key}Address`)}
            value={value.place}
            onChange={(p) => set({ ...value, place: p })}
          />
        </label>
        <label>
          <Text>{t('checkout.name')}</Text>
          <TextInput
            aria-label={t(`parcel.${key}Name`)}
            value={value.name}
            autoComplete="name"
            onChange={(e) => set({ ...value, name: e.target.value })}
          />
        </label>
        <label>
          <Text>{t('checkout.phone')}</Text>
          <TextInput
            aria-label={t(`parcel.${key}Phone`)}
            value={value.phone}
            inputMode="tel"
            autoComplete="tel"
            onChange={(e) => set({ ...value, phone: e.target.value })}
          />
        </label>
      </Stack>
    </Card>
  );

  return (
    <PageFrame width="large" title={module?.module_name} data-testid="parcel-home">
      <Paragraph type="secondary">{t('parcel.intro')}</Paragraph>
      <Row gutter={[16, 16]}>
        <Col xs={24} md={12}>
          {side('sender', sender, setSender)}
        </Col>
        <Col xs={24} md={12}>
          {side('receiver', receiver, setReceiver)}
        </Col>
      </Row>
      <Card size="small" title={t('parcel.category')} className="mart-mt-16">
        {!categories.isSuccess ? (
          <QueryState query={categories} title={t('errors.loadFailed')} />
        ) : categories.data.length === 0 ? (
          <StatusPanel status="info" title={t('parcel.noCategories')} />
        ) : (
          <div role="radiogroup" aria-label={t('parcel.category')} className="mart-full">
            <Row gutter={[12, 12]}>
              {categories.data.map((c: ParcelCategory) => (
                <Col key={c.id} xs={24} md={8}>
                  <Checkbox
                    radio
                    name="parcel-category"
                    checked={categoryId === c.id}
                    onChange={() => setCategoryId(c.id)}
                  >
                    <Text strong>{c.name}</Text>
                  </Checkbox>
                  <div className="parcel__category-note">
                    <ReadMore text={c.description} />
                    <Text type="secondary">
                      {t('parcel.rate', {
                        perKm: price.major(c.per_km_charge),
                        minimum: price.major(c.minimum_charge),
                      })}
                    </Text>
                  </div>
                </Col>
              ))}
            </Row>
          </div>
        )}
      </Card>
      <Row gutter={[16, 16]} className="mart-mt-16">
        <Col xs={24} md={12}>
          <Card size="small" title={t('checkout.payment')}>
            <RadioGroup
              label={t('checkout.payment')}
              value="cash_on_delivery"
              onChange={() => undefined}
              options={[{ value: 'cash_on_delivery', label: t('payment.cash_on_delivery') }]}
            />
            <label className="mart-block mart-mt-12">
              <Text>{t('checkout.note')}</Text>
              <TextArea
                aria-label={t('checkout.note')}
                value={note}
                maxLength={500}
                onChange={(e) => setNote(e.target.value)}
              />
            </label>
          </Card>
        </Col>
        <Col xs={24} md={12}>
          <Card size="small" title={t('checkout.summary')} data-testid="parcel-summary">
            {quote ? (
              <Descriptions
                column={1}
                size="small"
                items={[
                  {
                    key: 'km',
                    label: t('parcel.distance'),
                    children: t('parcel.km', { km: formatKm(quote.distanceKm * 1000) }),
                  },
                  {
                    key: 'charge',
                    label: t('checkout.deliveryCharge'),
                    children: <span data-testid="parcel-charge">{price.minor(quote.chargeMinor)}</span>,
                  },
                  ...(surgeMinor > 0
                    ? [
                        {
                          key: 'surge',
                          label: t('checkout.surgeCharge'),
                          children: (
                            <span data-testid="surge-charge">
                              {price.minor(surgeMinor)}
                              <div className="mart-muted mart-small">
                                {surge.data?.customer_note ?? surge.data?.name}
                              </div>
                            </span>
                          ),
                        },
                        {
                          key: 'total',
                          label: t('checkout.total'),
                          children: <strong data-testid="parcel-total">{price.minor(totalMinor)}</strong>,
                        },
                      ]
                    : []),
                ]}
              />
            ) : (
              <Text type="secondary">{t('parcel.chargeHint')}</Text>
            )}
            {problem && (
              <Alert className="mart-mt-12" type="error" role="alert" message={problem} data-testid="parcel-error" />
            )}
            <Button
              variant="primary"
              size="large"
              block
              className="mart-mt-12"
              loading={place.isPending}
              onClick={submit}
            >
              {t('parcel.send')}
            </Button>
          </Card>
        </Col>
      </Row>
    </PageFrame>
  );
}

function ParcelPlaced({ placed }: { placed: PlacedParcel }) {
  const { t } = useTranslation('store');
  const price = usePrice();
  return (
    <Result
      status="success"
      title={t('parcel.placed')}
      subTitle={`${t('checkout.orderId', { id: placed.order_id })} · ${price.major(placed.order_amount)} · ${t('payment.cash_on_delivery')}`}
      extra={
        <Stack direction="vertical" align="center" gap={8}>
          <Button variant="primary" onClick={() => navigate(`/track-order?order_id=${placed.order_id}`)}>
            {t('parcel.track')}
          </Button>
          <Text type="secondary">{t('parcel.trackHint')}</Text>
        </Stack>
      }
    />
  );
}
