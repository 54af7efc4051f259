import type { Store } from '@mart/api-types';
import { StarFilled } from '@ant-design/icons';
import { useTranslation } from '@mart/i18n';
import { linkClick } from '@mart/ui';
import { Avatar, Card, Flex, Typography } from 'antd';

export const storeHref = (s: Store) =>
  `/store/${s.id}?module_id=${s.module_id}&module_type=${s.module_type}&store_zone_id=${s.zone_id}`;

export function StoreCard({ store }: { store: Store }) {
  const { t } = useTranslation('store');
  return (
    <a href={storeHref(store)} onClick={linkClick} style={{ display: 'block' }} data-testid="store-card">
      <Card
        hoverable
        size="small"
        cover={<img src={store.cover_photo_full_url} alt="" height={110} style={{ objectFit: 'cover' }} />}
      >
        <Flex gap={8} align="center">
          <Avatar src={store.logo_full_url} alt="" size={40} />
          <div style={{ minWidth: 0 }}>
            <Typography.Text strong ellipsis style={{ display: 'block' }}>
              {store.name}
            </Typography.Text>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              <StarFilled style={{ color: '#faad14' }} aria-hidden /> {store.avg_rating.toFixed(1)} ·{' '}
              {store.delivery_time}
              {store.open ? '' : ` · ${t('store.closed')}`}
            </Typography.Text>
          </div>
        </Flex>
      </Card>
    </a>
  );
}
