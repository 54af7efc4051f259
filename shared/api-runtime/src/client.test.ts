import { createBus } from '@mart/bus';
import { createApiClient } from './client';
import { ApiError } from './errors';
import type { TabEvent } from './tabs';

type FetchArgs = [string, RequestInit];

function mockFetch(status: number, body: unknown, answered: Record<string, string> = {}) {
  const calls: FetchArgs[] = [];
  global.fetch = jest.fn(async (url: string, init: RequestInit) => {
    calls.push([url, init]);
    // jsdom has no Response: the client reads only ok, status, headers.get and text()
    return {
      ok: status < 400,
      status,
      headers: { get: (name: string) => answered[name.toLowerCase()] ?? null },
      text: async () => (body === undefined ? '' : JSON.stringify(body)),
    };
  }) as unknown as typeof fetch;
  return calls;
}

describe('api client', () => {
  beforeEach(() => localStorage.clear());

  it('sends the SPEC §7 headers from the bus, fresh on every call', async () => {
    const bus = createBus();
    const api = createApiClient(bus, 'http://api.test/');
    const calls = mockFetch(200, { ok: 1 });
    await api.call('GET /api/v1/config');
    expect(calls[0]?.[0]).toBe('http://api.test/api/v1/config');
    expect(calls[0]?.[1].headers).toEqual({
      Accept: 'application/json',
      'X-localization': 'ru',
      'X-software-id': 'mart-web',
      'X-Request-Id': expect.stringMatching(/^web-[0-9a-f]{24}$/),
    });

    bus.set('language', 'kz');
    bus.set('location', { address: 'Almaty', lat: 43.2, lng: 76.9, zoneIds: [1, 2] });
    bus.set('module', { id: 3, module_type: 'food', module_name: 'Food' });
    bus.set('auth', { token: 'tok', profile: null });
    await api.call('GET /api/v1/items/search', { query: { offset: 1, name: 'чай & сок', category_id: undefined } });
    expect(calls[1]?.[0]).toBe(
      'http://api.test/api/v1/items/search?offset=1&name=%D1%87%D0%B0%D0%B9+%26+%D1%81%D0%BE%D0%BA',
    );
    expect(calls[1]?.[1].headers).toEqual({
      Accept: 'application/json',
      'X-localization': 'kz',
      'X-software-id': 'mart-web',
      latitude: '43.2',
      longitude: '76.9',
      zoneid: '[1,2]',
      moduleId: '3',
      Authorization: 'Bearer tok',
      'X-Request-Id': expect.stringMatching(/^web-[0-9a-f]{24}$/),
    });
    const ids = calls.map(([, init]) => (init.headers as Record<string, string>)['X-Request-Id']);
    expect(new Set(ids).size).toBe(2); // one per call
  });

  it("surfaces the call's request id on a failure: the server's answer, else the one sent", async () => {
    const api = createApiClient(createBus(), '');
    mockFetch(500, { errors: [{ code: 'internal_error', message: 'x' }] }, { 'x-request-id': 'server-chosen-id' });
    const answered = (await api.call('GET /api/v1/config').catch((e: unknown) => e)) as ApiError;
    expect(answered.requestId).toBe('server-chosen-id');
    const calls = mockFetch(503, undefined);
    const unnamed = (await api.call('GET /api/v1/config').catch((e: unknown) => e)) as ApiError;
    expect(unnamed.requestId).toBe((calls[0]?.[1].headers as Record<string, string>)['X-Request-Id']);
    global.fetch = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    const offline = (await api.call('GET /api/v1/config').catch((e: unknown) => e)) as ApiError;
    expect(offline.status).toBe(0);
    expect(offline.requestId).toMatch(/^web-/);
  });

  it('rejects with one error shape carrying the server errors', async () => {
    const api = createApiClient(createBus(), '');
    mockFetch(422, { errors: [{ code: 'email', message: 'Please enter a valid email address' }] });
    const err = await api.call('POST /api/v1/newsletter/subscribe', { body: { email: 'x' } }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).status).toBe(422);
    expect((err as ApiError).message).toBe('Please enter a valid email address');
    expect((err as ApiError).errors).toEqual([{ code: 'email', message: 'Please enter a valid email address' }]);
  });

  it('keeps a list body (trip-type conflicts) readable', async () => {
    const api = createApiClient(createBus(), '');
    mockFetch(409, [{ id: 4, name: 'Camry' }]);
    const err = (await api
      .call('PUT /api/v1/rental/user/cart/update-user-data', { body: {} })
      .catch((e: unknown) => e)) as ApiError;
    expect(err.body).toEqual([{ id: 4, name: 'Camry' }]);
  });

  it('on a 401 with a stored token: clears it, says the session ended, goes home, asks to sign in; tabs follow', async () => {
    const bus = createBus();
    bus.set('auth', { token: 'old', profile: null });
    localStorage.setItem('token', 'old');
    const requests: unknown[] = [];
    bus.requests$.subscribe((r) => requests.push(r));
    const told: TabEvent[] = [];
    const api = createApiClient(bus, '', { announce: (e) => told.push(e), listen: () => () => undefined });
    mockFetch(401, { errors: [{ code: 'auth-001', message: 'Your token has been expired. Please login again.' }] });
    await expect(api.call('GET /api/v1/customer/info')).rejects.toBeInstanceOf(ApiError);
    expect(bus.get('auth').token).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
    expect(requests).toEqual([
      { type: 'toast', level: 'error', message: 'Сеанс завершён. Войдите снова.' },
      { type: 'navigate', to: '/home' },
      { type: 'open-sign-in', view: 'sign-in' },
    ]);
    expect(told).toEqual([{ type: 'session-ended' }]);
  });

  it('an inactive account is told in the server words, without a sign-in prompt', async () => {
    const bus = createBus();
    bus.set('auth', { token: 'old', profile: null });
    const requests: unknown[] = [];
    bus.requests$.subscribe((r) => requests.push(r));
    const api = createApiClient(bus, '');
    mockFetch(401, { errors: [{ code: 'auth-002', message: 'Ваш аккаунт неактивен. Обратитесь в поддержку.' }] });
    await expect(
      api.call('POST /api/v1/customer/cart/add', { body: { item_id: 1, quantity: 1 } }),
    ).rejects.toBeInstanceOf(ApiError);
    expect(requests).toEqual([
      { type: 'toast', level: 'error', message: 'Ваш аккаунт неактивен. Обратитесь в поддержку.' },
      { type: 'navigate', to: '/home' },
    ]);
  });

  it('a write that went through is told to the other tabs; a read is not', async () => {
    const told: TabEvent[] = [];
    const api = createApiClient(createBus(), '', { announce: (e) => told.push(e), listen: () => () => undefined });
    mockFetch(200, []);
    await api.call('GET /api/v1/customer/cart/list');
    expect(told).toEqual([]);
    await api.call('POST /api/v1/customer/cart/add', { body: { item_id: 1, quantity: 1 } });
    expect(told).toEqual([{ type: 'changed' }]);
  });

  it('a 401 without a token (a wrong password) does not sign anybody out or navigate', async () => {
    const bus = createBus();
    const requests: unknown[] = [];
    bus.requests$.subscribe((r) => requests.push(r));
    const api = createApiClient(bus, '');
    mockFetch(401, { errors: [{ code: 'auth', message: 'Credential does not match' }] });
    await expect(api.call('POST /api/v1/auth/login', { body: {} })).rejects.toThrow('Credential does not match');
    expect(requests).toEqual([]);
  });

  it('turns a network failure into an ApiError', async () => {
    const api = createApiClient(createBus(), '');
    global.fetch = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    const err = (await api.call('GET /api/v1/config').catch((e: unknown) => e)) as ApiError;
    expect(err.status).toBe(0);
    expect(err.errors[0]?.code).toBe('network');
  });

  it('sends the guest id in the guest-id header, never in the URL, and only while nobody is signed in', async () => {
    const bus = createBus({ guestId: 'g-1' });
    const api = createApiClient(bus, 'http://api.test');
    const calls = mockFetch(200, []);
    await api.call('GET /api/v1/customer/cart/list');
    expect(calls[0]?.[0]).toBe('http://api.test/api/v1/customer/cart/list');
    expect(calls[0]?.[1].headers).toMatchObject({ 'guest-id': 'g-1' });
    bus.set('auth', { token: 't', profile: null });
    await api.call('GET /api/v1/customer/cart/list');
    expect(calls[1]?.[1].headers).not.toHaveProperty('guest-id');
  });

  it('fills path parameters, encoded, and refuses a route whose parameter is missing', async () => {
    const api = createApiClient(createBus(), 'http://api.test');
    const calls = mockFetch(200, {});
    await api.call('GET /api/v1/items/details/:id', { params: { id: 7 }, query: { campaign: true } });
    await api.call('GET /api/v1/pages/:slug', { params: { slug: 'privacy-policy' } });
    expect(calls.map(([url, init]) => [init.method, url])).toEqual([
      ['GET', 'http://api.test/api/v1/items/details/7?campaign=true'],
      ['GET', 'http://api.test/api/v1/pages/privacy-policy'],
    ]);
    const stray = { params: { id: '../../operator' as unknown as number } };
    await api.call('DELETE /api/v1/customer/cart/remove-item/:id', stray);
    expect(calls[2]?.[0]).toBe('http://api.test/api/v1/customer/cart/remove-item/..%2F..%2Foperator');
    expect(() => api.call('GET /api/v1/stores/details/:id', { params: {} as { id: string } })).toThrow(':id');
  });

  it('sends a JSON body, or multipart fields with several files under one name and no empty fields', async () => {
    const api = createApiClient(createBus(), '');
    const calls = mockFetch(200, {});
    await api.call('POST /api/v1/customer/order/review', { body: { order_id: 3, rating: 5, comment: 'ok' } });
    expect(calls[0]?.[1]).toMatchObject({ method: 'POST', body: '{"order_id":3,"rating":5,"comment":"ok"}' });
    expect(calls[0]?.[1].headers).toMatchObject({ 'Content-Type': 'application/json' });
    const a = new Blob(['a'], { type: 'image/png' });
    const b = new Blob(['b'], { type: 'image/png' });
    await api.call('POST /api/v1/customer/message/send', {
      form: { conversation_id: 4, message: '', image: [a, b] },
    });
    const form = calls[1]?.[1].body as FormData;
    expect(form.get('conversation_id')).toBe('4');
    expect(form.has('message')).toBe(false);
    expect(form.getAll('image')).toHaveLength(2);
    expect(calls[1]?.[1].headers).not.toHaveProperty('Content-Type');
  });

  it('takes only what the route map says a route takes: the type checker refuses the rest', async () => {
    const api = createApiClient(createBus(), '');
    mockFetch(200, {});
    const typed = async () => {
      // @ts-expect-error a path that is not a route
      await api.call('GET /api/v1/no-such-route');
      // @ts-expect-error a route with a path parameter needs it
      await api.call('GET /api/v1/items/details/:id');
      // @ts-expect-error another route's body
      await api.call('POST /api/v1/customer/order/review', { body: { email: 'x' } });
      const info = await api.call('GET /api/v1/customer/info');
      // @ts-expect-error the answer is the route's own type
      return info.no_such_field;
    };
    // and at run time a missing path parameter stops the call before it leaves
    await expect(typed()).rejects.toThrow('GET /api/v1/items/details/:id: no value for :id');
  });
});
