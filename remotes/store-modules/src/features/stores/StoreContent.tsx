import type { Item } from '@mart/api-types';
import { useTranslation } from '@mart/i18n';
import { PageSkeleton, ReviewList, SearchInput, Tabs } from '@mart/ui';
// lazy: antd's Result is only needed for an empty list, not on the first screen
import { LazyStatusPanel as StatusPanel } from '@mart/runtime';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import { LazyItemModal } from '../items/LazyItemModal';
import { ProductGrid } from '../items/ProductGrid';
import { useOpenQuickView, useStoreView } from './store-address';
import { storeContentQueries } from './store-queries';
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
            children: reviews.data?.reviews.length ? (
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
