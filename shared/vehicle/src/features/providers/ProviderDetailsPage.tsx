import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import type { ApiVehicle } from '@mart/api-client';
import { useTranslation } from '@mart/i18n';
import { Avatar, Card, PageFrame, Rate, ReviewList, Skeleton, Stack, StatusPanel, Tag, Text, Title } from '@mart/ui';
import { VehicleCard } from '../../lib/VehicleCard';
import { LazyVehicleDetailModal } from '../../lib/LazyVehicleDetailModal';
import { WishlistHeart } from '../../lib/WishlistHeart';
import { useFlavour } from '../../FlavourContext';
import { providerQueries } from './provider-queries';

/** /…/provider-details/{id}: header, rating, discount, reviews, the provider's vehicles. */
export function ProviderDetailsPage() {
  const { t } = useTranslation('vehicle');
  const flavour = useFlavour();
  const id = Number(useParams().id);
  const [quick, setQuick] = useState<ApiVehicle | null>(null);
  const provider = useQuery(providerQueries.details(flavour, id));
  const vehicles = useQuery(providerQueries.vehicles(flavour, id));
  const reviews = useQuery(providerQueries.reviews(flavour, id));
  if (provider.isPending)
    return (
      <PageFrame>
        <Skeleton />
      </PageFrame>
    );
  if (provider.isError) return <StatusPanel status="404" title={t('errors.providerNotFound')} />;
  const p = provider.data;
  return (
    <PageFrame data-testid="provider-details-page">
      <Card>
        <Stack gap={16} align="center" wrap>
          <Avatar size={72} src={p.logo_full_url} alt="" />
          <Stack direction="vertical" className="mart-flex-1">
            <Title level={2} className="mart-m-0">
              {p.name}
            </Title>
            <Text type="secondary">{p.address}</Text>
            <Stack gap={8} align="center">
              <Rate disabled allowHalf value={p.avg_rating} />
              <Text>({p.rating_count})</Text>
              {p.discount && <Tag color="red">{t('card.percentOff', { value: `${p.discount.discount}%` })}</Tag>}
            </Stack>
          </Stack>
          <WishlistHeart kind="provider_id" id={p.id} name={p.name} />
        </Stack>
      </Card>
      <Title level={3} className="mart-mt-24">
        {t('provider.vehicles')}
      </Title>
      <div className="mart-grid mart-grid--vehicles">
        {vehicles.data?.vehicles.map((v) => (
          <VehicleCard key={v.id} vehicle={v} onQuickView={setQuick} />
        ))}
      </div>
      <Title level={3} className="mart-mt-24">
        {t('provider.reviews')}
      </Title>
      <ReviewList
        reviews={reviews.data?.reviews ?? []}
        emptyText={t('provider.noReviews')}
        describe={(r) => `${r.vehicle_name ?? ''} — ${r.comment}`}
      />
      <LazyVehicleDetailModal vehicle={quick} onClose={() => setQuick(null)} />
    </PageFrame>
  );
}
