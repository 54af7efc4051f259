import type { Item } from '@mart/api-types';
import { applyDiscount, toMinor } from '@mart/domain';
import { useTranslation } from '@mart/i18n';
import { Badge, Card, Space, Tag, Typography } from 'antd';
import { usePrice } from '../../lib/price';

/** Product card (SPEC §2): image, badges, name, store, price with its discount; opens the item modal. */
export function ProductCard({ item, onOpen }: { item: Item; onOpen: (item: Item) => void }) {
  const { t } = useTranslation('store');
  const price = usePrice();
  const base = toMinor(item.price);
  const final = applyDiscount(base, item);
  const discountText =
    item.discount > 0
      ? item.discount_type === 'percent'
        ? t('badge.percentOff', { value: item.discount })
        : t('badge.amountOff', { value: price.major(item.discount) })
      : null;
  const card = (
    <Card
      hoverable
      size="small"
      role="button"
      tabIndex={0}
      aria-label={item.name}
      onClick={() => onOpen(item)}
      onKeyDown={(e) => (e.key === 'Enter' || e.key === ' ') && (e.preventDefault(), onOpen(item))}
      cover={<img src={item.image_full_url} alt="" height={150} style={{ objectFit: 'cover' }} />}
      data-testid="product-card"
    >
      <Space size={2} wrap style={{ minHeight: 22 }}>
        {item.module_type === 'food' &&
          (item.veg === 1 ? <Tag color="green">{t('badge.veg')}</Tag> : <Tag color="red">{t('badge.nonVeg')}</Tag>)}
        {item.is_halal === 1 && <Tag color="cyan">{t('badge.halal')}</Tag>}
        {item.organic === 1 && <Tag color="lime">{t('badge.organic')}</Tag>}
        {item.recommended === 1 && <Tag color="gold">{t('badge.recommended')}</Tag>}
      </Space>
      <Typography.Text strong ellipsis style={{ display: 'block' }}>
        {item.name}
      </Typography.Text>
      <Typography.Text type="secondary" ellipsis style={{ display: 'block', fontSize: 12 }}>
        {item.store_name}
      </Typography.Text>
      <Space size={6}>
        <Typography.Text strong>{price.minor(final)}</Typography.Text>
        {final < base && (
          <Typography.Text delete type="secondary">
            {price.minor(base)}
          </Typography.Text>
        )}
      </Space>
    </Card>
  );
  return discountText ? (
    <Badge.Ribbon text={discountText} color="volcano">
      {card}
    </Badge.Ribbon>
  ) : (
    card
  );
}
