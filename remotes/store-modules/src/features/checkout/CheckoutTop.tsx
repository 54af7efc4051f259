import { Suspense } from 'react';
import { useTranslation } from '@mart/i18n';
import { lazyPart } from '@mart/runtime';
import { PageFrame } from '@mart/ui';
import './checkout-top.css';

// plain: the kit draws the whole first screen; antd comes only with a part that needs it (a status panel)
const CheckoutPage = lazyPart(() => import('./CheckoutPage').then((m) => m.CheckoutPage));

/** A section's place: its title and a fixed-height body, so the first screen is the page's own layout. */
function Slot({ title, height }: { title: string; height: number }) {
  return (
    <div className="mart-card checkout-top__card">
      <div className="checkout-top__head">{title}</div>
      <div className="checkout-top__body">
        <span className="mart-skeleton" style={{ height }} />
      </div>
    </div>
  );
}

/**
 * The checkout's first screen, in plain HTML: its title and its sections' places. The shell's server draws it into
 * the page (the title is the page's largest element: its LCP, at the first paint), the browser keeps drawing it
 * while the page's code (antd) and the customer's cart, addresses and quote arrive. Nothing in it is the
 * customer's: it is the same for a guest.
 */
export function CheckoutSkeleton() {
  const { t } = useTranslation('store');
  return (
    <PageFrame width="large" title={t('checkout.title')} aria-busy="true">
      <div className="checkout-top">
        <div className="checkout-top__main">
          <Slot title={t('checkout.orderType')} height={22} />
          <Slot title={t('checkout.address')} height={420} />
        </div>
        <div className="checkout-top__side">
          <Slot title={t('checkout.coupon')} height={32} />
          <Slot title={t('checkout.payment')} height={66} />
          <Slot title={t('checkout.summary')} height={160} />
        </div>
      </div>
    </PageFrame>
  );
}

/** /checkout: the page (its own chunk) over its first screen. */
export function CheckoutRoute() {
  return (
    <Suspense fallback={<CheckoutSkeleton />}>
      <CheckoutPage />
    </Suspense>
  );
}
