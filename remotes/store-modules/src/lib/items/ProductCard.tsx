import type { StoreCartLine } from '@mart/api-client';
import type { Item } from '@mart/api-types';
import { applyDiscount, toMinor } from '@mart/domain';
import { memo, type MouseEvent } from 'react';
import type { CardKit } from './useCardCart';
import './product-card.css';
import { Tag } from '@mart/ui';

/**
 * The card's Add button, which turns into a − n + counter once the item is in the cart (a polished storefront's
 * quick add; SPEC is silent). Items with choices and an item from another store than the cart's open the item
 * modal, which asks and validates (the grid's `useCardCart`).
 */
function QuickAdd({ item, line, busy, kit }: { item: Item; line?: StoreCartLine; busy: boolean; kit: CardKit }) {
  const { t } = kit;
  const stop = (fn: () => void) => (e: MouseEvent) => {
    e.stopPropagation();
    fn();
  };
  if (line)
    return (
      <span className="mart-row product-card__counter" data-testid="card-counter">
        <button
          type="button"
          className="mart-qty"
          disabled={busy}
          aria-label={t('a11y.decrease', { name: item.name })}
          onClick={stop(() => kit.step(item, line, 'decrement'))}
        >
          −
        </button>
        <span aria-live="polite" aria-label={t('a11y.quantity', { count: line.quantity })}>
          {line.quantity}
        </span>
        <button
          type="button"
          className="mart-qty"
          disabled={busy}
          aria-label={t('a11y.increase', { name: item.name })}
          onClick={stop(() => kit.step(item, line, 'increment'))}
        >
          +
        </button>
      </span>
    );
  return (
    <button
      type="button"
      className="mart-qty mart-qty--add"
      disabled={busy}
      aria-label={t('journey.addItem', { name: item.name })}
      onClick={stop(() => kit.quickAdd(item))}
    >
      {t('journey.add')}
    </button>
  );
}

/**
 * Product card (SPEC §2): image, badges, name, store, price with its discount; opens the item modal. Memoised: a
 * grid redraws only the card whose cart line changed. `line` is the item's plain cart line, `busy` while the cart
 * answers for it.
 */
export const ProductCard = memo(function ProductCard({
  item,
  line,
  busy,
  kit,
}: {
  item: Item;
  line?: StoreCartLine;
  busy: boolean;
  kit: CardKit;
}) {
  const { t, price } = kit;
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
    <div className="mart-card mart-card--hoverable" onClick={() => kit.open(item)} data-testid="product-card">
      {/* lazy: a grid's pictures below the fold are fetched and painted as they near the screen, so the page is
          quiet (and interactive) sooner */}
      <img className="mart-card__cover" src={item.image_full_url} alt="" height={150} loading="lazy" />
      <div className="mart-card__body">
        <span className="mart-tags product-card__tags">
          {item.module_type === 'food' &&
            (item.veg === 1 ? <Tag color="green">{t('badge.veg')}</Tag> : <Tag color="red">{t('badge.nonVeg')}</Tag>)}
          {item.is_halal === 1 && item.halal_tag_status !== 0 && <Tag color="cyan">{t('badge.halal')}</Tag>}
          {item.organic === 1 && <Tag color="lime">{t('badge.organic')}</Tag>}
          {item.recommended === 1 && <Tag color="gold">{t('badge.recommended')}</Tag>}
        </span>
        {/* The whole card opens the item on a pointer click; keyboard and screen-reader users reach it through this
            link named by the item's visible name (the click bubbles to the card). A real link to the item's page
            (issue 41): a new tab, a copied address or a crawler gets the product page. A campaign item has no page
            of its own: a button. */}
        {item.is_campaign ? (
          <button type="button" className="mart-text-button mart-strong mart-ellipsis product-card__name">
            {item.name}
          </button>
        ) : (
          <a
            href={`/product/${item.id}`}
            className="mart-text-button mart-strong mart-ellipsis product-card__name"
            onClick={(e) => {
              // a new tab or window is the browser's to open; a plain click opens the quick view (the card's)
              if (e.ctrlKey || e.metaKey || e.shiftKey || e.altKey || e.button !== 0) e.stopPropagation();
              else e.preventDefault();
            }}
          >
            {item.name}
          </a>
        )}
        <span className="mart-muted mart-ellipsis mart-small">{item.store_name}</span>
        <span className="mart-row mart-row--apart product-card__price">
          <span className="mart-row product-card__price">
            <span className="mart-strong">{price.minor(final)}</span>
            {final < base && <del className="mart-muted">{price.minor(base)}</del>}
          </span>
          {/* campaign items are ordered with Order Now in the modal, never added from the card */}
          {!item.is_campaign && <QuickAdd item={item} line={line} busy={busy} kit={kit} />}
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
});
