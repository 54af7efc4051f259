import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Flex, Grid, Skeleton, Tag, Typography } from 'antd';
import { SCROLL_THRESHOLD_PX, isAirConditioned, type Vehicle } from '@mart/domain';
import { useTranslation } from '@mart/i18n';
import { StatusPanel, linkClick } from '@mart/ui';
import { AddToCartBar } from '../components/AddToCartBar';
import { Description } from '../components/Description';
import { PriceStrip } from '../components/PriceStrip';
import { WishlistHeart } from '../components/WishlistHeart';
import { useFlavour } from '../FlavourContext';
import { vehicleDetailsQuery } from './page-queries';

/** /…/vehicle-details/{id}: the vehicle, and a sticky Rent This Car bar once scrolled past 200 px. */
export function VehicleDetailsPage() {
  const { t } = useTranslation('vehicle');
  const flavour = useFlavour();
  const id = Number(useParams().id);
  const screens = Grid.useBreakpoint();
  const [sticky, setSticky] = useState(false);
  const q = useQuery({ ...vehicleDetailsQuery(flavour, id), enabled: id > 0 });
  useEffect(() => {
    const onScroll = () => setSticky(window.scrollY > SCROLL_THRESHOLD_PX);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  if (q.isPending) return <Skeleton active style={{ maxWidth: 1100, margin: '0 auto', padding: 24 }} />;
  if (q.isError)
    return (
      <StatusPanel
        status="404"
        title={t('errors.vehicleNotFound')}
        action={{ label: t('errors.retry'), onClick: () => q.refetch() }}
      />
    );
  const v = q.data;
  return (
    <section style={{ maxWidth: 1100, margin: '0 auto', padding: 24 }} data-testid="vehicle-details-page">
      <Flex gap={24} wrap>
        <img
          src={v.thumbnail_full_url}
          alt={v.name}
          // a 4:3 box from the start, so the details beside or below it do not jump when the picture arrives;
          // minWidth 0: a flex item would otherwise never shrink below the picture's own width on a phone
          style={{
            flex: '1 1 420px',
            minWidth: 0,
            maxWidth: 560,
            aspectRatio: '4 / 3',
            borderRadius: 12,
            objectFit: 'cover',
          }}
        />
        <Flex vertical gap={8} style={{ flex: '1 1 320px' }}>
          <Typography.Link href={`${flavour.basePath}/provider-details/${v.provider.id}`} onClick={linkClick}>
            {v.provider.name}
          </Typography.Link>
          <Flex justify="space-between" align="center">
            <Typography.Title level={2} style={{ margin: 0 }}>
              {v.name}
            </Typography.Title>
            <WishlistHeart kind="vehicle_id" id={v.id} name={v.name} />
          </Flex>
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
      </Flex>
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
    </section>
  );
}
