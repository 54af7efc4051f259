import { catalogQueries, queryClient } from '@mart/api-client';
import { prefetchWithPicture } from '@mart/runtime';
import { storeContentQueries } from '../../lib/stores/content-queries';

/** A numeric /store/{id} names the store at once; a slug is resolved by its details. */
export const storeIdOf = (id: string): number | undefined => (/^\d+$/.test(id) ? Number(id) : undefined);

/** The chunk of a store page's items and reviews (below its top, not drawn on the server). */
export const loadStoreContent = () => import('./StoreContent');

/**
 * Starts a store page's requests, and its cover picture (the page's largest paint) once the details name it; in the
 * browser also the chunk of its items and reviews, so it downloads beside their data instead of after the first
 * render.
 */
export async function prefetchStorePage(id: string): Promise<void> {
  if (typeof window !== 'undefined') void loadStoreContent();
  const details = prefetchWithPicture(catalogQueries.store(id), (store) => store.cover_photo_full_url);
  const storeId = storeIdOf(id);
  if (storeId !== undefined) {
    const q = storeContentQueries(storeId);
    void queryClient.prefetchQuery(q.items);
    void queryClient.prefetchQuery(q.reviews);
  }
  // the items and reviews are below the page's top, drawn with antd
  await details;
}
