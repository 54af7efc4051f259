import { ApiError } from '@mart/api-client';
import type { Item } from '@mart/api-types';
import { useTranslation } from '@mart/i18n';
import { PageFrame, Pagination, QueryState, Skeleton, StatusPanel, Tabs } from '@mart/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useStoreModule } from '../../lib/module';
import { useOpenQuickView, usePageParam } from '../../lib/page-address';
import { LazyItemModal } from '../../lib/items/LazyItemModal';
import { ProductGrid } from '../../lib/items/ProductGrid';
import { StoreGrid } from '../../lib/stores/StoreGrid';
import { browseQueries, CATEGORY_ITEMS_PAGE, CATEGORY_STORES_PAGE } from './browse-queries';

/**
 * /category/{id}: the category's items and the stores selling them, each paged (1-based offset). The home's
 * search=category link gives the id (and the name to show while the category loads) as props.
 */
export function CategoryPage({ categoryId, name }: { categoryId?: number; name?: string | null }) {
  const { t } = useTranslation('store');
  const { zoneKey } = useStoreModule();
  const param = usePageParam('/category/:id');
  const id = categoryId ?? Number(param);
  const valid = Number.isInteger(id) && id > 0;
  const [itemPage, setItemPage] = useState(1);
  const [storePage, setStorePage] = useState(1);
  // an item opens at its own address over the category (Back closes it); a campaign item in the modal
  const [campaign, setCampaign] = useState<Item | null>(null);
  const quickView = useOpenQuickView();
  const open = (item: Item) => (item.is_campaign ? setCampaign(item) : quickView(item.id));
  const category = useQuery(browseQueries.category(id, valid));
  const items = useQuery(browseQueries.categoryItems(id, zoneKey, itemPage, valid));
  const stores = useQuery(browseQueries.categoryStores(id, zoneKey, storePage, valid));

  if (!valid || (category.error instanceof ApiError && category.error.status === 404))
    return <StatusPanel status="404" title={t('browse.categoryNotFound')} />;
  if (category.isError) return <QueryState query={category} title={t('errors.loadFailed')} />;
  return (
    <PageFrame title={category.data?.name ?? name ?? <Skeleton.Input />} data-testid="category-page">
      <Tabs
        items={[
          {
            key: 'items',
            label: t('store.items'),
            children: !items.isSuccess ? (
              <QueryState query={items} rows={6} title={t('errors.loadFailed')} />
            ) : items.data.products.length === 0 ? (
              <StatusPanel status="info" title={t('browse.noCategoryItems')} />
            ) : (
              <>
                <ProductGrid products={items.data.products} onOpen={open} />
                <Pagination
                  className="mart-mt-24"
                  align="center"
                  current={itemPage}
                  pageSize={CATEGORY_ITEMS_PAGE}
                  total={items.data.total_size}
                  onChange={setItemPage}
                />
              </>
            ),
          },
          {
            key: 'stores',
            label: t('browse.stores'),
            children: !stores.isSuccess ? (
              <QueryState query={stores} rows={6} title={t('errors.loadFailed')} />
            ) : stores.data.stores.length === 0 ? (
              <StatusPanel status="info" title={t('home.noStores')} />
            ) : (
              <StoreGrid
                stores={stores.data.stores}
                total={stores.data.total_size}
                page={storePage}
                pageSize={CATEGORY_STORES_PAGE}
                onPage={setStorePage}
              />
            ),
          },
        ]}
      />
      <LazyItemModal itemId={campaign ? campaign.id : null} campaign onClose={() => setCampaign(null)} />
    </PageFrame>
  );
}
