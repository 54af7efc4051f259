import { catalogQueries } from '@mart/api-client';
import type { Item } from '@mart/api-types';
import { StarFilled } from '@ant-design/icons';
import { useTranslation } from '@mart/i18n';
import { StatusPanel } from '@mart/ui';
import { useQuery } from '@tanstack/react-query';
import { Avatar, Col, Flex, Input, List, Rate, Row, Skeleton, Tabs, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { usePrice } from '../../lib/price';
import { LazyItemModal } from '../items/LazyItemModal';
import { ProductCard } from '../items/ProductCard';
import { storeContentQueries, storeIdOf } from './store-queries';
import { StoreWishButton } from './StoreWishButton';

/** /store/{id}: header (logo, rating, address, delivery, discount), item grid with search, reviews. */
export function StorePage() {
  const { t } = useTranslation('store');
  const price = usePrice();
  const { id = '' } = useParams();
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState<Item | null>(null);
  const store = useQuery(catalogQueries.store(id));
  // a numeric id needs no details first: the items and reviews are requested beside them (a slug waits for them)
  const q = storeContentQueries(storeIdOf(id) ?? store.data?.id, search);
  const items = useQuery(q.items);
  const reviews = useQuery(q.reviews);

  if (store.isPending)
    return <Skeleton active avatar paragraph={{ rows: 8 }} style={{ maxWidth: 1280, margin: '0 auto', padding: 24 }} />;
  if (store.isError) return <StatusPanel status="404" title={t('store.notFound')} />;
  const s = store.data;
  return (
    <div style={{ maxWidth: 1280, margin: '0 auto', padding: 24 }} data-testid="store-page">
      <div style={{ position: 'relative', borderRadius: 12, overflow: 'hidden' }}>
        <img src={s.cover_photo_full_url} alt="" style={{ width: '100%', height: 200, objectFit: 'cover' }} />
      </div>
      <Flex gap={16} align="flex-start" style={{ padding: '0 16px' }} wrap>
        {/* the logo overlaps the cover; the name and details stay below it, readable in both themes */}
        <Avatar
          src={s.logo_full_url}
          size={88}
          alt=""
          style={{ border: '3px solid #fff', marginTop: -44, flex: 'none' }}
        />
        <div style={{ paddingTop: 8, minWidth: 0 }}>
          <Flex gap={12} align="center">
            <Typography.Title level={2} style={{ margin: 0 }}>
              {s.name}
            </Typography.Title>
            <StoreWishButton storeId={s.id} name={s.name} />
          </Flex>
          <Typography.Text type="secondary">
            <StarFilled style={{ color: '#faad14' }} aria-hidden /> {s.avg_rating.toFixed(1)} ({s.rating_count}) ·{' '}
            {s.address}
          </Typography.Text>
          <Flex gap={4} wrap style={{ marginTop: 4 }}>
            <Tag>{t('store.deliveryTime', { time: s.delivery_time })}</Tag>
            {s.free_delivery ? (
              <Tag color="green">{t('store.freeDelivery')}</Tag>
            ) : (
              <Tag>{t('store.minimumCharge', { amount: price.major(s.minimum_shipping_charge) })}</Tag>
            )}
            {s.discount && <Tag color="volcano">{t('store.discount', { value: s.discount.discount })}</Tag>}
            {!s.open && <Tag color="red">{t('store.closed')}</Tag>}
          </Flex>
        </div>
      </Flex>
      <Tabs
        style={{ marginTop: 24 }}
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
                  <Row gutter={[16, 16]}>
                    {items.data.products.map((p) => (
                      <Col key={p.id} xs={12} md={6} lg={4}>
                        <ProductCard item={p} onOpen={setOpen} />
                      </Col>
                    ))}
                  </Row>
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
    </div>
  );
}
