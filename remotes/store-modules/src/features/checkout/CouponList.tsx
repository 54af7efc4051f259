import { orderQueries } from '@mart/api-client';
import { useTranslation } from '@mart/i18n';
import { useQuery } from '@tanstack/react-query';
import { usePrice } from '@mart/ui';
import { Button, Flex, List, Skeleton, Tag, Typography } from 'antd';
import { useStoreCart } from '../../lib/cart';
import './checkout.css';

/** The signed-in customer's running coupons, each with whether it applies to this cart (server-side SPEC §5 rules). */
export function CouponList({ applied, onApply }: { applied: string | null; onApply: (code: string) => void }) {
  const { t } = useTranslation('store');
  const price = usePrice();
  const { lines } = useStoreCart();
  const cartKey = lines.map((l) => `${l.id}:${l.quantity}`).join(',');
  const coupons = useQuery(orderQueries.coupons(cartKey));
  if (coupons.isPending) return <Skeleton active paragraph={{ rows: 2 }} className="mart-mt-12" />;
  if (coupons.isError || coupons.data.length === 0)
    return (
      <Typography.Paragraph type="secondary" className="mart-m-0 mart-mt-12">
        {t('checkout.noCoupons')}
      </Typography.Paragraph>
    );
  return (
    <List
      size="small"
      className="coupon-list"
      data-testid="coupon-list"
      header={<Typography.Text strong>{t('checkout.yourCoupons')}</Typography.Text>}
      dataSource={coupons.data}
      renderItem={(c) => (
        <List.Item
          actions={[
            <Button
              key="apply"
              size="small"
              type={applied === c.code ? 'primary' : 'default'}
              disabled={!c.applicable}
              aria-label={t('checkout.applyCode', { code: c.code })}
              onClick={() => onApply(c.code)}
            >
              {applied === c.code ? t('checkout.applied') : t('checkout.apply')}
            </Button>,
          ]}
        >
          <Flex vertical>
            <span>
              <Tag>{c.code}</Tag>
              {c.title} ·{' '}
              {c.coupon_type === 'free_delivery'
                ? t('checkout.freeDeliveryCoupon')
                : c.discount_type === 'percent'
                  ? t('badge.percentOff', { value: c.discount })
                  : t('badge.amountOff', { value: price.major(c.discount) })}
            </span>
            <Typography.Text type="secondary" className="mart-small">
              {c.applicable ? t('checkout.minPurchase', { amount: price.major(c.min_purchase) }) : c.reason}
            </Typography.Text>
          </Flex>
        </List.Item>
      )}
    />
  );
}
