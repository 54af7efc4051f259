// `npm run bench`: page-load, interaction and route-change figures of the production build under Lighthouse's
// mobile throttling, plus the API's throughput. Prints a table and JSON and writes docs/BENCHMARKS.md.
// Each page is also loaded from the single-bundle build (shell/dist-single, `build:single`: every remote compiled
// into the shell, no Module Federation), interleaved with the federated loads, to price what federation costs.
// A measuring stick, not a test: it asserts nothing and never fails on a slow figure.
import { chromium, type Browser, type Cookie } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  THROTTLING,
  coldLoad,
  interaction,
  mountedApp,
  newContext,
  p75,
  returningCookies,
  throttle,
  type PageLoad,
} from './measure';
import { lighthousePage, lighthouseTable, type LighthouseFigures, type LighthousePage } from './lighthouse';
import config from '../playwright.config';

const HERE = path.dirname(fileURLToPath(import.meta.url));

/**
 * `npm run bench -- --lighthouse --pages=/,/home --runs=3`: --lighthouse runs Lighthouse alone (not the bench's own
 * loads, interactions or API figures); --pages a comma-separated subset of the pages (by short key, name or path:
 * `/` is the first-time visitor); --runs the runs per page (default: 3 for Lighthouse, BENCH_RUNS or 10 for the
 * bench's own loads). BENCH_PAGES is the older spelling of --pages.
 */
function options(argv: string[]) {
  const value = (name: string) => argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
  const runs = value('runs') ? Number(value('runs')) : null;
  const pages = (value('pages') ?? process.env.BENCH_PAGES)?.split(',').map((x) => x.trim());
  return {
    lighthouseOnly: argv.includes('--lighthouse'),
    runs: runs ?? Number(process.env.BENCH_RUNS ?? 10),
    lighthouseRuns: runs ?? 3,
    pages: pages?.filter(Boolean) ?? null,
  };
}
const OPTIONS = options(process.argv.slice(2));
const RUNS = OPTIONS.runs;

/** Whether `--pages` asks for a page: its key, its name, or its URL's path. */
const wanted = (p: { key: string; name: string; url: string }) =>
  !OPTIONS.pages || OPTIONS.pages.some((x) => x === p.key || x === p.name || x === p.url.split('?')[0]);
const BASE = `http://localhost:${process.env.MART_PORT_SHELL}`;
const API = process.env.MART_API_URL ?? 'http://localhost:4100';
const SINGLE_DIST = path.resolve(HERE, '../../shell/dist-single');

/** The pages Lighthouse also measures as a first-time visitor's landing (besides `/`, the module picker). */
const FIRST_VISIT_LANDINGS = ['store', 'product', 'rental-search', 'vehicle'];

/** Which requests carry a remote's code: federated, anything from a remote's origin; single, its named chunks. */
const REMOTE_CODE = {
  federated: (u: string) => !u.startsWith(BASE) && !u.startsWith(API),
  single: (u: string) => /\/chunks\/(store-modules|rental|carmarket|account)-/.test(u),
};

/**
 * The single-bundle shell, deployed into its own folder and served like the federated one (same handler, same API
 * on loopback, its own port: MART_PORT_SINGLE, which the API also allows). null when there is no such build.
 */
