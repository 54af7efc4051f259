import { catalogQueries } from '@mart/api-client';
import { prefetchWithPicture } from '@mart/runtime';

/** Starts the product page's item, and its picture once the item names it (the page's largest paint). */
export async function prefetchProductPage(id: number): Promise<void> {
  if (!Number.isInteger(id) || id <= 0) return;
  await prefetchWithPicture(catalogQueries.item(id), (item) => item.image_full_url);
}
