import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { ApiVehicle } from '@mart/api-client';
import { useTranslation } from '@mart/i18n';
import { Deferred, DeferredSection, Section, Stars, linkClick } from '@mart/ui';
import { VehicleCard } from '../../lib/VehicleCard';
import { LazyVehicleDetailModal } from '../../lib/LazyVehicleDetailModal';
import { RecentlyViewedVehicles } from '../../lib/RecentlyViewedVehicles';
import { useFlavour } from '../../FlavourContext';
import { vehicleHomeQueries } from './home-queries';
import './home.css';

/**
 * A vehicle home below its categories: recently viewed and top-rated vehicles, providers (plain cards), with the quick view. Loaded
 * after the top of the page; the kit's deferred sections draw the cards in slices.
 */
export function VehicleHomeSections() {
  const { t } = useTranslation('vehicle');
  const flavour = useFlavour();
  const [quick, setQuick] = useState<ApiVehicle | null>(null);
  const q = vehicleHomeQueries(flavour);
  const top = useQuery(q.top);
  const providers = useQuery(q.providers);
  const base = flavour.basePath;
  return (
    <>
      <RecentlyViewedVehicles onQuickView={setQuick} />
      <DeferredSection title={t('home.topRated')} value={top.data} pending={top.isPending}>
        {(data) => (
          <div className="mart-grid mart-grid--vehicles">
            {data?.vehicles.map((v) => (
              <VehicleCard key={v.id} vehicle={v} onQuickView={setQuick} />
            ))}
          </div>
        )}
      </DeferredSection>
      <Section title={t('home.providers')}>
        <Deferred value={providers.data}>
          {(data) => (
            <div className="mart-tags vehicle-home__providers">
              {data.providers.map((p) => (
                <a
                  key={p.id}
                  className="mart-card mart-card--hoverable vehicle-home__provider"
                  href={`${base}/provider-details/${p.id}`}
                  onClick={linkClick}
                >
                  <span className="mart-card__body mart-card__body--row vehicle-home__provider-body">
                    <img className="mart-avatar" src={p.logo_full_url} alt="" width={32} height={32} />
                    <span className="mart-min-0">
                      <span className="mart-strong mart-ellipsis">{p.name}</span>
                      <Stars value={p.avg_rating} />
                    </span>
                  </span>
                </a>
              ))}
            </div>
          )}
        </Deferred>
      </Section>
      <LazyVehicleDetailModal vehicle={quick} onClose={() => setQuick(null)} />
    </>
  );
}
