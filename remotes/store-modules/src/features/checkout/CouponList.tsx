import { orderQueries } from '@mart/api-client';
import { useTranslation } from '@mart/i18n';
import { useQuery } from '@tanstack/react-query';
import { Button, PageSkeleton, Tag, usePrice } from '@mart/ui';
import { useStoreCart } from '../../lib/cart';
import './checkout.css';

/** The signed-in customer's running coupons, each with whether it applies to this cart (server-side SPEC §5 rules). */
export function CouponList({ applied, onApply }: { applied: string | null; onApply: (code: string) => void }) {
  const { t } = useTranslation('store');
  const price = usePrice();
  const { lines } = useStoreCart();
  const cartKey = lines.map((l) => `${l.id}:${l.quantity}`).join(',');
  const coupons = useQuery(orderQueries.coupons(cartKey));
  if (coupons.isPending)
    return (
      <div className="mart-mt-12">
        <PageSkeleton rows={2} />
      </div>
    );
  if (coupons.isError || coupons.data.length === 0)
    return <p className="mart-muted mart-m-0 mart-mt-12">{t('checkout.noCoupons')}</p>;
  return (
    <div className="coupon-list" data-testid="coupon-list">
      <strong className="coupon-list__head">{t('checkout.yourCoupons')}</strong>
      <ul className="coupon-list__items">
        {coupons.data.map((c) => (
          <li key={c.code} className="coupon-list__item">
            <div className="coupon-list__text">
              <span>
                <Tag>{c.code}</Tag>
                {c.title} ·{' '}
                {c.coupon_type === 'free_delivery'
                  ? t('checkout.freeDeliveryCoupon')
                  : c.discount_type === 'percent'
                    ? t('badge.percentOff', { value: c.discount })
                    : t('badge.amountOff', { value: price.major(c.discount) })}
              </span>
              <span className="mart-muted mart-small">
                {c.applicable ? t('checkout.minPurchase', { amount: price.major(c.min_purchase) }) : c.reason}
              </span>
            </div>
            <Button
              size="small"
              variant={applied === c.code ? 'primary' : 'default'}
              disabled={!c.applicable}
              aria-label={t('checkout.applyCode', { code: c.code })}
              onClick={() => onApply(c.code)}
            >
              {applied === c.code ? t('checkout.applied') : t('checkout.apply')}
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}
