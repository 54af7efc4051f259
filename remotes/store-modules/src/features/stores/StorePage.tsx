import { catalogQueries } from '@mart/api-client';
import { useTranslation } from '@mart/i18n';
import { PageFrame, PageSkeleton, StatusPanel, Tag, usePrice } from '@mart/ui';
import { lazyPart } from '@mart/runtime';
import { useQuery } from '@tanstack/react-query';
import { Suspense } from 'react';
import { useClosedHint } from '../../lib/stores/closedHint';
import { useStoreId } from './store-address';
import { loadStoreContent } from './store-queries';
import './store-page.css';

// the items, reviews and the wishlist heart (kit controls, no antd: issue 26) arrive after the header as their own
// chunks, the cover being the page's largest paint (issue 8)
const StoreContent = lazyPart(() => loadStoreContent().then((m) => m.StoreContent));
const StoreWishButton = lazyPart(() => import('../../lib/stores/StoreWishButton').then((m) => m.StoreWishButton));

/** /store/{id}: header (logo, rating, address, delivery, discount), item grid with search, reviews. */
export function StorePage() {
  const { t } = useTranslation('store');
  const price = usePrice();
  const id = useStoreId();
  const store = useQuery(catalogQueries.store(id));
  const closed = useClosedHint(store.data);

  if (store.isPending)
    return (
      <PageFrame className="store-page">
        <PageSkeleton rows={8} />
      </PageFrame>
    );
  if (store.isError) return <StatusPanel status="404" title={t('store.notFound')} />;
  const s = store.data;
  return (
    <PageFrame className="store-page" data-testid="store-page">
      <img className="store-page__cover" src={s.cover_photo_full_url} alt="" fetchPriority="high" />
      <div className="store-page__head">
        <img className="store-page__logo" src={s.logo_full_url} alt="" width={88} height={88} />
        <div className="store-page__info">
          <div className="store-page__name">
            <h2 className="mart-title">{s.name}</h2>
            <Suspense fallback={<span className="store-page__wish-slot" />}>
              <StoreWishButton storeId={s.id} name={s.name} />
            </Suspense>
          </div>
          <p className="store-page__meta">
            <span className="store-page__star" aria-hidden>
              ★
            </span>{' '}
            {s.avg_rating.toFixed(1)} ({s.rating_count}) · {s.address}
          </p>
          <div className="mart-tags">
            <Tag>{t('store.deliveryTime', { time: s.delivery_time })}</Tag>
            {s.free_delivery ? (
              <Tag color="green">{t('store.freeDelivery')}</Tag>
            ) : (
              <Tag>{t('store.minimumCharge', { amount: price.major(s.minimum_shipping_charge) })}</Tag>
            )}
            {s.discount && <Tag color="volcano">{t('store.discount', { value: s.discount.discount })}</Tag>}
            {closed && <Tag color="red">{closed}</Tag>}
          </div>
        </div>
      </div>
      <div className="store-page__content">
        <Suspense fallback={<PageSkeleton rows={6} />}>
          <StoreContent storeId={s.id} />
        </Suspense>
      </div>
    </PageFrame>
  );
}
