import { useLocation, useMatch, useNavigate, useParams } from 'react-router-dom';
import { LazyItemModal } from '../items/LazyItemModal';
import { ProductPage } from '../items/ProductPage';
import { StorePage } from './StorePage';
import { StoreUnderContext, isQuickViewState } from './store-address';

/**
 * /store/{id} and /product/{id}: one page for both paths, so opening an item's quick view over a store and closing
 * it (close button, Escape, Back) is a navigation that keeps the store page mounted underneath — its scroll, tab,
 * search text and the link that opened the quick view, which gets the focus back (issue 40.1). At /product/{id} the
 * history entry says which store address the quick view was opened over; a new tab or a shared link has no such
 * entry and opens the product page.
 */
export function StoreRoute() {
  const { state } = useLocation();
  const navigate = useNavigate();
  const atProduct = useMatch('/product/:id') !== null;
  const id = Number(useParams().id);
  const quickView = atProduct && isQuickViewState(state) && Number.isInteger(id) && id > 0;
  if (atProduct && !quickView) return <ProductPage />;
  return (
    <StoreUnderContext.Provider value={quickView ? state.over : null}>
      <StorePage />
      <LazyItemModal itemId={quickView ? id : null} onClose={() => navigate(-1)} />
    </StoreUnderContext.Provider>
  );
}
