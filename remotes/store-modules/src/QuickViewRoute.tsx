import { PageSkeleton } from '@mart/ui';
import { Suspense } from 'react';
import { useLocation, useMatch, useNavigate, useParams } from 'react-router-dom';
import { CategoryPage } from './features/browse/lazy';
import { ModuleHome } from './ModuleHomeRoute';
import { LazyItemModal } from './lib/items/LazyItemModal';
import { ProductPage } from './features/items/ProductPage';
import { StorePage } from './features/stores/StorePage';
import { UnderQuickViewContext, isQuickViewState, pageUnder } from './lib/page-address';

/**
 * The module home, a category, a store and an item's address are one routed page, so opening an item's quick view
 * from any of their grids and closing it (close button, Escape, Back) is a navigation that keeps the page
 * underneath mounted: its scroll, tab, search text, paging and the link that opened the quick view, which gets the
 * focus back (issues 40.1, 41). At /product/{id} the history entry says which page the quick view was opened over;
 * a new tab or a shared link has no such entry and opens the product page.
 */
export function QuickViewRoute() {
  const location = useLocation();
  const navigate = useNavigate();
  const atProduct = useMatch('/product/:id') !== null;
  const id = Number(useParams().id);
  const state: unknown = location.state;
  const quickView = atProduct && isQuickViewState(state) && Number.isInteger(id) && id > 0;
  if (atProduct && !quickView) return <ProductPage />;
  const over = quickView ? state.over : null;
  return (
    <UnderQuickViewContext.Provider value={over}>
      <PageAt pathname={(over ?? location).pathname} />
      <LazyItemModal itemId={quickView ? id : null} onClose={() => navigate(-1)} />
    </UnderQuickViewContext.Provider>
  );
}

function PageAt({ pathname }: { pathname: string }) {
  const page = pageUnder(pathname);
  // each page its own boundary, made anew when the page changes: a lazy page routed to paints its skeleton at
  // once rather than keeping the last page on screen while its chunk downloads
  return (
    <Suspense key={page ?? 'home'} fallback={<PageSkeleton rows={8} />}>
      {page === '/store/:id' ? <StorePage /> : page === '/category/:id' ? <CategoryPage /> : <ModuleHome />}
    </Suspense>
  );
}
