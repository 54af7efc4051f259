import { useDeferredValue, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Avatar, Card, Carousel, Col, Flex, Rate, Row, Skeleton, Typography } from 'antd';
import type { ApiVehicle } from '@mart/api-client';
import { useTranslation } from '@mart/i18n';
import { linkClick, navigate } from '@mart/ui';
import { SearchBox } from '../components/SearchBox';
import { VehicleCard } from '../components/VehicleCard';
import { LazyVehicleDetailModal } from '../components/LazyVehicleDetailModal';
import { useFlavour } from '../FlavourContext';
import { vehicleHomeQueries } from './home-queries';

const BANNER_HEIGHT = 'clamp(140px, 28vw, 280px)';

/** What /home shows for a rental or car-market module: banners, search, categories, top rated, providers. */
export function ModuleHome() {
  const { t } = useTranslation('vehicle');
  const flavour = useFlavour();
  const [quick, setQuick] = useState<ApiVehicle | null>(null);
  const q = vehicleHomeQueries(flavour);
  const banners = useQuery(q.banners);
  const categories = useQuery(q.categories);
  const top = useQuery(q.top);
  const providers = useQuery(q.providers);
  // Below the banner, search and categories: rendered in a background pass after the top of the page has painted
  // (React renders a deferred value in small interruptible slices), so the vehicle cards do not hold back the banner.
  const topData = useDeferredValue(top.data, undefined);
  const providersData = useDeferredValue(providers.data, undefined);
  const base = flavour.basePath;
  return (
    <section style={{ maxWidth: 1280, margin: '0 auto', padding: 24 }} data-testid={`${flavour.key}-home`}>
      <Typography.Title level={2}>{t(`${flavour.key}.title`)}</Typography.Title>
      {/* the banner box keeps its height from the first paint, so nothing below it moves when images arrive */}
      {(banners.isPending || (banners.data?.length ?? 0) > 0) && (
        <div style={{ height: BANNER_HEIGHT, marginBottom: 16, borderRadius: 12, overflow: 'hidden' }}>
          {banners.data && (
            <Carousel autoplay autoplaySpeed={4000} speed={800}>
              {banners.data.map((b) => (
                <div key={b.id}>
                  <img
                    src={b.image_full_url}
                    alt={b.title}
                    style={{ width: '100%', height: BANNER_HEIGHT, objectFit: 'cover', display: 'block' }}
                  />
                </div>
              ))}
            </Carousel>
          )}
        </div>
      )}
      <SearchBox onSearch={() => navigate(`${base}/vehicle-search?all_category=1`)} />
      <Typography.Title level={3} style={{ marginTop: 24 }}>
        {t('home.categories')}
      </Typography.Title>
      <Flex gap={12} wrap>
        {categories.isPending && <Skeleton active />}
        {categories.data?.map((c) => (
          <a key={c.id} href={`${base}/vehicle-search?categoryId=${c.id}`} onClick={linkClick}>
            <Card size="small" hoverable style={{ width: 140, textAlign: 'center' }}>
              {c.image_full_url && (
                <img src={c.image_full_url} alt="" style={{ width: 64, height: 64, objectFit: 'contain' }} />
              )}
              <div>{c.name}</div>
              <Typography.Text type="secondary">{t('home.count', { count: c.vehicles_count })}</Typography.Text>
            </Card>
          </a>
        ))}
        <a href={`${base}/vehicle-search?all_category=1`} onClick={linkClick}>
          <Card size="small" hoverable style={{ width: 140, textAlign: 'center' }}>
            {t('home.allCategories')}
          </Card>
        </a>
      </Flex>
      <Typography.Title level={3} style={{ marginTop: 24 }}>
        {t('home.topRated')}
      </Typography.Title>
      <Row gutter={[16, 16]}>
        {(top.isPending || (top.isSuccess && !topData)) && <Skeleton active />}
        {topData?.vehicles.map((v) => (
          <Col key={v.id} xs={24} sm={12} md={8} lg={6}>
            <VehicleCard vehicle={v} onQuickView={setQuick} />
          </Col>
        ))}
      </Row>
      <Typography.Title level={3} style={{ marginTop: 24 }}>
        {t('home.providers')}
      </Typography.Title>
      <Flex gap={12} wrap>
        {providersData?.providers.map((p) => (
          <a key={p.id} href={`${base}/provider-details/${p.id}`} onClick={linkClick}>
            <Card size="small" hoverable style={{ width: 220 }}>
              <Card.Meta
                avatar={<Avatar src={p.logo_full_url} alt="" />}
                title={p.name}
                description={<Rate disabled allowHalf value={p.avg_rating} style={{ fontSize: 12 }} />}
              />
            </Card>
          </a>
        ))}
      </Flex>
      <LazyVehicleDetailModal vehicle={quick} onClose={() => setQuick(null)} />
    </section>
  );
}
