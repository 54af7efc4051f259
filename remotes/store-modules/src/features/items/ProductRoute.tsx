import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { StorePage } from '../stores/StorePage';
import { StoreUnderContext, isQuickViewState } from '../stores/store-address';
import { LazyItemModal } from './LazyItemModal';
import { ProductPage } from './ProductPage';

/**
 * /product/{id}: the product page, or — when a card of a store page opened it (the history entry says which store
 * address) — the store page with the item's quick view over it. The URL is the product's either way; Back closes
 * the quick view to the store, at its tab and search text; a new tab or a shared link has no such entry and opens
 * the product page.
 */
export function ProductRoute() {
  const { state } = useLocation();
  const navigate = useNavigate();
  const id = Number(useParams().id);
  if (!isQuickViewState(state) || !Number.isInteger(id) || id <= 0) return <ProductPage />;
  return (
    <StoreUnderContext.Provider value={state.over}>
      <StorePage />
      <LazyItemModal itemId={id} onClose={() => navigate(-1)} />
    </StoreUnderContext.Provider>
  );
}
