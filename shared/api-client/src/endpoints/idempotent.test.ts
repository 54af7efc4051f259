import { postIdempotent } from './idempotent';

function mockFetch() {
  const calls: [string, RequestInit][] = [];
  global.fetch = jest.fn(async (url: string, init: RequestInit) => {
    calls.push([url, init]);
    return { ok: true, status: 200, text: async () => '{"order_id":1}' };
  }) as unknown as typeof fetch;
  return calls;
}

test('the idempotency key travels in the Idempotency-Key header, not the body', async () => {
  const calls = mockFetch();
  await postIdempotent('/api/v1/customer/order/place', { idempotency_key: 'checkout-123456', order_amount: 10 });
  const [, init] = calls[0]!;
  expect(init.headers).toMatchObject({ 'Idempotency-Key': 'checkout-123456' });
  expect(JSON.parse(init.body as string)).toEqual({ order_amount: 10 });
});

test('a call without a key sends no Idempotency-Key header', async () => {
  const calls = mockFetch();
  await postIdempotent('/api/v1/parcel/place', { order_amount: 10 });
  expect(calls[0]![1].headers).not.toHaveProperty('Idempotency-Key');
});
