import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { ApiVehicle } from '@mart/api-client';
import { SCROLL_THRESHOLD_PX } from '@mart/domain';
import { useTranslation } from '@mart/i18n';
import { linkClick } from '@mart/ui';
import { AddToCartBar } from '../../lib/cart/AddToCartBar';
import './vehicle-details.css';
import { useFlavour } from '../../FlavourContext';
import { vehiclePaths } from '../../paths';
import { lastSearchUrl } from '../../lib/search-state';

/** Below the details: the sticky Rent This Car bar once scrolled past 200 px, and the way back to the search. */
export function VehicleDetailsTail({ vehicle: v }: { vehicle: ApiVehicle }) {
  const { t } = useTranslation('vehicle');
  const flavour = useFlavour();
  const narrow = useNarrow();
  const [sticky, setSticky] = useState(false);
  const [params] = useSearchParams();
  const searchPath = vehiclePaths(flavour).search;
  // opened from the search results (SPEC §2 from=from_search): back to that search; otherwise all categories
  const back =
    (params.get('from') === 'from_search' ? lastSearchUrl(flavour.key, searchPath) : null) ??
    `${searchPath}?all_category=1`;
  useEffect(() => {
    const onScroll = () => setSticky(window.scrollY > SCROLL_THRESHOLD_PX);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  return (
    <>
      {sticky && (
        <div data-testid="sticky-rent-bar" className="mart-card vehicle-details__bar">
          <div className="mart-row mart-row--apart vehicle-details__bar-row">
            <strong>{v.name}</strong>
            <AddToCartBar vehicle={v} short={narrow} />
          </div>
        </div>
      )}
      <a className="mart-link vehicle-details__back" href={back} onClick={linkClick}>
        {t('detail.backToSearch')}
      </a>
    </>
  );
}

/** Below antd's md breakpoint (768 px): the sticky bar's button says just "Rent". */
function useNarrow(): boolean {
  const query = '(max-width: 767.98px)';
  const [narrow, setNarrow] = useState(() => window.matchMedia(query).matches);
  useEffect(() => {
    const list = window.matchMedia(query);
    const onChange = () => setNarrow(list.matches);
    list.addEventListener('change', onChange);
    return () => list.removeEventListener('change', onChange);
  }, []);
  return narrow;
}
