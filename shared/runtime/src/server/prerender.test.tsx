/** @jest-environment node */
// The server render of a remote's first screen, in Node as the shell's server runs it: the API answered by a
// stand-in fetch, the store remote stood in for by a small route table and routes.
import { Route, Routes, useParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { api, queryClient } from '@mart/api-client';
import { bus, useBusValue } from '@mart/bus';
import { useTranslation } from '@mart/i18n';
import { Suspense } from 'react';
import { lazyAntd } from '../lazyAntd';
import type { RouteManifest } from '../route-manifest';
import { createPrerenderer, type PrerenderRequest } from './prerender';

const MODULES = [
  { id: 1, module_type: 'food', module_name: 'Еда' },
  { id: 6, module_type: 'rental', module_name: 'Аренда' },
];
const calls: { url: string; headers: Record<string, string> }[] = [];
let down = false;

beforeEach(() => {
  calls.length = 0;
  down = false;
  global.fetch = jest.fn(async (input: string | URL | Request, init?: RequestInit) => {
    const url = String(input);
    const headers = (init?.headers ?? {}) as Record<string, string>;
    calls.push({ url, headers });
    // an API that never answers: only the deadline can end the render
    if (down) return new Promise<Response>(() => undefined);
    const path = new URL(url).pathname;
    // the answer to /thing/:id says which language it was asked in, so interleaved renders would show
    const body =
      path === '/api/v1/config'
        ? { business_name: 'Mart' }
        : path === '/api/v1/module'
          ? MODULES
          : { name: `<b>Thing ${path.split('/').pop()}</b> ${headers['X-localization']}` };
    return new Response(JSON.stringify(body), { status: 200 });
  }) as typeof fetch;
});

const thingQuery = (id: string) => ({
  queryKey: ['thing', id],
  queryFn: () => api.call('GET /api/v1/stores/details/:id', { params: { id } }),
});
const AntdPart = lazyAntd(async () => () => <p>antd part</p>);

function Thing() {
  const { id = '' } = useParams();
  const { data } = useQuery(thingQuery(id));
  return (
    <article>
      <h1>{data?.name ?? 'loading'}</h1>
      <Suspense fallback={<span className="mart-skeleton" />}>
        <AntdPart />
      </Suspense>
    </article>
  );
}

function Home() {
  const module = useBusValue('module');
  const { t } = useTranslation();
  return (
    <h2>
      {module?.module_name} · {t('common:remote.retry')}
    </h2>
  );
}

function Root() {
  return (
    <Routes>
      <Route path="/store/:id" element={<Thing />} />
      <Route path="*" element={<Home />} />
    </Routes>
  );
}

const load = async () => undefined;
const routes: RouteManifest = [
  { path: '/', page: Home, load, ssr: true, followsModule: true },
  { path: '/home', page: Home, load, ssr: true, followsModule: true },
  { path: '/store/:id', page: Thing, ssr: true, load: ({ id = '' }) => queryClient.prefetchQuery(thingQuery(id)) },
  { path: '/checkout', page: Home },
];
const store = createPrerenderer('store-modules', routes, Root);
const rental = createPrerenderer('rental', routes, Root);

/** A request whose page cookies say `language`, module `moduleId` and a location in zone 1. */
const request = ({
  language = 'ru',
  moduleId = 1,
  ...o
}: Partial<PrerenderRequest> & { language?: string; moduleId?: number } = {}): PrerenderRequest => ({
  url: '/store/7',
  cookie: `mart_lang=${language}; mart_module=${moduleId}; mart_loc=${encodeURIComponent('{"lat":43.2,"lng":76.9,"zoneIds":[1]}')}`,
  apiBaseUrl: 'http://api.test',
  deadline: Date.now() + 2000,
  ...o,
});

test('draws the page from its data, escaped, with the data it was drawn from; antd parts stay their fallback', async () => {
  const r = await store.prerender(request());
  expect(r?.app).toBe('store-modules');
  expect(r?.html).toContain('<h1>&lt;b&gt;Thing 7&lt;/b&gt; ru</h1>');
  expect(r?.html).toContain('mart-skeleton');
  expect(r?.html).not.toContain('antd part');
  const keys = r?.state.queries.map((q) => q.queryKey);
  expect(keys).toEqual(
    expect.arrayContaining([
      ['config', 'ru'],
      ['modules', 'ru'],
      ['thing', '7'],
    ]),
  );
  // the API is asked as the browser would ask it, with the customer's language, location and module
  const thing = calls.find((c) => c.url === 'http://api.test/api/v1/stores/details/7');
  expect(thing?.headers).toMatchObject({ 'X-localization': 'ru', zoneid: '[1]', moduleId: '1' });
  expect(thing?.headers.Authorization).toBeUndefined();
  // nothing of this customer's render is left for the next one
  expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
});

test('a module home belongs to the selected module’s app; a page outside the table is not drawn at all', async () => {
  expect((await store.prerender(request({ url: '/home' })))?.html).toMatch(/<h2>Еда.*·.*Повторить<\/h2>/);
  expect(await rental.prerender(request({ url: '/home' }))).toBeNull();
  expect((await rental.prerender(request({ url: '/home', moduleId: 6 })))?.app).toBe('rental');
  // no module (or one the API does not list): the shell's module picker owns /home, and draws it
  expect(await store.prerender(request({ url: '/home', moduleId: 99 }))).toBeNull();
  const picker = createPrerenderer('shell-pages', routes, Root);
  expect((await picker.prerender(request({ url: '/home', moduleId: 99 })))?.app).toBe('shell-pages');
  expect(await picker.prerender(request({ url: '/', moduleId: 1 }))).toBeNull();
  calls.length = 0;
  expect(await store.prerender(request({ url: '/checkout' }))).toBeNull();
  expect(calls).toHaveLength(0);
});

test('translations and the page’s lang and dir follow the request’s language', async () => {
  const [ru, kz, ar] = await Promise.all([
    store.prerender(request({ url: '/home', language: 'ru' })),
    store.prerender(request({ url: '/home', language: 'kz' })),
    store.prerender(request({ url: '/home', language: 'ar' })),
  ]);
  expect(ru?.html).toContain('Повторить');
  expect(ru?.page).toEqual({ language: 'ru', moduleId: 1, theme: 'light', lang: 'ru', dir: 'ltr' });
  expect(kz?.html).toContain('Қайталау');
  expect(kz?.page).toMatchObject({ lang: 'kk', dir: 'ltr' });
  // a right-to-left code without translations of its own: English, laid out right to left, as in the browser
  expect(ar?.html).toContain('Retry');
  expect(ar?.page).toMatchObject({ language: 'ar', lang: 'ar', dir: 'rtl' });
  // no cookies at all: the site's default language; no module, so /home is the shell's module picker
  expect((await store.prerender(request({ cookie: undefined })))?.page).toMatchObject({
    language: 'ru',
    moduleId: null,
  });
  expect(await store.prerender(request({ url: '/home', cookie: undefined }))).toBeNull();
});

test('renders asked at once run one after another: each sees its own customer’s language', async () => {
  const results = await Promise.all(
    ['ru', 'kz', 'en', 'ru'].map((language, i) => store.prerender(request({ url: `/store/${i}`, language }))),
  );
  expect(results.map((r) => /Thing \d&lt;\/b&gt; (\w+)/.exec(r?.html ?? '')?.[1])).toEqual(['ru', 'kz', 'en', 'ru']);
});

test('an API that does not answer by the deadline gives no render, and the next customer is not held up', async () => {
  down = true;
  expect(await store.prerender(request({ deadline: Date.now() + 150 }))).toBeNull();
  expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
  down = false;
  expect((await store.prerender(request()))?.html).toContain('Thing 7');
  // a request already past its deadline is not started
  calls.length = 0;
  expect(await store.prerender(request({ deadline: Date.now() - 1 }))).toBeNull();
  expect(calls).toHaveLength(0);
});

// A personal page (the profile): drawn with the customer's own data when the request carries their session cookie.
const CUSTOMERS: Record<string, string> = { 'tok-alice-0123456789': 'Alice', 'tok-bob-0123456789ab': 'Bob' };
const meQuery = (token: string | null) => ({
  queryKey: ['me', token],
  queryFn: () => api.call('GET /api/v1/customer/info'),
  enabled: !!token,
});

function Me() {
  const { token } = useBusValue('auth');
  const { data } = useQuery(meQuery(token));
  if (!token) return <p>sign in, please</p>;
  return <p>{data ? `hello ${data.f_name}` : 'loading'}</p>;
}

const personalRoutes: RouteManifest = [
  {
    path: '/me',
    page: Me,
    ssr: true,
    personal: true,
    load: async () => {
      const { token } = bus.get('auth');
      if (!token) return;
      // a write a page might start on its way: it must never go out with the customer's session
      await api.call('POST /api/v1/customer/update-interest', { body: { interest: [] } }).catch(() => undefined);
      await queryClient.fetchQuery(meQuery(token));
    },
  },
  { path: '/open', page: Me, ssr: true, load: () => api.call('GET /api/v1/customer/info').catch(() => undefined) },
];
const account = createPrerenderer('account', personalRoutes, () => (
  <Routes>
    <Route path="*" element={<Me />} />
  </Routes>
));

/** The stand-in API answers /customer/info for a known token only, 401 otherwise (expired, forged, none). */
function withCustomers() {
  const base = global.fetch;
  global.fetch = jest.fn(async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input));
    if (url.pathname !== '/api/v1/customer/info' && url.pathname !== '/api/v1/customer/update-interest')
      return base(input, init);
    const headers = (init?.headers ?? {}) as Record<string, string>;
    calls.push({ url: `${init?.method ?? 'GET'} ${url.pathname}`, headers });
    const name = CUSTOMERS[(headers.Authorization ?? '').replace(/^Bearer /, '')];
    // each answer waits a moment, so renders asked at once would interleave if they could
    await new Promise((r) => setTimeout(r, 5));
    return name
      ? new Response(JSON.stringify({ f_name: name }), { status: 200 })
      : new Response(JSON.stringify({ errors: [{ code: 'auth', message: 'Unauthorized' }] }), { status: 401 });
  }) as typeof fetch;
}

