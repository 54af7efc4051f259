import { useDeferredValue, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Avatar, Card, Col, Flex, Rate, Row } from 'antd';
import type { ApiVehicle } from '@mart/api-client';
import { useTranslation } from '@mart/i18n';
import { PageSkeleton, Section, linkClick } from '@mart/ui';
import { VehicleCard } from '../components/VehicleCard';
import { LazyVehicleDetailModal } from '../components/LazyVehicleDetailModal';
import { useFlavour } from '../FlavourContext';
import { vehicleHomeQueries } from './home-queries';

/**
 * A vehicle home below its categories: top-rated vehicles and providers, with the quick view. Loaded with antd after
 * the top of the page; the cards render from deferred values (React renders them in small interruptible slices).
 */
export function VehicleHomeSections() {
  const { t } = useTranslation('vehicle');
  const flavour = useFlavour();
  const [quick, setQuick] = useState<ApiVehicle | null>(null);
  const q = vehicleHomeQueries(flavour);
  const top = useQuery(q.top);
  const providers = useQuery(q.providers);
  const topData = useDeferredValue(top.data, undefined);
  const providersData = useDeferredValue(providers.data, undefined);
  const base = flavour.basePath;
  return (
    <>
      <Section title={t('home.topRated')}>
        {(top.isPending || (top.isSuccess && !topData)) && <PageSkeleton rows={3} />}
        <Row gutter={[16, 16]}>
          {topData?.vehicles.map((v) => (
            <Col key={v.id} xs={24} sm={12} md={8} lg={6}>
              <VehicleCard vehicle={v} onQuickView={setQuick} />
            </Col>
          ))}
        </Row>
      </Section>
      <Section title={t('home.providers')}>
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
      </Section>
      <LazyVehicleDetailModal vehicle={quick} onClose={() => setQuick(null)} />
    </>
  );
}
