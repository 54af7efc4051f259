import { useCallback, useEffect } from 'react';
import { bus, useBusValue, type BusRequest } from '@mart/bus';
import { remoteWidget, type RemoteWidgetComponent } from '../federation/RemoteWidget';
import { OVERLAYS, useOverlays, type OpenOverlay } from './useOverlays';

interface OverlayProps {
  open: boolean;
  onClose: () => void;
}

const WIDGETS: Record<OpenOverlay, RemoteWidgetComponent<OverlayProps>> = {
  cart: remoteWidget('store-modules', 'CartDrawer'),
  'trip-rental': remoteWidget('rental', 'TripCartDrawer'),
  'trip-carmarket': remoteWidget('carmarket', 'TripCartDrawer'),
  wishlist: remoteWidget('account', 'WishlistDrawer'),
  location: remoteWidget('account', 'LocationPicker'),
};

/** Start loading an overlay's code before it is asked for (the header calls it on hover, focus or touch). */
export const preloadOverlay = (o: OpenOverlay): void => WIDGETS[o].preload();

/** The overlay a bus request asks to open; undefined for requests that are not about overlays. */
export function overlayOf(r: BusRequest): OpenOverlay | undefined {
  switch (r.type) {
    case 'open-cart-drawer':
      return 'cart';
    case 'open-trip-cart':
      return r.flavour === 'rental' ? 'trip-rental' : 'trip-carmarket';
    case 'open-wishlist':
      return 'wishlist';
    case 'open-location-picker':
      return 'location';
    default:
      return undefined;
  }
}

/**
 * The drawers and dialogs other remotes expose, placed by the shell when a bus request opens one. Its own component
 * so that opening or closing one re-renders only this, not the header.
 */
export function Overlays() {
  const { overlay, opened, setOverlay } = useOverlays();
  const signedIn = Boolean(useBusValue('auth').token);
  // the wishlist is the customer's: signed out (here or in another tab), it closes instead of waiting forever
  useEffect(() => {
    if (!signedIn && overlay === 'wishlist') setOverlay(null);
  }, [signedIn, overlay, setOverlay]);
  useEffect(() => {
    const sub = bus.requests$.subscribe((r) => {
      const o = overlayOf(r);
      if (o) setOverlay(o);
    });
    return () => sub.unsubscribe();
  }, [setOverlay]);
  // stable, so a widget can keep its content from re-rendering when only `open` changes
  const close = useCallback(() => setOverlay(null), [setOverlay]);
  return (
    <>
      {OVERLAYS.filter((o) => opened.has(o)).map((o) => {
        const Widget = WIDGETS[o];
        return <Widget key={o} open={overlay === o} onClose={close} />;
      })}
    </>
  );
}
