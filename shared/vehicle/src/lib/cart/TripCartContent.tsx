import { useState, type ComponentRef } from 'react';
import { ApiError, type VehicleCartLine } from '@mart/api-client';
import { defaultPickupTime, formatKm, parseDateTime, pickupLabel, pickupText } from '@mart/domain';
import { useTranslation } from '@mart/i18n';
import {
  Alert,
  Button,
  CartEmpty,
  CartLine,
  CartLines,
  CartTotals,
  Descriptions,
  RadioGroup,
  Divider,
  domainT,
  InputNumber,
  Modal,
  navigate,
  Skeleton,
  Stack,
  toast,
  useStepperLabels,
} from '@mart/ui';
import { QuantityControl } from './QuantityControl';
import type { Flavour } from '../../flavour';
import { getSearch, setSearch } from '../search-state';
import { tripRequest } from '../trip-request';
import { useSetCart, useVehicleCart } from './useCart';
import { conflictingLines } from './conflicting-lines';
import { VehicleListDialog } from './VehicleListDialog';

/**
 * Trip Details, vehicle list, edit-trip dialog and price breakdown: the drawer and /rental/cart both show this.
 * `unavailable` (checkout) is the server's refusal of a booking whose vehicles are not free for the trip's time:
 * shown above the trip with the two ways out, another time (the edit-trip dialog) or another vehicle (the search).
 */
export function TripCartContent({
  flavour,
  onContinue,
  showContinue = true,
  unavailable = null,
  onTripChanged,
}: {
  flavour: Flavour;
  onContinue?: () => void;
  showContinue?: boolean;
  unavailable?: string | null;
  onTripChanged?: () => void;
}) {
  const { t } = useTranslation('vehicle');
  const { cart, isPending, owner } = useVehicleCart(flavour);
  const setCart = useSetCart(flavour);
  const [editing, setEditing] = useState(false);
  // the vehicles a trip-type change would drop (Trip Vehicle List), until removed or cancelled
  const [conflict, setConflict] = useState<VehicleCartLine[] | null>(null);
  const [busy, setBusy] = useState(false);
  const data = cart.user_data;
  const type = data?.[flavour.rules.typeField] ?? null;
  const [hours, setHours] = useState(1);
  const [pickupTime, setPickupTime] = useState('');

  if (owner !== null && isPending) return <Skeleton />;
  if (!cart.carts.length || !data) {
    return (
      <CartEmpty
        text={t('cart.empty')}
        actionLabel={t('cart.continueShopping')}
        onAction={() => {
          onContinue?.();
          navigate('/home');
        }}
      />
    );
  }

  function openEdit() {
    if (!data) return;
    // the duration and date as the customer set them (user_data durationValue, dateValue), else what the cart holds
    setHours(data.durationValue || data.estimated_hours || 1);
    setPickupTime(data.pickup_time ?? data.dateValue ?? defaultPickupTime(new Date()));
    setEditing(true);
  }

  function editedTrip() {
    const request = tripRequest(flavour, getSearch(flavour.key));
    // a search without places (another tab, a new session) keeps the cart's instead of clearing them
    request.pickup_location ??= data?.pickup_location ?? null;
    request.destination_location ??= data?.destination_location ?? null;
    return request;
  }

  async function step(work: () => Promise<void>) {
    setBusy(true);
    try {
      await work();
    } catch (e) {
      const lines = conflictingLines(e);
      if (lines) setConflict(lines);
      else toast.error(e instanceof ApiError ? (e.errors[0]?.message ?? e.message) : String(e));
    } finally {
      setBusy(false);
    }
  }

  function saveTrip(newType: 'hourly' | 'distance_wise') {
    setSearch(flavour.key, { tripType: newType, duration: hours, selectedDate: pickupTime });
    return step(async () => {
      setCart(await flavour.api.updateUserData(editedTrip()));
      setEditing(false);
      onTripChanged?.();
    });
  }

  /** Remove & Continue: the vehicles without the new trip type go, the rest take the new trip. */
  function removeAndSave(lines: VehicleCartLine[]) {
    return step(async () => {
      const left = await flavour.api.removeMultiple(lines.map((l) => l.id));
      setCart(left.carts.length ? await flavour.api.updateUserData(editedTrip()) : left);
      setConflict(null);
      setEditing(false);
      onTripChanged?.();
    });
  }

  const p = cart.price;
  return (
    <Stack direction="vertical" gap={12} data-testid="trip-cart">
      {unavailable && (
        // the ways out go under the words, not beside them: antd's `action` column squeezed the warning to a word
        // a line in a drawer or on a phone (issue 40.10)
        <Alert
          type="warning"
          role="alert"
          data-testid="vehicle-unavailable"
          message={t('errors.vehicle_unavailable')}
          description={
            <Stack direction="vertical" gap={8}>
              <span>{unavailable}</span>
              <Stack wrap gap={8}>
                <Button size="small" onClick={openEdit}>
                  {t('cart.changeTime')}
                </Button>
                <Button size="small" onClick={() => navigate(`${flavour.basePath}/vehicle-search`)}>
                  {t('cart.otherVehicle')}
                </Button>
              </Stack>
            </Stack>
          }
        />
      )}
      <Descriptions
        title={t('cart.tripDetails')}
        column={1}
        size="small"
        extra={<Button onClick={openEdit}>{t('cart.editTrip')}</Button>}
      >
        <Descriptions.Item label={t('search.pickup')}>{data.pickup_location?.location_name}</Descriptions.Item>
        <Descriptions.Item label={t('search.destination')}>
          {data.destination_location?.location_name ?? '—'}
        </Descriptions.Item>
        <Descriptions.Item label={t('search.pickupTime')}>
          {pickupLabel(data.pickup_time ? parseDateTime(data.pickup_time) : null, new Date(), domainT)}
        </Descriptions.Item>
        {type === 'hourly' ? (
          <Descriptions.Item label={t('search.hourly')}>
            {t('search.hours', { hours: data.estimated_hours })}
          </Descriptions.Item>
        ) : (
          <Descriptions.Item label={t('search.distance')}>
            {t('search.distanceKm', { km: formatKm(data.distance * 1000) })}
          </Descriptions.Item>
        )}
      </Descriptions>
      <CartLines label={t('cart.vehicles')}>
        {cart.carts.map((line) => (
          <CartLine
            key={line.id}
            picture={line.vehicle.thumbnail_full_url}
            shape="wide"
            title={line.vehicle.name}
            details={line.provider.name}
            stepper={<QuantityControl flavour={flavour} line={line} lines={cart.carts.length} inCart />}
          />
        ))}
      </CartLines>
      {p && (
        <CartTotals
          testId="price-breakdown"
          rows={[
            { label: t('price.subtotal'), amount: p.subtotal },
            { label: t('price.vehicleDiscount'), amount: p.vehicle_discount, sign: '-' },
            { label: t('price.providerDiscount'), amount: p.provider_discount, sign: '-' },
            {
              label: p.tax_included ? t('price.taxIncluded') : t('price.tax'),
              amount: p.tax,
              sign: p.tax_included ? undefined : '+',
            },
            { label: t('price.total'), amount: p.total, total: true, testId: 'cart-total' },
          ]}
        />
      )}
      {showContinue && (
        <>
          <Divider className="mart-m-0" />
          <Button
            variant="primary"
            size="large"
            block
            onClick={() => {
              onContinue?.();
              navigate(`${flavour.basePath}/checkout`);
            }}
          >
            {t('cart.continue')}
          </Button>
        </>
      )}
      <Modal open={editing} title={t('cart.editTrip')} onCancel={() => setEditing(false)} footer={null}>
        <EditTrip
          initialType={type ?? 'hourly'}
          hours={hours}
          setHours={setHours}
          pickupTime={pickupTime}
          setPickupTime={setPickupTime}
          onSave={saveTrip}
          busy={busy}
        />
      </Modal>
      <VehicleListDialog lines={conflict} busy={busy} onCancel={() => setConflict(null)} onContinue={removeAndSave} />
    </Stack>
  );
}

