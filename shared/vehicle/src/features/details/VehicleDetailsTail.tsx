import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button, Card, Flex, Grid, Typography } from 'antd';
import type { ApiVehicle } from '@mart/api-client';
import { SCROLL_THRESHOLD_PX } from '@mart/domain';
import { useTranslation } from '@mart/i18n';
import { linkClick } from '@mart/ui';
import { AddToCartBar } from '../cart/AddToCartBar';
import './vehicle-details.css';
import { useFlavour } from '../../FlavourContext';
import { vehiclePaths } from '../../paths';
import { lastSearchUrl } from '../search/search-state';

/** Below the details: the sticky Rent This Car bar once scrolled past 200 px, and the way back to the search. */
export function VehicleDetailsTail({ vehicle: v }: { vehicle: ApiVehicle }) {
  const { t } = useTranslation('vehicle');
  const flavour = useFlavour();
  const screens = Grid.useBreakpoint();
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
        <Card data-testid="sticky-rent-bar" className="vehicle-details__bar" styles={{ body: { padding: 12 } }}>
          <Flex justify="space-between" align="center" className="vehicle-details__bar-row">
            <Typography.Text strong>{v.name}</Typography.Text>
            <AddToCartBar vehicle={v} short={!screens.md} />
          </Flex>
        </Card>
      )}
      <Button type="link" href={back} onClick={linkClick}>
        {t('detail.backToSearch')}
      </Button>
    </>
  );
}
