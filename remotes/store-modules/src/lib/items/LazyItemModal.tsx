import { lazyModal } from '@mart/runtime';

/** The item modal (variations, add-ons, quantity) loads on the first product click, not with the page. */
export const LazyItemModal = lazyModal(
  () => import('./ItemModal').then((m) => m.ItemModal),
  (p) => p.itemId !== null,
);
