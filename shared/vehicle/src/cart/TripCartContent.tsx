import { useState, type ComponentRef } from 'react';
import {
  Button,
  Descriptions,
  Divider,
  Empty,
  Flex,
  InputNumber,
  List,
  Modal,
  Radio,
  Skeleton,
  Typography,
} from 'antd';
import { formatKm, parseDateTime, pickupLabel } from '@mart/domain';
import { useTranslation } from '@mart/i18n';
import { navigate, toast, useStepperLabels } from '@mart/ui';
import { QuantityControl } from '../components/QuantityControl';
import type { Flavour } from '../flavour';
import { domainT } from '../state/domain-t';
import { getSearch, setSearch } from '../state/search';
import { tripRequest } from '../state/trip-request';
import { useSetCart, useVehicleCart } from '../state/useCart';
import { usePriceFormat } from '../state/usePriceFormat';

/** Trip Details, vehicle list, edit-trip dialog and price breakdown: the drawer and /rental/cart both show this. */
export function TripCartContent({
  flavour,
  onContinue,
  showContinue = true,
}: {
  flavour: Flavour;
  onContinue?: () => void;
  showContinue?: boolean;
}) {
  const { t } = useTranslation('vehicle');
  const { cart, isPending, owner } = useVehicleCart(flavour);
  const setCart = useSetCart(flavour);
  const { price } = usePriceFormat();
  const [editing, setEditing] = useState(false);
  const data = cart.user_data;
  const type = data?.[flavour.rules.typeField] ?? null;
  const [hours, setHours] = useState(1);

  if (owner !== null && isPending) return <Skeleton active />;
  if (!cart.carts.length || !data) {
    return (
      <Empty description={t('cart.empty')}>
        <Button type="primary" onClick={() => navigate('/home')}>
          {t('cart.continueShopping')}
        </Button>
      </Empty>
    );
  }

  async function saveTrip(newType: 'hourly' | 'distance_wise') {
    setSearch(flavour.key, { tripType: newType, duration: hours });
    try {
      setCart(await flavour.api.updateUserData(tripRequest(flavour, getSearch(flavour.key))));
      setEditing(false);
    } catch (e) {
      toast.error(e instanceof Error ? e.message : String(e));
    }
  }

  const p = cart.price;
  return (
    <Flex vertical gap={12} data-testid="trip-cart">
      <Descriptions
        title={t('cart.tripDetails')}
        column={1}
        size="small"
        extra={
          <Button
            onClick={() => {
              setHours(data.estimated_hours || 1);
              setEditing(true);
            }}
          >
            {t('cart.editTrip')}
          </Button>
        }
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
      <List
        aria-label={t('cart.vehicles')}
        dataSource={cart.carts}
        renderItem={(line) => (
          <List.Item
            data-testid="cart-line"
            extra={<QuantityControl flavour={flavour} line={line} lines={cart.carts.length} />}
          >
            <List.Item.Meta
              avatar={
                <img
                  src={line.vehicle.thumbnail_full_url}
                  alt=""
                  width={64}
                  height={40}
                  style={{ objectFit: 'cover', borderRadius: 4 }}
                />
              }
              title={line.vehicle.name}
              description={line.provider.name}
            />
          </List.Item>
        )}
      />
      {p && (
        <Descriptions column={1} size="small" bordered data-testid="price-breakdown">
          <Descriptions.Item label={t('price.subtotal')}>{price(p.subtotal)}</Descriptions.Item>
          <Descriptions.Item label={t('price.vehicleDiscount')}>- {price(p.vehicle_discount)}</Descriptions.Item>
          <Descriptions.Item label={t('price.providerDiscount')}>- {price(p.provider_discount)}</Descriptions.Item>
          <Descriptions.Item label={p.tax_included ? t('price.taxIncluded') : t('price.tax')}>
            {p.tax_included ? '' : '+ '}
            {price(p.tax)}
          </Descriptions.Item>
          <Descriptions.Item label={<Typography.Text strong>{t('price.total')}</Typography.Text>}>
            <Typography.Text strong data-testid="cart-total">
              {price(p.total)}
            </Typography.Text>
          </Descriptions.Item>
        </Descriptions>
      )}
      {showContinue && (
        <>
          <Divider style={{ margin: 0 }} />
          <Button
            type="primary"
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
        <EditTrip initialType={type ?? 'hourly'} hours={hours} setHours={setHours} onSave={saveTrip} />
      </Modal>
    </Flex>
  );
}

function EditTrip({
  initialType,
  hours,
  setHours,
  onSave,
}: {
  initialType: 'hourly' | 'distance_wise';
  hours: number;
  setHours: (h: number) => void;
  onSave: (t: 'hourly' | 'distance_wise') => void;
}) {
  const { t } = useTranslation('vehicle');
  const hoursRef = useStepperLabels<ComponentRef<typeof InputNumber>>();
  const [type, setType] = useState(initialType);
  return (
    <Flex vertical gap={12}>
      <Radio.Group
        aria-label={t('search.tripType')}
        value={type}
        onChange={(e) => setType(e.target.value)}
        options={[
          { value: 'hourly', label: t('search.hourly') },
          { value: 'distance_wise', label: t('search.distance') },
        ]}
      />
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
      <Button type="primary" onClick={() => onSave(type)}>
        {t('cart.saveTrip')}
      </Button>
    </Flex>
  );
}
