import { Suspense } from 'react';
import { useParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@mart/i18n';
import { linkClick, PageFrame, PageSkeleton, StatusPanel } from '@mart/ui';
import { lazyPart } from '@mart/runtime';
import { useFlavour } from '../../FlavourContext';
import { loadDetailsParts, vehicleDetailsQuery } from './details-queries';
import { useRecordVehicleView } from '../../lib/useRecordVehicleView';
import './vehicle-details.css';

// the picture, provider and name are plain HTML, the picture being the page's largest paint; the details, prices,
// Rent This Car and the heart (kit controls, no antd: issue 26) come after them in one chunk of their own (issue 8)
const VehicleDetailsBody = lazyPart(() => loadDetailsParts().then((m) => m.VehicleDetailsBody));
const VehicleDetailsTail = lazyPart(() => loadDetailsParts().then((m) => m.VehicleDetailsTail));
const WishlistHeart = lazyPart(() => loadDetailsParts().then((m) => m.WishlistHeart));

/** /…/vehicle-details/{id}: the vehicle, and a sticky Rent This Car bar once scrolled past 200 px. */
export function VehicleDetailsPage() {
  const { t } = useTranslation('vehicle');
  const flavour = useFlavour();
  const id = Number(useParams().id);
  const q = useQuery({ ...vehicleDetailsQuery(flavour, id), enabled: id > 0 });
  useRecordVehicleView(q.data ? id : null);
  if (q.isPending)
    return (
      <PageFrame width="large" className="vehicle-details">
        <PageSkeleton rows={8} />
      </PageFrame>
    );
  if (q.isError)
    return (
      <StatusPanel
        status="404"
        title={t('errors.vehicleNotFound')}
        action={{ label: t('errors.retry'), onClick: () => void q.refetch() }}
      />
    );
  const v = q.data;
  return (
    <PageFrame width="large" className="vehicle-details" data-testid="vehicle-details-page">
      <div className="vehicle-details__top">
        <img className="vehicle-details__picture" src={v.thumbnail_full_url} alt={v.name} fetchPriority="high" />
        <div className="vehicle-details__info">
          <a
            className="vehicle-details__provider"
            href={`${flavour.basePath}/provider-details/${v.provider.id}`}
            onClick={linkClick}
          >
            {v.provider.name}
          </a>
          <div className="vehicle-details__name">
            <h2 className="mart-title">{v.name}</h2>
            <Suspense fallback={<span className="vehicle-details__wish-slot" />}>
              <WishlistHeart kind="vehicle_id" id={v.id} name={v.name} />
            </Suspense>
          </div>
          <Suspense fallback={<PageSkeleton rows={4} />}>
            <VehicleDetailsBody vehicle={v} />
          </Suspense>
        </div>
      </div>
      <Suspense fallback={null}>
        <VehicleDetailsTail vehicle={v} />
      </Suspense>
    </PageFrame>
  );
}
