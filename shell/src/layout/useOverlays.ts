import { useCallback, useState } from 'react';

/** The overlays the shell places, in the order they are stacked. */
export const OVERLAYS = ['cart', 'trip-rental', 'trip-carmarket', 'wishlist', 'location'] as const;
export type OpenOverlay = (typeof OVERLAYS)[number];
export type Overlay = OpenOverlay | null;

/**
 * Which overlay is open, and which have been opened: an overlay stays mounted (hidden) after its first opening, so
 * opening it again only shows it instead of mounting its widget again (mounting the cart drawer and its list was
 * most of the 216–264 ms a reopening took on a 4× slowed CPU).
 */
export function useOverlays() {
  const [overlay, setOverlayState] = useState<Overlay>(null);
  const [opened, setOpened] = useState<ReadonlySet<Overlay>>(() => new Set());
  const setOverlay = useCallback((o: Overlay) => {
    setOverlayState(o);
    if (o) setOpened((seen) => (seen.has(o) ? seen : new Set(seen).add(o)));
  }, []);
  return { overlay, opened, setOverlay };
}