function EditTrip({
  initialType,
  hours,
  setHours,
  pickupTime,
  setPickupTime,
  onSave,
  busy,
}: {
  initialType: 'hourly' | 'distance_wise';
  hours: number;
  setHours: (h: number) => void;
  /** 'YYYY-MM-DD HH:mm' */
  pickupTime: string;
  setPickupTime: (at: string) => void;
  onSave: (t: 'hourly' | 'distance_wise') => void;
  busy: boolean;
}) {
  const { t } = useTranslation('vehicle');
  const hoursRef = useStepperLabels<ComponentRef<typeof InputNumber>>();
  const [type, setType] = useState(initialType);
  return (
    <Stack direction="vertical" gap={12}>
      <RadioGroup
        label={t('search.tripType')}
        value={type}
        onChange={setType}
        options={[
          { value: 'hourly', label: t('search.hourly') },
          { value: 'distance_wise', label: t('search.distance') },
        ]}
      />
      <label className="mart-muted">
        {t('search.pickupTime')}
        <input
          type="datetime-local"
          aria-label={t('search.pickupTime')}
          value={pickupTime.replace(' ', 'T')}
          onChange={(e) => setPickupTime(pickupText(e.target.value))}
          className="mart-block mart-mt-4"
        />
      </label>
      {type === 'hourly' && (
        <InputNumber
          ref={hoursRef}
          aria-label={t('search.duration')}
          min={1}
          max={720}
          value={hours}
          onChange={(v) => setHours(Math.max(1, Number(v ?? 1)))}
        />
      )}
      <Button variant="primary" loading={busy} onClick={() => onSave(type)}>
        {t('cart.saveTrip')}
      </Button>
    </Stack>
  );
}
