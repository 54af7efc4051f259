import { ApiError } from '../src/errors';
import { providerSocialVerifier, socialVerifierFor } from '../src/services/accounts/social';

// The real provider checks, against a stand-in for the providers' HTTP endpoints (no network here).
type Reply = { status: number; body?: unknown } | 'network-down';
function fakeFetch(routes: Record<string, Reply>) {
  const calls: string[] = [];
  const fetcher = async (url: string) => {
    calls.push(url);
    const key = Object.keys(routes).find((k) => url.startsWith(k));
    const reply = key ? routes[key]! : { status: 404, body: {} };
    if (reply === 'network-down') throw new TypeError('fetch failed');
    return { ok: reply.status < 300, status: reply.status, json: async () => reply.body };
  };
  return { fetcher, calls };
}
const GOOGLE = 'https://oauth2.googleapis.com/tokeninfo';
const FB_APP = 'https://graph.facebook.com/app';
const FB_ME = 'https://graph.facebook.com/me';
const providers = { googleClientId: 'our-client.apps.googleusercontent.com', facebookAppId: '1234' };

async function errorOf(p: Promise<unknown>): Promise<ApiError> {
  const e = await p.then(
    () => null,
    (err: unknown) => err,
  );
  if (!(e instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(e)}`);
  return e;
}

describe('Google ID tokens', () => {
  const ok = {
    aud: providers.googleClientId,
    email: 'Aliya@Example.com',
    email_verified: 'true',
    sub: 'g-1',
    name: 'Aliya',
  };

  test('a token issued for our client with a verified email names the customer', async () => {
    const { fetcher, calls } = fakeFetch({ [GOOGLE]: { status: 200, body: ok } });
    const who = await providerSocialVerifier(providers, fetcher).verify('google', 'tok en', undefined);
    expect(who).toEqual({ email: 'aliya@example.com', uniqueId: 'g-1', name: 'Aliya' });
    expect(calls).toEqual([`${GOOGLE}?id_token=tok%20en`]);
  });

  test.each([
    ['issued for another client', { ...ok, aud: 'someone-else' }],
    ['email not verified', { ...ok, email_verified: 'false' }],
    ['no email', { ...ok, email: undefined }],
  ])('%s: refused with 401', async (_name, body) => {
    const { fetcher } = fakeFetch({ [GOOGLE]: { status: 200, body } });
    const e = await errorOf(providerSocialVerifier(providers, fetcher).verify('google', 't', undefined));
    expect([e.statusCode, e.code]).toEqual([401, 'token']);
  });

  test('an expired token (Google answers 400) is refused; Google unreachable is a 503, not a refusal', async () => {
    const bad = fakeFetch({ [GOOGLE]: { status: 400, body: { error: 'invalid_token' } } });
    expect(
      (await errorOf(providerSocialVerifier(providers, bad.fetcher).verify('google', 't', undefined))).statusCode,
    ).toBe(401);
    const down = fakeFetch({ [GOOGLE]: 'network-down' });
    const e = await errorOf(providerSocialVerifier(providers, down.fetcher).verify('google', 't', undefined));
    expect([e.statusCode, e.code]).toEqual([503, 'social_unavailable']);
  });
});

describe('Facebook access tokens', () => {
  test("our app's token with an email on the profile names the customer", async () => {
    const { fetcher } = fakeFetch({
      [FB_APP]: { status: 200, body: { id: '1234' } },
      [FB_ME]: { status: 200, body: { id: 'fb-9', name: 'Erlan', email: 'erlan@example.com' } },
    });
    const who = await providerSocialVerifier(providers, fetcher).verify('facebook', 't', 'fb-9');
    expect(who).toEqual({ email: 'erlan@example.com', uniqueId: 'fb-9', name: 'Erlan' });
  });

  test("another app's token, or a profile that is not the one claimed, is refused", async () => {
    const other = fakeFetch({ [FB_APP]: { status: 200, body: { id: '999' } } });
    expect(
      (await errorOf(providerSocialVerifier(providers, other.fetcher).verify('facebook', 't', undefined))).statusCode,
    ).toBe(401);
    const mismatch = fakeFetch({
      [FB_APP]: { status: 200, body: { id: '1234' } },
      [FB_ME]: { status: 200, body: { id: 'fb-9', email: 'erlan@example.com' } },
    });
    expect(
      (await errorOf(providerSocialVerifier(providers, mismatch.fetcher).verify('facebook', 't', 'fb-1'))).statusCode,
    ).toBe(401);
  });
});

describe('which verifier a deployment gets', () => {
  test('no keys and demo off: no social sign-in at all', () => {
    expect(socialVerifierFor({}, false)).toBeNull();
  });

  test('a provider without its key is "not configured" (400), Apple always', async () => {
    const v = providerSocialVerifier({ googleClientId: 'x' }, fakeFetch({}).fetcher);
    expect((await errorOf(v.verify('facebook', 't', undefined))).code).toBe('social_login');
    expect((await errorOf(v.verify('apple', 't', undefined))).code).toBe('social_login');
  });

  test('demo mode keeps demo:<email> tokens working next to the real providers', async () => {
    const v = socialVerifierFor(providers, true)!;
    await expect(v.verify('google', 'demo:test@example.com', undefined)).resolves.toMatchObject({
      email: 'test@example.com',
    });
  });
});
