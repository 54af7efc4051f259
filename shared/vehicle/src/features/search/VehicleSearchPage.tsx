import { Suspense } from 'react';
import { useTranslation } from '@mart/i18n';
import { PageSkeleton, lazyAntd } from '@mart/ui';
import './vehicle-search.css';

// the page's title is plain HTML and paints as the app mounts; the search box, filters and cards are antd, whose
// code takes seconds to run on a slow phone, and arrive after it (issue 8)
const VehicleSearchBody = lazyAntd(() => import('./VehicleSearchBody').then((m) => m.VehicleSearchBody));

/** /…/vehicle-search (?categoryId= or ?all_category=1): filters, sort, pages, empty state. */
export function VehicleSearchPage() {
  const { t } = useTranslation('vehicle');
  return (
    <section className="vehicle-search" data-testid="vehicle-search-page">
      <h2 className="mart-title">{t('search.title')}</h2>
      <Suspense fallback={<PageSkeleton rows={8} />}>
        <VehicleSearchBody />
      </Suspense>
    </section>
  );
}
