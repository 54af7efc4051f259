import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { navigateToUrl } from 'single-spa';
import { bus, useBusValue, type BusRequest } from '@mart/bus';
import { queryClient } from '@mart/api-client';
import { useTranslation } from '@mart/i18n';
import { Header } from './layout/Header';
import { remoteWidget } from './federation/RemoteWidget';
import { useGuestId, useModules, useSiteConfig } from './state/useSiteData';
import { AuthHost } from './auth/AuthHost';
import type { ToastRequest } from './layout/Toaster';

interface OverlayProps {
  open: boolean;
  onClose: () => void;
}
const CartDrawer = remoteWidget<OverlayProps>('store-modules', 'CartDrawer');
const RentalTripCart = remoteWidget<OverlayProps>('rental', 'TripCartDrawer');
const CarmarketTripCart = remoteWidget<OverlayProps>('carmarket', 'TripCartDrawer');
const WishlistDrawer = remoteWidget<OverlayProps>('account', 'WishlistDrawer');
const LocationPicker = remoteWidget<OverlayProps>('account', 'LocationPicker');

// below the first screen (and holding the newsletter form and the build details): not needed for the first paint
const Footer = lazy(() => import('./layout/Footer').then((m) => ({ default: m.Footer })));
// antd's message (and its notification and motion code) arrives with the first toast
const Toaster = lazy(() => import('./layout/Toaster').then((m) => ({ default: m.Toaster })));

type Overlay = 'cart' | 'trip-rental' | 'trip-carmarket' | 'wishlist' | 'location' | null;

const LOGOUT_DELAY_MS = 500;

let toastIds = 0;

/** Toasts waiting for the Toaster; `toasterOn` once the first one was asked for (the Toaster then stays mounted). */
function useToasts() {
  const [toasts, setToasts] = useState<ToastRequest[]>([]);
  const [toasterOn, setToasterOn] = useState(false);
  const show = useCallback((t: Omit<ToastRequest, 'id'>) => {
    setToasterOn(true);
    setToasts((list) => [...list, { ...t, id: ++toastIds }]);
  }, []);
  const shown = useCallback((id: number) => setToasts((list) => list.filter((x) => x.id !== id)), []);
  return { toasts, toasterOn, show, shown };
}

/** Serves the bus requests that the shell owns: navigation, toasts, logout, and which overlay is open. */
function useRequests(setOverlay: (o: Overlay) => void, show: (t: Omit<ToastRequest, 'id'>) => void) {
  const { t } = useTranslation();
  useEffect(() => {
    const sub = bus.requests$.subscribe((r: BusRequest) => {
      switch (r.type) {
        case 'navigate':
          if (r.replace) window.history.replaceState(null, '', r.to);
          navigateToUrl(r.to);
          break;
        case 'toast':
          show({ level: r.level, message: r.message, duration: r.duration });
          break;
        case 'open-cart-drawer':
          setOverlay('cart');
          break;
        case 'open-trip-cart':
          setOverlay(r.flavour === 'rental' ? 'trip-rental' : 'trip-carmarket');
          break;
        case 'open-wishlist':
          setOverlay('wishlist');
          break;
        case 'open-location-picker':
          setOverlay('location');
          break;
        case 'logout':
          // SPEC §4: after 500 ms clear token, cart and profile, toast, go to /home
          setTimeout(() => {
            bus.set('auth', { token: null, profile: null });
            bus.set('cartCounts', { store: 0, rental: 0, carmarket: 0 });
            queryClient.clear();
            show({ level: 'success', message: t('logoutSuccess') });
            navigateToUrl('/home');
          }, LOGOUT_DELAY_MS);
          break;
        default:
          break;
      }
    });
    return () => sub.unsubscribe();
  }, [show, setOverlay, t]);
}

export function ShellChrome() {
  const [overlay, setOverlay] = useState<Overlay>(null);
  const theme = useBusValue('theme');
  useSiteConfig();
  useModules();
  useGuestId();
  const { toasts, toasterOn, show, shown } = useToasts();
  useRequests(setOverlay, show);
  const close = () => setOverlay(null);
  const footerEl = document.getElementById('mart-footer');
  const overlaysEl = document.getElementById('mart-overlays');
  return (
    <div data-theme={theme}>
      <Header />
      {toasterOn && (
        <Suspense fallback={null}>
          <Toaster toasts={toasts} onShown={shown} />
        </Suspense>
      )}
      {footerEl &&
        createPortal(
          <Suspense fallback={null}>
            <Footer />
          </Suspense>,
          footerEl,
        )}
      {overlaysEl &&
        createPortal(
          <>
            <AuthHost />
            {overlay === 'cart' && <CartDrawer open onClose={close} />}
            {overlay === 'trip-rental' && <RentalTripCart open onClose={close} />}
            {overlay === 'trip-carmarket' && <CarmarketTripCart open onClose={close} />}
            {overlay === 'wishlist' && <WishlistDrawer open onClose={close} />}
            {overlay === 'location' && <LocationPicker open onClose={close} />}
          </>,
          overlaysEl,
        )}
    </div>
  );
}
