import type { ApiVehicle } from '@mart/api-client';
import {
  abbreviateNumber,
  discountBadge,
  formatMinor,
  isAirConditioned,
  startPrice,
  vehiclesAvailable,
} from '@mart/domain';
import { useTranslation } from '@mart/i18n';
import { EyeOutlined, linkClick, Stars, Tag, usePrice } from '@mart/ui';
import { useFlavour } from '../FlavourContext';
import { WishlistHeart } from './WishlistHeart';
import './vehicle-card.css';

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
  const { format } = usePrice();
  const badge = discountBadge(vehicle, format);
  const start = startPrice(vehicle, flavour.rules, format.decimals);
  const count = vehiclesAvailable(vehicle);
  const href = `${flavour.basePath}/vehicle-details/${vehicle.id}${from ? `?from=${from}` : ''}`;
  const horizontal = layout !== 'column';
  const image = (
    <div className={`vehicle-card__media vehicle-card__media--${layout}`}>
      <img src={vehicle.thumbnail_full_url} alt={vehicle.name} loading="lazy" className="vehicle-card__picture" />
      <div className="vehicle-card__badges">
        {vehicle.new_tag === 1 && <Tag color="green">{t('card.newArrival')}</Tag>}
        {badge && (
          <Tag color="red">
            {badge.type === 'percent'
              ? t('card.percentOff', { value: badge.value })
              : t('card.amountOff', { value: badge.value })}
          </Tag>
        )}
      </div>
      <div className="vehicle-card__heart">
        <WishlistHeart kind="vehicle_id" id={vehicle.id} name={vehicle.name} />
      </div>
    </div>
  );
  // plain elements (plain.css): a search page or a home draws a dozen of these, and antd's Card, Rate, Tag and
  // Typography per card were most of those pages' blocking time on a phone
  return (
    <div className="mart-card" data-testid="vehicle-card" data-vehicle-id={vehicle.id}>
      <div className={`mart-card__body vehicle-card__body${horizontal ? ' vehicle-card__body--row' : ''}`}>
        {image}
        <div className="vehicle-card__text">
          <span className="mart-muted mart-ellipsis">{vehicle.provider.name}</span>
          <a className="mart-link mart-strong mart-ellipsis" href={href} onClick={linkClick}>
            {vehicle.name}
          </a>
          <span className="mart-row">
            <Stars value={vehicle.avg_rating} />
            <span className="mart-visually-hidden">{t('card.reviews', { count: vehicle.total_reviews })}</span>
            <span className="mart-muted" aria-hidden>
              ({abbreviateNumber(vehicle.total_reviews)})
            </span>
          </span>
          <span className="mart-tags">
            <Tag>{t('card.seats', { count: vehicle.seating_capacity })}</Tag>
            <Tag>{t(`bodyType.${vehicle.type}`, { defaultValue: vehicle.type })}</Tag>
            <Tag>{isAirConditioned(vehicle) ? t('card.ac') : t('card.nonAc')}</Tag>
            <Tag>{t(`transmission.${vehicle.transmission_type}`, { defaultValue: vehicle.transmission_type })}</Tag>
            <Tag>{t(`fuel.${vehicle.fuel_type}`, { defaultValue: vehicle.fuel_type })}</Tag>
          </span>
          {count !== null && <span className="mart-dot">{t('card.available', { count })}</span>}
          <span className="mart-row mart-row--apart">
            {start && (
              <span className="mart-strong" data-testid="start-price">
                {formatMinor(start.price, format)}
                <span className="mart-muted">/{start.type === 'hourly' ? t('units.hr') : t('units.km')}</span>
              </span>
            )}
            <button
              type="button"
              className="mart-button"
              onClick={() => onQuickView(vehicle)}
              aria-label={t('card.quickView', { name: vehicle.name })}
            >
              <EyeOutlined aria-hidden />
              {t('card.view')}
            </button>
          </span>
        </div>
      </div>
    </div>
  );
}
