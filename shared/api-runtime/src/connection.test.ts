import { createBus } from '@mart/bus';
import { createApiClient } from './client';
import { SLOW_AFTER_MS } from './connection';
import { ApiError } from './errors';

/** fetch that fails while `down` is true and answers `{ ok: 1 }` otherwise; records every URL asked. */
function network() {
  const net = { down: true, urls: [] as string[] };
  global.fetch = jest.fn(async (url: string) => {
    net.urls.push(url);
    if (net.down) throw new TypeError('Failed to fetch');
    return { ok: true, status: 200, text: async () => JSON.stringify({ ok: 1 }) };
  }) as unknown as typeof fetch;
  return net;
}

const flush = () => new Promise((r) => setTimeout(r, 0));

afterEach(() => jest.useRealTimers());

test('a read that cannot reach the server fails at once and marks the connection lost', async () => {
  const net = network();
  const api = createApiClient(createBus(), 'http://api.test');
  const err = (await api.call('GET /api/v1/config').catch((e: unknown) => e)) as ApiError;
  expect(err).toBeInstanceOf(ApiError);
  expect(err.errors[0]?.code).toBe('network');
  expect(api.connection.get()).toMatchObject({ status: 'offline', unsent: 0 });
  expect(net.urls).toEqual(['http://api.test/api/v1/config']);
});

test('a write waits for Retry: sent again only when asked, answered once, and the page hears it is back', async () => {
  const net = network();
  const api = createApiClient(createBus(), 'http://api.test');
  let settled: unknown = 'pending';
  void api.call('POST /api/v1/customer/cart/add', { body: { item_id: 93, quantity: 1 } }).then(
    (v) => (settled = v),
    (e: unknown) => (settled = e),
  );
  await flush();
  expect(settled).toBe('pending');
  expect(api.connection.get()).toMatchObject({ status: 'offline', unsent: 1 });

  // Retry while still offline: tried once more, still waiting, nothing lost
  await api.connection.retry();
  expect(settled).toBe('pending');
  expect(api.connection.get().unsent).toBe(1);
  expect(net.urls.filter((u) => u.endsWith('/cart/add'))).toHaveLength(2);

  net.down = false;
  await flush();
  // back online: nothing is sent by itself
  expect(net.urls.filter((u) => u.endsWith('/cart/add'))).toHaveLength(2);
  await api.connection.retry();
  await flush();
  expect(settled).toEqual({ ok: 1 });
  expect(net.urls.filter((u) => u.endsWith('/cart/add'))).toHaveLength(3);
  expect(api.connection.get()).toEqual({ status: 'online', unsent: 0, restored: true });
});

test('Cancel gives every waiting write its network failure', async () => {
  network();
  const api = createApiClient(createBus(), '');
  const first = api
    .call('POST /api/v1/newsletter/subscribe', { body: { email: 'a@mart.kz' } })
    .catch((e: unknown) => e);
  const second = api.call('PUT /api/v1/customer/notification-settings', { body: {} }).catch((e: unknown) => e);
  await flush();
  expect(api.connection.get().unsent).toBe(2);
  api.connection.cancel();
  for (const e of await Promise.all([first, second])) expect((e as ApiError).errors[0]?.code).toBe('network');
  expect(api.connection.get().unsent).toBe(0);
});

test('the browser going offline and online: lost at once, back when the server answers the probe', async () => {
  const net = network();
  const api = createApiClient(createBus(), 'http://api.test');
  window.dispatchEvent(new Event('offline'));
  expect(api.connection.get().status).toBe('offline');
  net.down = false;
  jest.useFakeTimers();
  window.dispatchEvent(new Event('online'));
  await jest.advanceTimersByTimeAsync(10);
  expect(net.urls).toContain('http://api.test/healthz');
  expect(api.connection.get()).toMatchObject({ status: 'online', restored: true });
});

test('while the server is down the probe backs off: 2, 4, 8 … seconds', async () => {
  const net = network();
  const api = createApiClient(createBus(), 'http://api.test');
  jest.useFakeTimers();
  await api.call('GET /api/v1/config').catch(() => undefined);
  const probes = () => net.urls.filter((u) => u.endsWith('/healthz')).length;
  await jest.advanceTimersByTimeAsync(2_000);
  expect(probes()).toBe(1);
  await jest.advanceTimersByTimeAsync(3_999);
  expect(probes()).toBe(1);
  await jest.advanceTimersByTimeAsync(1);
  expect(probes()).toBe(2);
  await jest.advanceTimersByTimeAsync(8_000);
  expect(probes()).toBe(3);
  net.down = false;
  await jest.advanceTimersByTimeAsync(16_000);
  expect(api.connection.get().status).toBe('online');
});

test('a request unanswered for a while makes the connection slow until it is answered', async () => {
  jest.useFakeTimers();
  let answer: (r: unknown) => void = () => undefined;
  global.fetch = jest.fn(() => new Promise((r) => (answer = r))) as unknown as typeof fetch;
  const api = createApiClient(createBus(), '');
  const pending = api.call('GET /api/v1/config');
  await jest.advanceTimersByTimeAsync(SLOW_AFTER_MS - 1);
  expect(api.connection.get().status).toBe('online');
  await jest.advanceTimersByTimeAsync(1);
  expect(api.connection.get().status).toBe('slow');
  answer({ ok: true, status: 200, text: async () => '{}' });
  await pending;
  expect(api.connection.get().status).toBe('online');
});
