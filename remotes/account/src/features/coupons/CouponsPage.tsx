import { useQuery } from '@tanstack/react-query';
import { couponQueries } from '@mart/api-client';
import { useTranslation } from '@mart/i18n';
import { Card, Col, Empty, Paragraph, QueryState, Row, Tag, Title, toast, usePrice } from '@mart/ui';
import './coupons.css';

/** Active coupons with their SPEC §5 conditions spelled out; the code copies on click. */
export function CouponsPage() {
  const { t } = useTranslation('account');
  const price = usePrice();
  const q = useQuery(couponQueries.list());
  if (!q.isSuccess) return <QueryState query={q} />;
  if (q.data.length === 0) return <Empty description={t('coupons.empty')} />;
  return (
    <>
      <Title level={2}>{t('coupons.title')}</Title>
      <Row gutter={[16, 16]}>
        {q.data.map((c) => (
          <Col key={c.id} xs={24} md={12}>
            <Card
              size="small"
              data-testid="coupon"
              title={
                <Title level={4} className="mart-m-0">
                  {c.coupon_type === 'free_delivery'
                    ? t('coupons.freeDelivery')
                    : c.discount_type === 'percent'
                      ? t('coupons.percentOff', { value: c.discount })
                      : t('coupons.amountOff', { value: price.major(c.discount) })}
                </Title>
              }
            >
              <Paragraph>{c.title}</Paragraph>
              <Tag color="cyan" className="coupons__code">
                <button
                  type="button"
                  onClick={() =>
                    void navigator.clipboard?.writeText(c.code).then(() => toast.success(t('referral.copied')))
                  }
                >
                  {c.code}
                </button>
              </Tag>
              <Paragraph type="secondary" className="mart-m-0 mart-mt-8">
                {c.min_purchase > 0 && `${t('coupons.minPurchase', { amount: price.major(c.min_purchase) })} · `}
                {c.max_discount > 0 && `${t('coupons.maxDiscount', { amount: price.major(c.max_discount) })} · `}
                {t('coupons.until', { date: c.expire_date })}
              </Paragraph>
            </Card>
          </Col>
        ))}
      </Row>
    </>
  );
}
