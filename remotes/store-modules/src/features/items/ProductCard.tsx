import type { Item } from '@mart/api-types';
import { applyDiscount, toMinor } from '@mart/domain';
import { useTranslation } from '@mart/i18n';
import { Badge, Card, Space, Tag, Typography } from 'antd';
import { usePrice } from '../../lib/price';

const RIBBON = '#b93a10';

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
      onClick={() => onOpen(item)}
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
      {/* The whole card opens the item on a pointer click; keyboard and screen-reader users reach it through this
          button named by the item's visible name (the click bubbles to the card). */}
      <Typography.Text strong ellipsis style={{ display: 'block' }}>
        <button type="button" className="mart-text-button">
          {item.name}
        </button>
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
    // a darker volcano than antd's preset: white text on it keeps WCAG AA (4.5:1) in both themes
    <Badge.Ribbon text={discountText} color={RIBBON}>
      {card}
    </Badge.Ribbon>
  ) : (
    card
  );
}
