import { Flex, Tag } from 'antd';
import type { ApiVehicle } from '@mart/api-client';
import { isAirConditioned } from '@mart/domain';
import { useTranslation } from '@mart/i18n';
import { AddToCartBar } from '../cart/AddToCartBar';
import { Description } from './Description';
import { PriceStrip } from './PriceStrip';

/**
 * A vehicle's details (antd), on its page beside the picture and in the quick-view modal under the carousel:
 * description, feature chips (the modal's also name the type), prices, the Rent This Car bar.
 */
export function VehicleDetailsBody({ vehicle: v, showType = false }: { vehicle: ApiVehicle; showType?: boolean }) {
  const { t } = useTranslation('vehicle');
  return (
    <Flex vertical gap={8}>
      <Description html={v.description} />
      <Flex gap={4} wrap>
        <Tag>{t('card.seats', { count: v.seating_capacity })}</Tag>
        {showType && <Tag>{t(`bodyType.${v.type}`, { defaultValue: v.type })}</Tag>}
        <Tag>{isAirConditioned(v) ? t('card.ac') : t('card.nonAc')}</Tag>
        <Tag>{t(`transmission.${v.transmission_type}`, { defaultValue: v.transmission_type })}</Tag>
        <Tag>{t(`fuel.${v.fuel_type}`, { defaultValue: v.fuel_type })}</Tag>
      </Flex>
      <PriceStrip vehicle={v} />
      <AddToCartBar vehicle={v} />
    </Flex>
  );
}
