import { useTranslation } from '@mart/i18n';
import { usePrice } from '@mart/ui';
import '../features/checkout/checkout.css';

/** The sums an order is made of, as the quote (checkout) and the order (receipt, tracking) both carry them. */
export interface Totals {
  items_subtotal: number;
  item_discount: number;
  store_discount: number;
  coupon_discount: number;
  tax: number;
  tax_included: boolean;
  delivery_charge: number;
  /** the surge on the delivery fee (issue 45): its own line, with the rule's note */
  surge_charge: number;
  surge_note: string | null;
  order_amount: number;
  /** what a signed-in customer's wallet gets once the order is delivered */
  cashback: number;
}

/**
 * The order's lines, each on its own: subtotal, discounts, tax, delivery fee, the surge (only while one is charged,
 * so the customer sees it before paying and on every receipt), the total, and the cashback to come. `free` says the
 * delivery is free (checkout knows why; a receipt shows 0 as it is). `parcel` has no items, only its delivery.
 */
export function TotalsList({
  totals: q,
  free = false,
  parcel = false,
}: {
  totals: Totals;
  free?: boolean;
  parcel?: boolean;
}) {
  const { t } = useTranslation('store');
  const price = usePrice();
  return (
    <>
      <dl className="checkout__summary" data-testid="order-totals">
        {!parcel && (
          <>
            <dt>{t('checkout.subtotal')}</dt>
            <dd>{price.major(q.items_subtotal)}</dd>
            <dt>{t('checkout.discount')}</dt>
            <dd>-{price.major(q.item_discount + q.store_discount)}</dd>
            <dt>{t('checkout.couponDiscount')}</dt>
            <dd>-{price.major(q.coupon_discount)}</dd>
            <dt>{q.tax_included ? t('checkout.taxIncluded') : t('checkout.tax')}</dt>
            <dd>{price.major(q.tax)}</dd>
          </>
        )}
        <dt>{t('checkout.deliveryCharge')}</dt>
        <dd>{free ? t('checkout.free') : price.major(q.delivery_charge)}</dd>
        {q.surge_charge > 0 && (
          <>
            <dt>{t('checkout.surgeCharge')}</dt>
            <dd data-testid="surge-charge">
              {price.major(q.surge_charge)}
              {q.surge_note && <div className="mart-muted mart-small">{q.surge_note}</div>}
            </dd>
          </>
        )}
        <dt>
          <strong>{t('checkout.total')}</strong>
        </dt>
        <dd>
          <strong data-testid="checkout-total">{price.major(q.order_amount)}</strong>
        </dd>
      </dl>
      {q.cashback > 0 && (
        <p className="mart-muted mart-small mart-m-0 mart-mb-12" data-testid="cashback-note">
          {t('checkout.cashback', { amount: price.major(q.cashback) })}
        </p>
      )}
    </>
  );
}