const as = (token: string | null, url = '/me') =>
  request({ url, cookie: `mart_lang=ru; mart_module=1${token === null ? '' : `; mart_session=${token}`}` });

test('a personal page is drawn with the session’s customer; the token goes out on GETs only and is not in the page', async () => {
  withCustomers();
  const r = await account.prerender(as('tok-alice-0123456789'));
  expect(r?.html).toContain('hello Alice');
  expect(r?.session).toBe('customer');
  const info = calls.find((c) => c.url === 'GET /api/v1/customer/info');
  expect(info?.headers.Authorization).toBe('Bearer tok-alice-0123456789');
  const write = calls.find((c) => c.url === 'POST /api/v1/customer/update-interest');
  expect(write).toBeDefined();
  expect(write?.headers.Authorization).toBeUndefined();
  // the page's data goes to the browser without the token it was asked with (the query keyed by it stays out)
  expect(JSON.stringify(r?.state)).not.toContain('tok-alice');
  expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
});

test('two customers asking at once each get their own page; a guest, a forged or expired token get the guest’s', async () => {
  withCustomers();
  const tokens = ['tok-alice-0123456789', 'tok-bob-0123456789ab', null, 'tok-expired-000000000', 'x'.repeat(5000)];
  const results = await Promise.all([...tokens, ...tokens].map((t) => account.prerender(as(t))));
  const seen = results.map((r) => /<p>([^<]*)<\/p>/.exec(r?.html ?? '')?.[1]);
  const expected = ['hello Alice', 'hello Bob', 'sign in, please', 'sign in, please', 'sign in, please'];
  expect(seen).toEqual([...expected, ...expected]);
  expect(results.map((r) => r?.session)).toEqual(
    [...tokens, ...tokens].map((_, i) => (i % 5 < 2 ? 'customer' : 'guest')),
  );
  // no guest page carries anybody's data, and the forged token was never sent (it is not a token's shape)
  for (const r of results.filter((x) => x?.session === 'guest')) expect(r?.html).not.toMatch(/Alice|Bob/);
  expect(calls.some((c) => (c.headers.Authorization ?? '').includes('xxxx'))).toBe(false);
});

test('a page that is not personal never sends the session cookie’s token', async () => {
  withCustomers();
  const r = await account.prerender(as('tok-alice-0123456789', '/open'));
  expect(r?.session).toBeUndefined();
  expect(r?.html).toContain('sign in, please');
  expect(calls.filter((c) => c.url.endsWith('/customer/info')).map((c) => c.headers.Authorization)).toEqual([
    undefined,
  ]);
});
