import type { Item } from '@mart/api-types';
import { useTranslation } from '@mart/i18n';
import { StatusPanel } from '@mart/ui';
import { useQuery } from '@tanstack/react-query';
import { Flex, Input, List, Rate, Skeleton, Tabs } from 'antd';
import { useState } from 'react';
import { LazyItemModal } from '../items/LazyItemModal';
import { ProductGrid } from '../items/ProductGrid';
import { storeContentQueries } from './store-queries';

/** The store page below its header (antd): the item grid with its search, the reviews, the item modal. */
export function StoreContent({ storeId }: { storeId: number }) {
  const { t } = useTranslation('store');
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState<Item | null>(null);
  const q = storeContentQueries(storeId, search);
  const items = useQuery(q.items);
  const reviews = useQuery(q.reviews);
  return (
    <>
      <Tabs
        items={[
          {
            key: 'items',
            label: t('store.items'),
            children: (
              <>
                <Input.Search
                  allowClear
                  placeholder={t('store.search')}
                  aria-label={t('store.search')}
                  onSearch={setSearch}
                  style={{ maxWidth: 360, marginBottom: 16 }}
                />
                {items.isPending ? (
                  <Skeleton active />
                ) : items.data?.products.length ? (
                  <ProductGrid products={items.data.products} onOpen={setOpen} />
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
              <List
                dataSource={reviews.data.reviews}
                renderItem={(r) => (
                  <List.Item>
                    <List.Item.Meta
                      title={
                        <Flex gap={8}>
                          {r.customer_name}
                          <Rate disabled allowHalf value={r.rating} style={{ fontSize: 12 }} />
                        </Flex>
                      }
                      description={r.comment}
                    />
                  </List.Item>
                )}
              />
            ) : (
              <StatusPanel status="info" title={t('store.noReviews')} />
            ),
          },
        ]}
      />
      <LazyItemModal itemId={open ? open.id : null} campaign={open?.is_campaign} onClose={() => setOpen(null)} />
    </>
  );
}
