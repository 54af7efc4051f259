import { Card, Typography } from 'antd';
import { useTranslation } from '@mart/i18n';
import { TripCartContent } from './TripCartContent';
import { useFlavour } from '../../FlavourContext';

/** /rental/cart (and /carmarket/cart): the Trip Cart as a page. */
export function CartPage() {
  const { t } = useTranslation('vehicle');
  const flavour = useFlavour();
  return (
    <section style={{ maxWidth: 720, margin: '0 auto', padding: 24 }}>
      <Typography.Title level={2}>{t(`${flavour.key}.cartTitle`)}</Typography.Title>
      <Card>
        <TripCartContent flavour={flavour} />
      </Card>
    </section>
  );
}
