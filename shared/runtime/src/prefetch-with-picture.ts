// A page's main picture can start downloading as soon as its data names it, before React has rendered anything (a
// route manifest's `load`, issue 8, LCP).
import { queryClient } from '@mart/api-client';
import type { FetchQueryOptions, QueryKey } from '@tanstack/react-query';

/**
 * Starts downloading a page's main picture once its URL is known, so it is in the cache when the page renders it
 * (an `Image` and not a `<link rel=preload>`: an unused preload warns in the console).
 */
function preloadImage(url: string | null | undefined): void {
  // on the server (first-screen rendering) the page's HTML names the picture itself
  if (!url || typeof Image === 'undefined') return;
  const img = new Image();
  img.fetchPriority = 'high';
  img.src = url;
}

/**
 * Starts a page's query through the page's cache and, once it answers, the picture it names (the page's largest
 * paint). A failure is left to the page's own query, which shows it.
 */
export function prefetchWithPicture<T, K extends QueryKey>(
  query: FetchQueryOptions<T, Error, T, K>,
  pictureOf: (data: T) => string | null | undefined,
): Promise<void> {
  return queryClient.fetchQuery(query).then(
    (data) => preloadImage(pictureOf(data)),
    () => undefined,
  );
}
