import type { Item } from '@mart/api-types';
import { useTranslation } from '@mart/i18n';
import { ApiError } from '@mart/api-client';
import { PageSkeleton, ReviewList, SearchInput, StatusPanel, Tabs, toast } from '@mart/ui';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useEffect, useState } from 'react';
import { LazyItemModal } from '../../lib/items/LazyItemModal';
import { ProductGrid } from '../../lib/items/ProductGrid';
import { useOpenQuickView } from '../../lib/page-address';
import { useStoreView } from './store-address';
import { storeContentQueries } from '../../lib/stores/content-queries';
import './store-content.css';

/** The store page below its header (kit controls, no antd): the item grid with its search, the reviews. Its tab and
 * search text live in the URL; an item opens at its own address over the page (a campaign item in the modal). */
export function StoreContent({ storeId }: { storeId: number }) {
  const { t } = useTranslation('store');
  const { tab, setTab, search, setSearch } = useStoreView();
  const quickView = useOpenQuickView();
  const [campaign, setCampaign] = useState<Item | null>(null);
  const open = (item: Item) => (item.is_campaign ? setCampaign(item) : quickView(item.id));
  const q = storeContentQueries(storeId, search);
  const items = useQuery(q.items);
  const reviews = useQuery(q.reviews);
  // a query's answer is drawn at once, in one task; the grid follows it in a transition, which React draws in
  // slices with the main thread given back between them (issue 26: it was a phone's long task after the data)
  const shown = useDeferredValue(items.data);
  // SPEC §8: a store whose plan has no reviews says so ("this store is not having any review plan", in the page's
  // language from the API) as a toast when its reviews are opened, and in their place
  const noPlan = reviewPlanRefusal(reviews.error);
  useEffect(() => {
    if (tab === 'reviews' && noPlan) toast.info(noPlan);
  }, [tab, noPlan]);
  return (
    <>
      <Tabs
        activeKey={tab}
        onChange={(key) => setTab(key === 'reviews' ? 'reviews' : 'items')}
        items={[
          {
            key: 'items',
            label: t('store.items'),
            children: (
              <>
                <SearchInput
                  label={t('store.search')}
                  placeholder={t('store.search')}
                  onSearch={setSearch}
                  defaultValue={search}
                  className="store-content__search"
                />
                {items.isPending || (items.data && !shown) ? (
                  <PageSkeleton rows={3} />
                ) : shown?.products.length ? (
                  <ProductGrid products={shown.products} onOpen={open} />
                ) : (
                  <StatusPanel status="info" title={t('store.noItems')} />
                )}
              </>
            ),
          },
          {
            key: 'reviews',
            label: t('store.reviews'),
            children: noPlan ? (
              <StatusPanel status="info" title={noPlan} />
            ) : reviews.data?.reviews.length ? (
              <ReviewList reviews={reviews.data.reviews} />
            ) : (
              <StatusPanel status="info" title={t('store.noReviews')} />
            ),
          },
        ]}
      />
      <LazyItemModal itemId={campaign ? campaign.id : null} campaign onClose={() => setCampaign(null)} />
    </>
  );
}

/** The API's words for a store without a review plan (its 403 `review_plan`), or null for any other answer. */
function reviewPlanRefusal(error: unknown): string | null {
  return error instanceof ApiError ? (error.errors.find((e) => e.code === 'review_plan')?.message ?? null) : null;
}
