import { createBus } from './bus';
import type { BusRequest } from './events';

describe('bus', () => {
  it('gives a late subscriber the current value at once, then changes', () => {
    const bus = createBus();
    bus.set('language', 'en');
    const seen: string[] = [];
    const sub = bus.select('language').subscribe((l) => seen.push(l));
    bus.set('language', 'kz');
    sub.unsubscribe();
    expect(seen).toEqual(['en', 'kz']);
  });

  it('does not re-emit a value that did not change, nor unrelated keys', () => {
    const bus = createBus();
    const seen: string[] = [];
    bus.select('theme').subscribe((t) => seen.push(t));
    bus.set('theme', 'light');
    bus.set('language', 'en');
    bus.set('theme', 'dark');
    expect(seen).toEqual(['light', 'dark']);
  });

  it('delivers requests only to subscribers present at the time', () => {
    const bus = createBus();
    bus.request({ type: 'open-cart-drawer' });
    const got: BusRequest[] = [];
    bus.requests$.subscribe((r) => got.push(r));
    bus.request({ type: 'navigate', to: '/home' });
    expect(got).toEqual([{ type: 'navigate', to: '/home' }]);
  });

  it('keeps separate buses separate and names each instance', () => {
    const a = createBus();
    const b = createBus({ theme: 'dark' });
    a.set('theme', 'light');
    expect(b.get('theme')).toBe('dark');
    expect(a.instanceId).not.toBe(b.instanceId);
  });

  it('is typed: a key takes only its own value type', () => {
    const bus = createBus();
    // @ts-expect-error theme is 'light' | 'dark'
    bus.set('theme', 'blue');
    // @ts-expect-error unknown key
    bus.get('nope');
    expect(bus.get('cartCounts')).toEqual({ store: 0, rental: 0, carmarket: 0 });
  });
});
