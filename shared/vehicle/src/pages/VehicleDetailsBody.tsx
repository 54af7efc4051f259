import { useEffect, useState } from 'react';
import { Button, Card, Flex, Grid, Tag, Typography } from 'antd';
import type { ApiVehicle } from '@mart/api-client';
import { SCROLL_THRESHOLD_PX, isAirConditioned, type Vehicle } from '@mart/domain';
import { useTranslation } from '@mart/i18n';
import { linkClick } from '@mart/ui';
import { AddToCartBar } from '../components/AddToCartBar';
import { Description } from '../components/Description';
import { PriceStrip } from '../components/PriceStrip';
import { useFlavour } from '../FlavourContext';

/** The details beside the picture (antd): description, features, prices, the Rent This Car bar. */
export function VehicleDetailsBody({ vehicle: v }: { vehicle: ApiVehicle }) {
  const { t } = useTranslation('vehicle');
  return (
    <Flex vertical gap={8}>
      <Description html={v.description} />
      <Flex gap={4} wrap>
        <Tag>{t('card.seats', { count: v.seating_capacity })}</Tag>
        <Tag>{isAirConditioned(v as Vehicle) ? t('card.ac') : t('card.nonAc')}</Tag>
        <Tag>{t(`transmission.${v.transmission_type}`, { defaultValue: v.transmission_type })}</Tag>
        <Tag>{t(`fuel.${v.fuel_type}`, { defaultValue: v.fuel_type })}</Tag>
      </Flex>
      <PriceStrip vehicle={v} />
      <AddToCartBar vehicle={v} />
    </Flex>
  );
}

/** Below the details: the sticky Rent This Car bar once scrolled past 200 px, and the way back to the search. */
export function VehicleDetailsTail({ vehicle: v }: { vehicle: ApiVehicle }) {
  const { t } = useTranslation('vehicle');
  const flavour = useFlavour();
  const screens = Grid.useBreakpoint();
  const [sticky, setSticky] = useState(false);
  useEffect(() => {
    const onScroll = () => setSticky(window.scrollY > SCROLL_THRESHOLD_PX);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  return (
    <>
      {sticky && (
        <Card
          data-testid="sticky-rent-bar"
          style={{ position: 'fixed', bottom: 0, left: 0, right: 0, zIndex: 20, borderRadius: 0 }}
          styles={{ body: { padding: 12 } }}
        >
          <Flex justify="space-between" align="center" style={{ maxWidth: 1100, margin: '0 auto' }}>
            <Typography.Text strong>{v.name}</Typography.Text>
            <AddToCartBar vehicle={v} short={!screens.md} />
          </Flex>
        </Card>
      )}
      <Button type="link" href={`${flavour.basePath}/vehicle-search?all_category=1`} onClick={linkClick}>
        {t('detail.backToSearch')}
      </Button>
    </>
  );
}
