import { requestKeys } from './request-keys';

const counter = () => {
  let n = 0;
  return () => `key-${++n}`;
};

test('the same request again keeps its key, whatever the field order and absent or null fields', () => {
  const keys = requestKeys(counter());
  const first = keys.keyFor({ order_amount: 30, order_note: null, payment_method: 'cash_on_delivery' });
  expect(keys.keyFor({ payment_method: 'cash_on_delivery', order_amount: 30 })).toBe(first);
});

test('a changed request (amount, note, method, cart lines) gets a new key; going back makes another', () => {
  const keys = requestKeys(counter());
  const request = { order_amount: 30, payment_method: 'cash_on_delivery', lines: '5:1' };
  expect(keys.keyFor(request)).toBe('key-1');
  expect(keys.keyFor({ ...request, order_amount: 31 })).toBe('key-2');
  expect(keys.keyFor({ ...request, order_amount: 31, order_note: 'ring' })).toBe('key-3');
  expect(keys.keyFor({ ...request, order_amount: 31, order_note: 'ring', lines: '5:2' })).toBe('key-4');
  expect(keys.keyFor(request)).toBe('key-5');
});

test('nested objects and arrays count: another address or Buy Now line is another request', () => {
  const keys = requestKeys(counter());
  const a = keys.keyFor({ address: { address: 'Абая 1', latitude: 43.2 }, items: [{ item_id: 1, quantity: 1 }] });
  expect(keys.keyFor({ items: [{ quantity: 1, item_id: 1 }], address: { latitude: 43.2, address: 'Абая 1' } })).toBe(a);
  expect(
    keys.keyFor({ address: { address: 'Абая 2', latitude: 43.2 }, items: [{ item_id: 1, quantity: 1 }] }),
  ).not.toBe(a);
});
