import { lazyPart } from '@mart/runtime';
import { Suspense } from 'react';
import { useTranslation } from '@mart/i18n';
import { PageFrame, PageSkeleton } from '@mart/ui';
import './vehicle-search.css';

// the page's title is plain HTML and paints as the app mounts; the search box, filters and cards (kit controls, no
// antd: issue 26) are their own chunk, arriving after it (issue 8)
const VehicleSearchBody = lazyPart(() => import('./VehicleSearchBody').then((m) => m.VehicleSearchBody));

/** /…/vehicle-search (?categoryId= or ?all_category=1): filters, sort, pages, empty state. */
export function VehicleSearchPage() {
  const { t } = useTranslation('vehicle');
  return (
    <PageFrame className="vehicle-search" title={t('search.title')} data-testid="vehicle-search-page">
      <Suspense fallback={<PageSkeleton rows={8} />}>
        <VehicleSearchBody />
      </Suspense>
    </PageFrame>
  );
}
