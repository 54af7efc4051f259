import type { Store } from '@mart/api-types';
import { linkClick } from '@mart/ui';
import { useInBatches } from '../useInBatches';
import { useClosedHint } from './closedHint';

export const storeHref = (s: Store) =>
  `/store/${s.id}?module_id=${s.module_id}&module_type=${s.module_type}&store_zone_id=${s.zone_id}`;

export function StoreCard({ store }: { store: Store }) {
  const closed = useClosedHint(store);
  // plain elements (plain.css), the star a character as on the store page rather than an icon component (its
  // context and style check each time): a home lists two dozen of these. Pictures lazy, as the product card's
  return (
    <a href={storeHref(store)} onClick={linkClick} className="mart-card mart-card--hoverable" data-testid="store-card">
      <img className="mart-card__cover" src={store.cover_photo_full_url} alt="" height={110} loading="lazy" />
      <span className="mart-card__body mart-card__body--row">
        <img className="mart-avatar" src={store.logo_full_url} alt="" width={40} height={40} loading="lazy" />
        <span className="mart-min-0">
          <span className="mart-strong mart-ellipsis">{store.name}</span>
          <span className="mart-muted mart-small">
            <span className="mart-star" aria-hidden>
              ★
            </span>{' '}
            {store.avg_rating.toFixed(1)} · {store.delivery_time}
            {closed && ` · ${closed}`}
          </span>
        </span>
      </span>
    </a>
  );
}

/** Store cards in the site's grid (plain.css), a long list drawn a few at a time (`useInBatches`). */
export function StoreCards({ stores }: { stores: Store[] }) {
  const shown = useInBatches(stores, stores.length);
  return (
    <div className="mart-grid mart-grid--stores">
      {stores.slice(0, shown).map((s) => (
        <StoreCard key={s.id} store={s} />
      ))}
    </div>
  );
}
