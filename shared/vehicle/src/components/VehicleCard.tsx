import { Badge, Button, Card, Flex, Rate, Space, Tag, Typography } from 'antd';
import { EyeOutlined } from '@ant-design/icons';
import type { ApiVehicle } from '@mart/api-client';
import {
  abbreviateNumber,
  discountBadge,
  formatMinor,
  isAirConditioned,
  startPrice,
  vehicleCount,
  type Vehicle,
} from '@mart/domain';
import { useTranslation } from '@mart/i18n';
import { linkClick } from '@mart/ui';
import { useFlavour } from '../FlavourContext';
import { usePriceFormat } from '../state/usePriceFormat';
import { WishlistHeart } from './WishlistHeart';

export type CardLayout = 'column' | 'row' | 'wide';

/** SPEC §2 vehicle card: heart, quick view, reviews, seats, type, AC, transmission, fuel, count, badges. */
export function VehicleCard({
  vehicle,
  layout = 'column',
  onQuickView,
  from,
}: {
  vehicle: ApiVehicle;
  layout?: CardLayout;
  onQuickView: (v: ApiVehicle) => void;
  from?: string;
}) {
  const { t } = useTranslation('vehicle');
  const flavour = useFlavour();
  const { format } = usePriceFormat();
  const badge = discountBadge(vehicle as Vehicle, format);
  const start = startPrice(vehicle as Vehicle, flavour.rules, format.decimals);
  const count = vehicleCount(vehicle as Vehicle);
  const href = `${flavour.basePath}/vehicle-details/${vehicle.id}${from ? `?from=${from}` : ''}`;
  const horizontal = layout !== 'column';
  const image = (
    <div style={{ position: 'relative', width: horizontal ? (layout === 'wide' ? 320 : 200) : '100%', flexShrink: 0 }}>
      <img
        src={vehicle.thumbnail_full_url}
        alt={vehicle.name}
        loading="lazy"
        style={{ width: '100%', aspectRatio: '16/10', objectFit: 'cover', borderRadius: 8 }}
      />
      <div style={{ position: 'absolute', top: 8, left: 8, display: 'flex', gap: 4 }}>
        {vehicle.new_tag === 1 && <Tag color="green">{t('card.newArrival')}</Tag>}
        {badge && (
          <Tag color="red">
            {badge.type === 'percent'
              ? t('card.percentOff', { value: badge.value })
              : t('card.amountOff', { value: badge.value })}
          </Tag>
        )}
      </div>
      <div style={{ position: 'absolute', top: 8, right: 8 }}>
        <WishlistHeart kind="vehicle_id" id={vehicle.id} name={vehicle.name} />
      </div>
    </div>
  );
  return (
    <Card size="small" data-testid="vehicle-card" data-vehicle-id={vehicle.id} styles={{ body: { padding: 12 } }}>
      <Flex vertical={!horizontal} gap={12}>
        {image}
        <Flex vertical gap={4} style={{ minWidth: 0, flex: 1 }}>
          <Typography.Text type="secondary" ellipsis>
            {vehicle.provider.name}
          </Typography.Text>
          <Typography.Link href={href} onClick={linkClick} strong ellipsis>
            {vehicle.name}
          </Typography.Link>
          <Space size={4} aria-label={t('card.reviews', { count: vehicle.total_reviews })}>
            <Rate disabled allowHalf value={vehicle.avg_rating} style={{ fontSize: 12 }} />
            <Typography.Text type="secondary">({abbreviateNumber(vehicle.total_reviews)})</Typography.Text>
          </Space>
          <Flex gap={4} wrap>
            <Tag>{t('card.seats', { count: vehicle.seating_capacity })}</Tag>
            <Tag>{vehicle.type}</Tag>
            <Tag>{isAirConditioned(vehicle as Vehicle) ? t('card.ac') : t('card.nonAc')}</Tag>
            <Tag>{t(`transmission.${vehicle.transmission_type}`, { defaultValue: vehicle.transmission_type })}</Tag>
            <Tag>{t(`fuel.${vehicle.fuel_type}`, { defaultValue: vehicle.fuel_type })}</Tag>
          </Flex>
          {count !== null && <Badge color="blue" text={t('card.available', { count })} />}
          <Flex justify="space-between" align="center" wrap>
            {start && (
              <Typography.Text strong data-testid="start-price">
                {formatMinor(start.price, format)}
                <Typography.Text type="secondary">
                  /{start.type === 'hourly' ? t('units.hr') : t('units.km')}
                </Typography.Text>
              </Typography.Text>
            )}
            <Button
              size="small"
              icon={<EyeOutlined />}
              onClick={() => onQuickView(vehicle)}
              aria-label={t('card.quickView', { name: vehicle.name })}
            >
              {t('card.view')}
            </Button>
          </Flex>
        </Flex>
      </Flex>
    </Card>
  );
}
