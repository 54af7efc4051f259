import { errorMessage, type OrderQuote } from '@mart/api-client';
import { bus } from '@mart/bus';
import { useTranslation } from '@mart/i18n';
import { Alert, Button, Card, PageSkeleton } from '@mart/ui';
import type { DirectOrder } from '../../lib/direct-order';
import { TotalsList } from '../../lib/TotalsList';

/**
 * The order's sums from the server's quote (SPEC §6), the bought-now line when there is one, and the place button;
 * a delivery with no point to deliver to asks for one instead of waiting for a quote that cannot come.
 */
export function OrderSummary({
  direct,
  needsPoint,
  quote,
  canPlace,
  placing,
  onPlace,
}: {
  direct: DirectOrder | null;
  needsPoint: boolean;
  quote: { isPending: boolean; data: OrderQuote | undefined; error: unknown };
  canPlace: boolean;
  placing: boolean;
  onPlace: () => void;
}) {
  const { t } = useTranslation('store');
  const q = quote.data;
  return (
    <Card title={t('checkout.summary')} size="small" className="mart-mt-16" data-testid="checkout-summary">
      {direct && (
        <div className="checkout__direct mart-mb-12" data-testid="direct-line">
          <img src={direct.item.image_full_url} alt="" width={48} height={48} className="checkout__thumb" />
          <div className="coupon-list__text">
            <strong>{t('journey.lineQuantity', { name: direct.item.name, count: direct.line.quantity })}</strong>
            <span className="mart-muted mart-small">{t('journey.cartStays')}</span>
          </div>
        </div>
      )}
      {needsPoint ? (
        <Alert
          type="info"
          data-testid="checkout-needs-address"
          message={t('journey.chooseAddress')}
          action={
            <Button size="small" onClick={() => bus.request({ type: 'open-location-picker' })}>
              {t('journey.pickLocation')}
            </Button>
          }
        />
      ) : quote.isPending ? (
        <PageSkeleton rows={4} />
      ) : q ? (
        <TotalsList totals={q} free={Boolean(q.free_delivery_reason)} />
      ) : (
        <Alert type="error" message={errorMessage(quote.error)} />
      )}
      <Button
        variant="primary"
        size="large"
        className="mart-full"
        disabled={!canPlace}
        loading={placing}
        onClick={onPlace}
      >
        {t('checkout.placeOrder')}
      </Button>
    </Card>
  );
}
