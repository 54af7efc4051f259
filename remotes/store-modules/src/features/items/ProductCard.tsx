import type { Item } from '@mart/api-types';
import { applyDiscount, toMinor } from '@mart/domain';
import { useTranslation } from '@mart/i18n';
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
  // plain elements (plain.css): a store page or a home shows dozens of these
  const card = (
    <div className="mart-card mart-card--hoverable" onClick={() => onOpen(item)} data-testid="product-card">
      <img className="mart-card__cover" src={item.image_full_url} alt="" height={150} />
      <div className="mart-card__body">
        <span className="mart-tags" style={{ minHeight: 22 }}>
          {item.module_type === 'food' &&
            (item.veg === 1 ? (
              <span className="mart-tag mart-tag--green">{t('badge.veg')}</span>
            ) : (
              <span className="mart-tag mart-tag--red">{t('badge.nonVeg')}</span>
            ))}
          {item.is_halal === 1 && <span className="mart-tag mart-tag--cyan">{t('badge.halal')}</span>}
          {item.organic === 1 && <span className="mart-tag mart-tag--lime">{t('badge.organic')}</span>}
          {item.recommended === 1 && <span className="mart-tag mart-tag--gold">{t('badge.recommended')}</span>}
        </span>
        {/* The whole card opens the item on a pointer click; keyboard and screen-reader users reach it through this
            button named by the item's visible name (the click bubbles to the card). */}
        <button type="button" className="mart-text-button mart-strong mart-ellipsis" style={{ maxWidth: '100%' }}>
          {item.name}
        </button>
        <span className="mart-muted mart-ellipsis" style={{ fontSize: 12 }}>
          {item.store_name}
        </span>
        <span className="mart-row" style={{ gap: 6 }}>
          <span className="mart-strong">{price.minor(final)}</span>
          {final < base && <del className="mart-muted">{price.minor(base)}</del>}
        </span>
      </div>
    </div>
  );
  return discountText ? (
    // the ribbon's colour is a darker volcano than antd's preset: white text on it keeps WCAG AA (4.5:1)
    <div className="mart-ribbon-box">
      {card}
      <span className="mart-ribbon">{discountText}</span>
    </div>
  ) : (
    card
  );
}