async function serveSingle(): Promise<{ base: string; close: () => Promise<void> } | null> {
  if (process.env.BENCH_SINGLE === '0') return null;
  if (!fs.existsSync(path.join(SINGLE_DIST, 'build-info.json'))) {
    console.warn('no single-bundle build (shell/dist-single): `pnpm --filter @mart/shell run build:single` first');
    return null;
  }
  const deploy = (await import('@mart/deploy')) as {
    deploy: (name: string, o: { root: string; distDir?: string }) => unknown;
    shellHandler: (root: string) => http.RequestListener;
  };
  const root = path.join(path.dirname(process.env.MART_DEPLOY_DIR!), 'deploy-single');
  deploy.deploy('shell', { root, distDir: SINGLE_DIST });
  // the remotes' builds too: their code is compiled into this shell, but the server draws a page's first screen
  // with theirs, as for the federated site, so the two differ only in how the browser gets the code
  for (const name of ['rental', 'carmarket', 'store-modules', 'account']) deploy.deploy(name, { root });
  const server = http.createServer(deploy.shellHandler(root));
  const port = Number(process.env.MART_PORT_SINGLE);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return {
    base: `http://localhost:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function summary(runs: PageLoad[]): PageLoad {
  const serialRequests = p75(runs.map((r) => r.serialRequests));
  return {
    lcp: p75(runs.map((r) => r.lcp)),
    serverDrawn: runs.reduce((n, r) => n + r.serverDrawn, 0),
    mount: p75(runs.map((r) => r.mount)),
    cls: p75(runs.map((r) => r.cls)),
    tbt: p75(runs.map((r) => r.tbt)),
    tti: p75(runs.map((r) => r.tti)),
    jsBytes: p75(runs.map((r) => r.jsBytes)),
    jsBytesBeforeLcp: p75(runs.map((r) => r.jsBytesBeforeLcp)),
    jsRequestsBeforeLcp: p75(runs.map((r) => r.jsRequestsBeforeLcp)),
    serialRequests,
    // one run's chain of that length, as an example a reader can check
    chain: runs.find((r) => r.serialRequests === serialRequests)?.chain ?? [],
  };
}

type Module = { id: number; module_type: string; module_name: string };

async function get<T>(p: string, headers: Record<string, string> = {}): Promise<T> {
  const res = await fetch(`${API}${p}`, { headers: { Accept: 'application/json', ...headers } });
  return (await res.json()) as T;
}

/** A new guest id, as the site asks for on a first visit. */
async function newGuest(): Promise<string> {
  const res = await fetch(`${API}/api/v1/auth/guest/request`, {
    method: 'POST',
    headers: { Accept: 'application/json' },
  });
  if (!res.ok) throw new Error(`guest id: ${res.status}`);
  return ((await res.json()) as { guest_id: string }).guest_id;
}

function firstId(body: unknown): number | null {
  const list = Array.isArray(body)
    ? body
    : ((body as Record<string, unknown>)?.stores ??
      (body as Record<string, unknown>)?.vehicles ??
      (body as Record<string, unknown>)?.products ??
      (body as Record<string, unknown>)?.items ??
      (body as Record<string, unknown>)?.data);
  const first = Array.isArray(list) ? (list[0] as { id?: number }) : null;
  return first?.id ?? null;
}

async function main() {
  // the demo data only: the XSS gate's probe rows are not part of what a customer sees
  process.env.MART_E2E_XSS_FIXTURES = '0';
  const setup = (await import('../support/global-setup')).default;
  const stopSite = await setup();
  let stopped = false;
  let single: Awaited<ReturnType<typeof serveSingle>> = null;
  const teardown = async () => {
    if (stopped) return;
    stopped = true;
    await single?.close();
    await stopSite();
  };
  try {
    single = OPTIONS.lighthouseOnly ? null : await serveSingle();
    await measureAll(teardown, single?.base ?? null);
  } finally {
    await teardown();
  }
}

async function measureAll(teardown: () => Promise<void>, singleBase: string | null) {
  const launch = config.use?.launchOptions ?? {};
  const browser: Browser = await chromium.launch(launch);
  const modules = await get<Module[]>('/api/v1/module');
  const food = modules.find((m) => m.module_type === 'food') ?? modules[0]!;
  const rental = modules.find((m) => m.module_type === 'rental')!;
  // a returning customer: module chosen, delivery location in Almaty (what the shell keeps in localStorage)
  const almaty = { address: 'пр. Абая 50, Алматы', lat: 43.238949, lng: 76.889709 };
  const zone = await get<{ zone_ids: number[] }>(`/api/v1/config/get-zone-id?lat=${almaty.lat}&lng=${almaty.lng}`);
  const location = JSON.stringify({ ...almaty, zoneIds: zone.zone_ids });
  // and the guest id the site gave on the first visit (SPEC: a stored key), so a returning load asks for none
  const guest = await newGuest();
  const moduleInit = (m: Module) => ({ module: JSON.stringify(m), location, guest_id: guest });
  const h = (m: Module) => ({ moduleId: String(m.id) });
  // add to cart: an item without variations (Tashkent plov) in its store
  const plain = await get<{ products: { id: number; name: string; store_id: number }[] }>(
    `/api/v1/items/search?name=${encodeURIComponent('Плов')}&offset=1&limit=5`,
    h(food),
  );
  const plainItemName = plain.products[0]?.name ?? null;
  const storePath = `/store/${plain.products[0]?.store_id ?? 1}?module_id=${food.id}`;
  const storeId = firstId(await get(`/api/v1/stores/get-stores/all?offset=1&limit=12`, h(food)));
  // the product page of the item the add-to-cart figure uses (a real id: a missing one measures "not found")
  const itemId = plain.products[0]?.id ?? firstId(await get(`/api/v1/items/latest?offset=1&limit=12`, h(food)));
  const vehicleId = firstId(await get(`/api/v1/rental/vehicle/search?offset=1&limit=12`, h(rental)));
  const vehicle = await get<{ provider_id?: number }>(
    `/api/v1/rental/vehicle/get-vehicle-details?vehicle_id=${vehicleId}`,
    h(rental),
  );

  // their cookies too (language, module, location), with which the shell's server draws a page's first screen
  const cookies = {
    [food.id]: await returningCookies(browser, `${BASE}/home`, moduleInit(food)),
    [rental.id]: await returningCookies(browser, `${BASE}/home`, moduleInit(rental)),
  };
  const pages: { key: string; name: string; url: string; ready: string; init: Record<string, string> }[] = [
    { key: 'home', name: '/home (food)', url: '/home', ready: mountedApp('store-modules'), init: moduleInit(food) },
    {
      key: 'home-rental',
      name: '/home (rental)',
      url: '/home',
      ready: mountedApp('rental'),
      init: moduleInit(rental),
    },
    {
      key: 'store',
      name: 'store page',
      url: `/store/${storeId}?module_id=${food.id}`,
      ready: mountedApp('store-modules'),
      init: moduleInit(food),
    },
    {
      key: 'product',
      name: 'product page',
      url: `/product/${itemId}?module_id=${food.id}`,
      ready: mountedApp('store-modules'),
      init: moduleInit(food),
    },
    {
      key: 'rental-search',
      name: 'rental search',
      url: '/rental/vehicle-search?all_category=1',
      ready: mountedApp('rental'),
      init: moduleInit(rental),
    },
    {
      key: 'vehicle',
      name: 'vehicle details',
      url: `/rental/vehicle-details/${vehicleId}`,
      ready: mountedApp('rental'),
      init: moduleInit(rental),
    },
  ];

  const own = OPTIONS.lighthouseOnly
    ? null
    : await ownFigures(browser, pages, cookies, storePath, plainItemName, singleBase);
  // Lighthouse after the bench's own figures: its own browsers, one at a time, on the same site
  const customer = await signedInCustomer(food, plain.products[0]?.id ?? null);
  const signedIn = { module: JSON.stringify(food), location, token: customer };
  const lhPages: LighthousePage[] = [
    { key: 'first-visit', name: '/, a first-time visitor (module picker)', url: '/', init: {}, cookies: [] },
    ...pages
      .filter((p) => p.key !== 'home-rental')
      .map((p) => ({ ...p, cookies: cookies[(JSON.parse(p.init.module!) as Module).id]! })),
    // a first-time visitor who lands on a page from a shared link or a search engine: nothing saved, no cookies
    ...pages
      .filter((p) => FIRST_VISIT_LANDINGS.includes(p.key))
      .map((p) => ({
        key: `${p.key}-first-visit`,
        name: `${p.name}, a first-time visitor`,
        url: p.url,
        init: {},
        cookies: [] as Cookie[],
      })),
    // issue 41: a provider's page and the not-found page (answered 404) for the SEO and accessibility scores
    {
      key: 'provider',
      name: 'provider page',
      url: `/rental/provider-details/${vehicle.provider_id}`,
      init: moduleInit(rental),
      cookies: cookies[rental.id]!,
    },
    { key: 'not-found', name: 'not-found page', url: '/no-such-page', init: {}, cookies: [] as Cookie[] },
    ...[
      { key: 'checkout', name: 'checkout (signed in, one item)', url: '/checkout' },
      { key: 'profile', name: 'profile (signed in)', url: '/profile' },
    ].map((p) => ({ ...p, init: signedIn, cookies: [] as Cookie[] })),
  ].filter(wanted);
  for (const p of lhPages.filter((x) => x.init.token))
    p.cookies = await returningCookies(browser, `${BASE}/home`, p.init);
  await browser.close();
  const lighthouse: Record<string, LighthouseFigures> = {};
  for (const p of lhPages) lighthouse[p.name] = await lighthousePage(BASE, p, OPTIONS.lighthouseRuns);
  await teardown();
  // the API's own figures once the site is down (it starts its own servers)
  if (own) {
    const api = process.env.BENCH_API === '0' ? 'API benchmark skipped (BENCH_API=0)' : runApiBench();
    const results = { ...own, api };
    print(results);
    writeMarkdown(results);
  }
  writeLighthouse(lighthouse);
}

/** A customer signed up through the API with one item in the cart (the checkout has something to show): a token. */
async function signedInCustomer(food: Module, itemId: number | null): Promise<string> {
  const n = `${Date.now()}${Math.floor(Math.random() * 1e4)}`;
  const post = async (p: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${API}${p}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...headers },
      body: JSON.stringify(body),
    });
  const res = await post('/api/v1/auth/sign-up', {
    name: 'Bench Customer',
    email: `bench${n}@example.com`,
    phone: `+7701${n.slice(-7)}`,
    password: 'secret123',
    confirm_password: 'secret123',
  });
  const { token } = (await res.json()) as { token?: string };
  if (!token) throw new Error(`bench sign-up failed: ${res.status}`);
  if (itemId)
    await post(
      '/api/v1/customer/cart/add',
      { item_id: itemId, quantity: 1 },
      { authorization: `Bearer ${token}`, moduleId: String(food.id) },
    );
  return token;
}

/** The bench's own figures: page loads (federated and single bundle), interactions, a route change, the API. */
async function ownFigures(
  browser: Browser,
  allPages: { key: string; name: string; url: string; ready: string; init: Record<string, string> }[],
  cookies: Record<number, Cookie[]>,
  storePath: string,
  plainItemName: string | null,
  singleBase: string | null,
) {
  const modules = await get<Module[]>('/api/v1/module');
  const food = modules.find((m) => m.module_type === 'food') ?? modules[0]!;
  const moduleInit = (m: Module) => ({ module: JSON.stringify(m), location: allPages[0]!.init.location! });
  const loads: Record<string, PageLoad> = {};
  const singleLoads: Record<string, PageLoad> = {};
  for (const p of allPages.filter(wanted)) {
    const runs: PageLoad[] = [];
    const singleRuns: PageLoad[] = [];
    // federated and single loads alternate, so a busy spell on the shared machine hits both alike
    for (let i = 0; i < RUNS; i++) {
      const jar = cookies[(JSON.parse(p.init.module!) as Module).id];
      runs.push(await coldLoad(browser, `${BASE}${p.url}`, p.ready, p.init, REMOTE_CODE.federated, jar));
      if (singleBase)
        singleRuns.push(await coldLoad(browser, `${singleBase}${p.url}`, p.ready, p.init, REMOTE_CODE.single, jar));
    }
    const summed = summary(runs);
    loads[p.name] = summed;
    if (singleRuns.length) singleLoads[p.name] = summary(singleRuns);
    console.log(
      `measured ${p.name}: LCP ${runs.map((r) => Math.round(r.lcp)).join(' ')}; TBT ${runs.map((r) => Math.round(r.tbt)).join(' ')}; TTI ${runs.map((r) => Math.round(r.tti)).join(' ')}; drawn by the server ${summed.serverDrawn}/${runs.length}`,
    );
  }

  // interactions and a route change, same throttling, warm page
  const interactions: Record<string, number | null> = {};
  const routeChange: number[] = [];
  const singleRouteChange: number[] = [];
  const context = await newContext(browser, moduleInit(food));
  const page = await context.newPage();
  await throttle(page);
  /** p75 of `n` click-to-paint samples; `after` puts the page back (not measured); null when the control is missing */
  const samples = async (n: number, act: () => Promise<void>, after: () => Promise<void>) => {
    const v: number[] = [];
    try {
      for (let i = 0; i < n; i++) {
        v.push(await interaction(page, act));
        await after();
      }
    } catch (e) {
      console.warn(`interaction failed: ${e instanceof Error ? e.message.split('\n')[0] : String(e)}`);
    }
    return v.length ? p75(v) : null;
  };
  try {
    await page.goto(`${BASE}/home`);
    await page.waitForSelector(mountedApp('store-modules'));
    await page.waitForTimeout(2000);
    const drawer = page.getByTestId('cart-drawer');
    interactions['open cart drawer'] = await samples(
      5,
      () => page.getByTestId('cart-button').click(),
      async () => {
        // the first opening downloads the drawer: Escape before it is there would leave it open over the button
        await drawer.waitFor();
        await page.keyboard.press('Escape');
        await drawer.waitFor({ state: 'hidden', timeout: 10_000 }).catch(() => undefined);
        if (await drawer.isVisible()) await page.locator('.ant-drawer-close').first().click();
        await drawer.waitFor({ state: 'hidden' });
      },
    );

    // add to cart: the item modal of an item without variations (opening it is not measured)
    await page.goto(`${BASE}${storePath}`);
    await page.waitForSelector('[data-testid="store-page"] [data-testid="product-card"]');
    const editor = page.getByTestId('item-editor');
    const card = page
      .getByTestId('store-page')
      .getByTestId('product-card')
      .filter({ hasText: plainItemName ?? '' })
      .first()
      // the item's name opens its editor (the card's own quick-add button is another figure)
      .getByRole('button', { name: plainItemName ?? '', exact: true });
    await card.click();
    await editor.waitFor();
    interactions['add to cart'] = await samples(
      3,
      () => editor.getByRole('button', { name: /в корзину|add to cart/i }).click(),
      async () => {
        await editor.waitFor({ state: 'hidden' });
        await card.click();
        await editor.waitFor();
      },
    );

    await page.goto(`${BASE}/rental/vehicle-search?all_category=1`);
    await page.waitForSelector('#mart-app-rental [data-testid="vehicle-card"]');
    await page.waitForTimeout(2000);
    // a filter: the transmission select's options, alternately (opening the select is not measured)
    const combo = page.getByRole('combobox', { name: /Коробка передач|Transmission/ });
    const option = (n: number) =>
      page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option').nth(n % 2);
    let k = 0;
    if (await combo.count()) {
      await combo.click();
      interactions['apply a search filter'] = await samples(
        4,
        () => option(k++).click(),
        async () => {
          await page.waitForTimeout(800);
          await combo.click();
        },
      );
    } else interactions['apply a search filter'] = null;

    for (const base of [BASE, singleBase]) {
      if (!base) continue;
      for (let i = 0; i < 5; i++) {
        await page.goto(`${base}/rental/vehicle-search?all_category=1`);
        await page.waitForSelector(mountedApp('rental'));
        await page.waitForTimeout(1000);
        const t0 = Date.now();
        await page.getByRole('contentinfo').getByRole('link').first().click();
        await page.waitForSelector('#mart-app-account *');
        (base === BASE ? routeChange : singleRouteChange).push(Date.now() - t0);
      }
    }
  } finally {
    await context.close();
  }

  return {
    machine: MACHINE,
    date: new Date().toISOString(),
    throttling: THROTTLING,
    runsPerPage: RUNS,
    pageLoad: loads,
    interactions,
    routeChangeMs: p75(routeChange),
    singleBundle: singleBase ? { pageLoad: singleLoads, routeChangeMs: p75(singleRouteChange) } : null,
  };
}

const MACHINE = `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, ${os.platform()} ${os.release()}`;

function runApiBench(): string {
  try {
    return execFileSync('pnpm', ['--filter', '@mart/server', 'run', 'bench'], {
      cwd: path.resolve(HERE, '../..'),
      encoding: 'utf8',
      env: { ...process.env, LOG_LEVEL: 'warn' },
    });
  } catch (e) {
    return `API benchmark failed: ${e instanceof Error ? e.message : String(e)}`;
  }
}

type Results = {
  machine: string;
  date: string;
  throttling: typeof THROTTLING;
  runsPerPage: number;
  pageLoad: Record<string, PageLoad>;
  interactions: Record<string, number | null>;
  routeChangeMs: number;
  singleBundle: { pageLoad: Record<string, PageLoad>; routeChangeMs: number } | null;
  api: string;
};

/** Federated vs single bundle per page (issue 8 item 3: federated − single LCP ≤ 150 ms). */
function overheadTable(r: Results): string {
  const single = r.singleBundle;
  if (!single) return 'Single-bundle comparison not run (no shell/dist-single build, or BENCH_SINGLE=0).';
  const rows = Object.entries(r.pageLoad).map(([name, f]) => {
    const s = single.pageLoad[name];
    if (!s)
      return `| ${name} | ${Math.round(f.lcp)} | n/a | n/a | | ${Math.round(f.mount)} / n/a | ${f.serialRequests} | n/a |`;
    const diff = Math.round(f.lcp - s.lcp);
    const kb = `${(f.jsBytes / 1024).toFixed(0)} / ${(s.jsBytes / 1024).toFixed(0)}`;
    const mounted = `${Math.round(f.mount)} / ${Math.round(s.mount)}`;
    return `| ${name} | ${Math.round(f.lcp)} | ${Math.round(s.lcp)} | ${diff > 0 ? '+' : ''}${diff}${diff > 150 ? ' ✘' : ''} | ${kb} | ${mounted} | ${f.serialRequests} | ${s.serialRequests} |`;
  });
  const chains = Object.entries(r.pageLoad).map(([name, f]) => {
    const s = single.pageLoad[name];
    return `- ${name}: federated ${f.chain.join(' → ') || 'n/a'}; single ${s?.chain.join(' → ') || 'n/a'}`;
  });
  return [
    '| page (p75) | LCP federated ms | LCP single bundle ms | federated − single ms (budget ≤ 150) | JS KB federated / single | remote mounted ms, federated / single | serial requests before the remote mounts, federated | same, single bundle |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
    ...rows,
    '',
    `Route change rental → account (click to content, p75): federated ${Math.round(r.routeChangeMs)} ms, single bundle ${Math.round(single.routeChangeMs)} ms.`,
    '',
    'Serial chains (one load of each page; each request sent after the previous one finished, ending in the remote’s code before its first DOM node):',
    '',
    ...chains,
  ].join('\n');
}

function table(r: Results): string {
  const rows = Object.entries(r.pageLoad).map(
    ([name, l]) =>
      `| ${name} | ${Math.round(l.lcp)} | ${Math.round(l.mount)} | ${l.cls.toFixed(3)} | ${Math.round(l.tbt)} | ${Math.round(l.tti)} | ${(l.jsBytesBeforeLcp / 1024).toFixed(0)} | ${(l.jsBytes / 1024).toFixed(0)} | ${l.jsRequestsBeforeLcp} | ${l.serverDrawn}/${RUNS} |`,
  );
  const inter = Object.entries(r.interactions).map(
    ([k, v]) => `| ${k} | ${v == null ? 'n/a (control not found)' : Math.round(v)} |`,
  );
  return [
    '| page (p75) | LCP ms | remote mounted ms | CLS | TBT ms (first contentful paint to interactive) | TTI ms (observed) | JS KB before LCP (compressed) | JS KB in all | JS requests before LCP | loads with the first screen drawn on the server |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...rows,
    '',
    '| interaction (p75, click to next paint) | ms |',
    '| --- | --- |',
    ...inter,
    `| route change rental → account (click to content) | ${Math.round(r.routeChangeMs)} |`,
  ].join('\n');
}

function print(r: Results) {
  console.log(`\n${table(r)}\n\n${overheadTable(r)}\n\n${r.api}\n`);
  console.log(JSON.stringify({ ...r, api: undefined }, null, 2));
}

/** The API bench prints a table then its JSON: the table (and the line above it) goes into the Markdown. */
function apiTable(out: string): string {
  const start = out.indexOf('s per route');
  const end = out.lastIndexOf('┘');
  return start >= 0 && end > start ? out.slice(out.lastIndexOf('\n', start) + 1, end + 1) : out.trim();
}

const START = '<!-- bench:start (written by `npm run bench`) -->';
const END = '<!-- bench:end -->';

/** docs/BENCHMARKS.md: the generated part sits between markers, so the analysis written around it stays. */
function writeMarkdown(r: Results) {
  const file = path.resolve(HERE, '../../docs/BENCHMARKS.md');
  const budgets =
    'Budgets (issue 8): LCP ≤ 1800 ms, CLS ≤ 0.02, TBT ≤ 150 ms, click-to-paint ≤ 100 ms, /home JS on the critical path (before LCP) ≤ 170 KB compressed and ≤ 12 JS requests before LCP.';
  const generated = `${START}\nLatest run: ${r.date} on ${r.machine}.\nThrottling: ${r.throttling.cpu}× CPU, ${r.throttling.latencyMs} ms latency, ${r.throttling.downKbps} Kbps down / ${r.throttling.upKbps} Kbps up; ${r.runsPerPage} fresh contexts per page, p75.\n\n${budgets}\n\n${table(r)}\n\n### Module Federation overhead (federated vs single bundle)\n\n${overheadTable(r)}\n\n### API\n\n\`\`\`\n${apiTable(r.api)}\n\`\`\`\n${END}`;
  const old = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
  const at = old.indexOf(START);
  const until = old.indexOf(END);
  const text =
    at >= 0 && until > at
      ? `${old.slice(0, at)}${generated}${old.slice(until + END.length)}`
      : `# Benchmarks\n\n${generated}\n`;
  fs.writeFileSync(file, text);
  // the Lighthouse figures in the file are kept: they are rewritten page by page (writeLighthouse)
  fs.writeFileSync(LATEST, JSON.stringify({ ...r, lighthouse: latest().lighthouse }, null, 2));
  console.log(`written ${file}`);
}

const LATEST = path.resolve(HERE, '../../docs/benchmarks-latest.json');
const latest = (): { lighthouse?: { machine: string; pages: Record<string, LighthouseFigures> } } =>
  fs.existsSync(LATEST) ? JSON.parse(fs.readFileSync(LATEST, 'utf8')) : {};

const LH_START = '<!-- lighthouse:start (written by `npm run bench`) -->';
const LH_END = '<!-- lighthouse:end -->';

/**
 * The Lighthouse medians, merged page by page into docs/benchmarks-latest.json (a run of some pages keeps the
 * others' last figures, each with its own date and load) and written as a table between their markers in
 * docs/BENCHMARKS.md.
 */
function writeLighthouse(figures: Record<string, LighthouseFigures>) {
  if (!Object.keys(figures).length) return;
  const json = latest();
  const pages = { ...json.lighthouse?.pages, ...figures };
  fs.writeFileSync(LATEST, JSON.stringify({ ...json, lighthouse: { machine: MACHINE, pages } }, null, 2));
  const table = lighthouseTable(pages);
  console.log(`\n${table}\n`);
  const file = path.resolve(HERE, '../../docs/BENCHMARKS.md');
  const generated = `${LH_START}\nLighthouse 12, mobile preset, simulated throttling; performance, SEO, accessibility and best practices; median of each figure over the runs; on ${MACHINE}.\n\n${table}\n${LH_END}`;
  const old = fs.readFileSync(file, 'utf8');
  const at = old.indexOf(LH_START);
  const until = old.indexOf(LH_END);
  fs.writeFileSync(
    file,
    at >= 0 && until > at
      ? `${old.slice(0, at)}${generated}${old.slice(until + LH_END.length)}`
      : old.replace(START, () => `${generated}\n\n${START}`),
  );
}

void main();
