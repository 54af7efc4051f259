import { useEffect } from 'react';
import { act, render, screen } from '@testing-library/react';
import { bus } from '@mart/bus';
import { loadExposed } from '../federation/load-remote';
import { Overlays, overlayOf } from './Overlays';

jest.mock('../federation/load-remote', () => ({ loadExposed: jest.fn() }));
const load = jest.mocked(loadExposed);

test('maps the bus requests that open overlays, and only those', () => {
  expect(overlayOf({ type: 'open-cart-drawer' })).toBe('cart');
  expect(overlayOf({ type: 'open-trip-cart', flavour: 'rental' })).toBe('trip-rental');
  expect(overlayOf({ type: 'open-trip-cart', flavour: 'carmarket' })).toBe('trip-carmarket');
  expect(overlayOf({ type: 'open-wishlist' })).toBe('wishlist');
  expect(overlayOf({ type: 'open-location-picker' })).toBe('location');
  expect(overlayOf({ type: 'navigate', to: '/home' })).toBeUndefined();
});

test('an overlay opened by a request stays mounted, hidden, after it closes, and opens again without reloading', async () => {
  let mounts = 0;
  function Drawer({ open, onClose }: { open: boolean; onClose: () => void }) {
    useEffect(() => {
      mounts += 1;
    }, []);
    return open ? (
      <button type="button" onClick={onClose}>
        close cart
      </button>
    ) : (
      <p>cart hidden</p>
    );
  }
  load.mockResolvedValue({ default: Drawer });
  render(<Overlays />);
  expect(load).not.toHaveBeenCalled();

  act(() => bus.request({ type: 'open-cart-drawer' }));
  (await screen.findByText('close cart')).click();
  expect(await screen.findByText('cart hidden')).toBeTruthy();

  act(() => bus.request({ type: 'open-cart-drawer' }));
  expect(await screen.findByText('close cart')).toBeTruthy();
  expect(mounts).toBe(1);
  expect(load).toHaveBeenCalledTimes(1);
  expect(load).toHaveBeenCalledWith('store-modules', 'CartDrawer');
});
