import type { ApiVehicle } from '@mart/api-client';
import { isAirConditioned } from '@mart/domain';
import { useTranslation } from '@mart/i18n';
import { Tag } from '@mart/ui';
import { AddToCartBar } from '../../lib/cart/AddToCartBar';
import { Description } from './Description';
import { PriceStrip } from './PriceStrip';
import './vehicle-details.css';

/**
 * A vehicle's details (kit controls; antd only in the dialogs a tap opens), on its page beside the picture and in the quick-view modal under the carousel:
 * description, feature chips (the modal's also name the type), prices, the Rent This Car bar.
 */
export function VehicleDetailsBody({ vehicle: v, showType = false }: { vehicle: ApiVehicle; showType?: boolean }) {
  const { t } = useTranslation('vehicle');
  return (
    <div className="vehicle-details__body">
      <Description html={v.description} />
      <div className="mart-tags">
        <Tag>{t('card.seats', { count: v.seating_capacity })}</Tag>
        {showType && <Tag>{t(`bodyType.${v.type}`, { defaultValue: v.type })}</Tag>}
        <Tag>{isAirConditioned(v) ? t('card.ac') : t('card.nonAc')}</Tag>
        <Tag>{t(`transmission.${v.transmission_type}`, { defaultValue: v.transmission_type })}</Tag>
        <Tag>{t(`fuel.${v.fuel_type}`, { defaultValue: v.fuel_type })}</Tag>
      </div>
      <PriceStrip vehicle={v} />
      <AddToCartBar vehicle={v} />
    </div>
  );
}
