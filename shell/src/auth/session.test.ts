import { api } from '@mart/api-client';
import { bus } from '@mart/bus';
import { endSession } from './session';

type Call = [string, RequestInit];

function mockFetch(status: number) {
  const calls: Call[] = [];
  global.fetch = jest.fn(async (url: string, init: RequestInit) => {
    calls.push([url, init]);
    return { ok: status < 400, status, text: async () => JSON.stringify({ message: 'Logout successful' }) };
  }) as unknown as typeof fetch;
  return calls;
}

describe('logout', () => {
  beforeEach(() => api.configure({ baseUrl: 'http://api.test' }));

  it('revokes the token at the API before the page forgets it', async () => {
    const calls = mockFetch(200);
    bus.set('auth', { token: 'tok-1', profile: null });
    bus.set('cartCounts', { store: 2, rental: 1, carmarket: 0 });
    await endSession();
    expect(calls).toHaveLength(1);
    const [url, init] = calls[0]!;
    expect(url).toBe('http://api.test/api/v1/auth/logout');
    expect(init.method).toBe('POST');
    expect(init.headers).toMatchObject({ Authorization: 'Bearer tok-1' });
    expect(bus.get('auth').token).toBeNull();
    expect(bus.get('cartCounts')).toEqual({ store: 0, rental: 0, carmarket: 0 });
  });

  it('still signs out when the API cannot be reached or the token is already dead', async () => {
    global.fetch = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    bus.set('auth', { token: 'tok-2', profile: null });
    await endSession();
    expect(bus.get('auth').token).toBeNull();

    const calls = mockFetch(401);
    bus.set('auth', { token: 'tok-3', profile: null });
    await endSession();
    expect(calls).toHaveLength(1);
    expect(bus.get('auth').token).toBeNull();
  });

  it('makes no call without a token', async () => {
    const calls = mockFetch(200);
    bus.set('auth', { token: null, profile: null });
    await endSession();
    expect(calls).toEqual([]);
  });
});
