import { errorMessage, type OrderQuote } from '@mart/api-client';
import { useTranslation } from '@mart/i18n';
import { Alert, Button, Card, TextInput } from '@mart/ui';
import { useState } from 'react';
import { CouponList } from './CouponList';

/** A coupon typed or picked from the customer's list, applied to the quote; the server's refusal under it. */
export function CouponCard({
  applied,
  onApply,
  listed,
  quote,
}: {
  applied: string | null;
  onApply: (code: string | null) => void;
  /** the list judges coupons against the cart, so a Buy Now line is checked by Apply alone */
  listed: boolean;
  quote: { isError: boolean; error: unknown; data: OrderQuote | undefined };
}) {
  const { t } = useTranslation('store');
  const [coupon, setCoupon] = useState('');
  return (
    <Card title={t('checkout.coupon')} size="small">
      <div className="checkout__coupon">
        <TextInput
          aria-label={t('checkout.coupon')}
          value={coupon}
          onChange={(e) => setCoupon(e.target.value)}
          placeholder={t('checkout.couponPlaceholder')}
        />
        <Button onClick={() => onApply(coupon.trim() || null)}>{t('checkout.apply')}</Button>
      </div>
      {listed && (
        <CouponList
          applied={applied}
          onApply={(code) => {
            setCoupon(code);
            onApply(code);
          }}
        />
      )}
      {quote.isError && applied && <Alert className="mart-mt-8" type="error" message={errorMessage(quote.error)} />}
      {applied && quote.data?.coupon_error && (
        <Alert
          className="mart-mt-8"
          type="warning"
          role="alert"
          data-testid="coupon-error"
          message={quote.data.coupon_error}
        />
      )}
    </Card>
  );
}
