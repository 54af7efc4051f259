import { queryClient } from '@mart/api-client';
import { prefetchWithPicture } from '@mart/runtime';
import type { Flavour } from './flavour';
import { getSearch } from './lib/search-state';
import { loadDetailsParts, vehicleDetailsQuery } from './features/details/details-queries';
import { searchPageQueries, searchQueryOf } from './lib/search-queries';

/** Starts the search page's results (and the first card's picture), categories and brands. */
export async function prefetchSearchPage(flavour: Flavour, params: URLSearchParams): Promise<void> {
  const q = searchPageQueries(flavour, searchQueryOf(params, getSearch(flavour.key)));
  const results = prefetchWithPicture(q.results, (list) => list.vehicles[0]?.thumbnail_full_url);
  void queryClient.prefetchQuery(q.categories);
  void queryClient.prefetchQuery(q.brands);
  await results;
}

/**
 * Starts a vehicle's details, and its picture (the page's largest paint) once they name it; in the browser also the
 * chunk of the page's parts below its top, so it downloads beside the details instead of after the first render.
 */
export async function prefetchDetailsPage(flavour: Flavour, id: number): Promise<void> {
  if (!Number.isInteger(id) || id <= 0) return;
  if (typeof window !== 'undefined') void loadDetailsParts();
  await prefetchWithPicture(vehicleDetailsQuery(flavour, id), (v) => v.thumbnail_full_url);
}
