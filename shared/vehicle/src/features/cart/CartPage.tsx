import { useTranslation } from '@mart/i18n';
import { TripCartContent } from '../../lib/cart/TripCartContent';
import { useFlavour } from '../../FlavourContext';
import { Card, PageFrame } from '@mart/ui';

/** /rental/cart (and /carmarket/cart): the Trip Cart as a page. */
export function CartPage() {
  const { t } = useTranslation('vehicle');
  const flavour = useFlavour();
  return (
    <PageFrame width="narrow" title={t(`${flavour.key}.cartTitle`)}>
      <Card>
        <TripCartContent flavour={flavour} />
      </Card>
    </PageFrame>
  );
}
