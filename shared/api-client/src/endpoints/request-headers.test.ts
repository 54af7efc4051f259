import { bus } from '@mart/bus';
import { ordersApi } from './orders';
import { parcelApi } from './parcel';
import { storeCartApi } from './store-cart';
import { vehicleEndpoints } from './vehicles';
import { walletApi } from './wallet';

function mockFetch() {
  const calls: [string, RequestInit][] = [];
  global.fetch = jest.fn(async (url: string, init: RequestInit) => {
    calls.push([url, init]);
    return { ok: true, status: 200, text: async () => '{"order_id":1}' };
  }) as unknown as typeof fetch;
  return calls;
}

const sent = (init: RequestInit | undefined) => JSON.parse(String(init?.body)) as Record<string, unknown>;
const headers = (init: RequestInit | undefined) => init?.headers as Record<string, string>;

// a guest: the page's bus has a guest id and no token
beforeEach(() => {
  bus.set('auth', { token: null, profile: null });
  bus.set('guestId', 'g-1');
});

test('the idempotency key of each creating write travels in the Idempotency-Key header, never in the body', async () => {
  const calls = mockFetch();
  const order = { order_type: 'delivery', payment_method: 'cash_on_delivery', order_amount: 10 } as const;
  await ordersApi.place(order, 'checkout-123456');
  await parcelApi.place(
    {
      category_id: 1,
      sender: { address: 'x', latitude: 43.2, longitude: 76.9, contact_person_name: 'A', contact_person_number: '+1' },
      receiver: {
        address: 'y',
        latitude: 43.3,
        longitude: 76.8,
        contact_person_name: 'B',
        contact_person_number: '+2',
      },
      payment_method: 'cash_on_delivery',
      order_amount: 5,
    },
    'parcel-1',
  );
  await walletApi.addFund(
    { amount: 1000, payment_method: 'kaspi', payment_platform: 'web', callback: 'https://mart.kz/profile' },
    'wallet-1',
  );
  await vehicleEndpoints('rental').book({ payment_method: 'cash_on_delivery' } as never, 'trip-1');
  expect(calls.map(([url, init]) => [url, headers(init)['Idempotency-Key']])).toEqual([
    ['/api/v1/customer/order/place', 'checkout-123456'],
    ['/api/v1/parcel/place', 'parcel-1'],
    ['/api/v1/customer/wallet/add-fund', 'wallet-1'],
    ['/api/v1/rental/user/trip/trip-booking', 'trip-1'],
  ]);
  for (const [, init] of calls) expect(sent(init)).not.toHaveProperty('idempotency_key');
  expect(sent(calls[0]![1])).toEqual(order);
});

test("a guest's cart, quote, order and trip calls carry no guest_id in their bodies", async () => {
  const calls = mockFetch();
  await storeCartApi.add({ item_id: 1, quantity: 1 });
  await storeCartApi.update(5, { item_id: 1, quantity: 2 });
  await ordersApi.quote({ order_type: 'delivery' } as never);
  const trips = vehicleEndpoints('carmarket');
  await trips.addToCart(3, {} as never);
  await trips.updateCart(4, 2);
  await trips.updateUserData({} as never);
  await trips.clearOnZone([1]);
  await trips.cancelTrip(9, 'changed plans');
  await trips.payTrip(9, 'cash_on_delivery');
  expect(calls).toHaveLength(9);
  for (const [url, init] of calls) {
    expect([url, Object.keys(sent(init))]).toEqual([url, expect.not.arrayContaining(['guest_id'])]);
    expect([url, headers(init)['guest-id']]).toEqual([url, 'g-1']);
  }
  expect(calls.map(([url]) => url)).toContain('/api/v1/carmarket/user/order/cancel-order');
});
