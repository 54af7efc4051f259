import { startTransition, useEffect, useState } from 'react';

/** Longest wait for a banner image before the rest of a page loads anyway (a stalled image must not hold it). */
const MAX_WAIT_MS = 4000;

/**
 * Whether a home's banner — its largest paint — has been painted, so the page's antd parts can be fetched without
 * competing with it: `onShown` goes to BannerCarousel; `noBanner` is true when there is none to wait for (none
 * configured, or the request failed).
 */
export function useBannerShown(noBanner: boolean): { shown: boolean; onShown: () => void } {
  const [loaded, setLoaded] = useState(false);
  const [waited, setWaited] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => startTransition(() => setWaited(true)), MAX_WAIT_MS);
    return () => clearTimeout(timer);
  }, []);
  // an image's load event comes before the frame that paints it: wait for that frame, then for the task after it.
  // The parts it lets in are rendered as a transition: in slices, and what is on screen stays until they are ready
  const onShown = () => requestAnimationFrame(() => setTimeout(() => startTransition(() => setLoaded(true)), 0));
  return { shown: loaded || waited || noBanner, onShown };
}
