import type { Browser, BrowserContext, CDPSession, Cookie, Page } from '@playwright/test';

/** Lighthouse's mobile conditions: 4x CPU slowdown, 150 ms RTT, 1.6 Mbps down / 750 Kbps up. */
export const THROTTLING = { cpu: 4, latencyMs: 150, downKbps: 1600, upKbps: 750 };

export async function throttle(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: THROTTLING.latencyMs,
    downloadThroughput: (THROTTLING.downKbps * 1000) / 8,
    uploadThroughput: (THROTTLING.upKbps * 1000) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLING.cpu });
  return cdp;
}

/** Collected in the page from the first byte: LCP, CLS, long tasks, event timings. */
const OBSERVERS = `
  window.__perf = { fcp: 0, lcp: 0, cls: 0, longTasks: [], events: [] };
  new PerformanceObserver((l) => { for (const e of l.getEntries()) if (e.name === 'first-contentful-paint') window.__perf.fcp = e.startTime; })
    .observe({ type: 'paint', buffered: true });
  new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__perf.lcp = e.startTime; })
    .observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((l) => { for (const e of l.getEntries()) if (!e.hadRecentInput) window.__perf.cls += e.value; })
    .observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__perf.longTasks.push([e.startTime, e.duration]); })
    .observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__perf.events.push([e.name, e.duration, e.startTime]); })
    .observe({ type: 'event', buffered: true, durationThreshold: 16 });
  // whether the HTML came with the page's first screen drawn on the server (it can be served without it: a render
  // that misses its budget)
  window.__perf.serverDrawn = false;
  document.addEventListener('DOMContentLoaded', () => {
    window.__perf.serverDrawn = Boolean(document.querySelector('[data-prerendered]'));
  });
  // when a remote mounts: its first DOM node inside its single-spa container (a first screen drawn on the server
  // is there from the start: its container is marked until the remote has replaced it)
  window.__perf.mount = 0;
  new MutationObserver((_, obs) => {
    if (document.querySelector(${JSON.stringify(['store-modules', 'rental', 'carmarket', 'account'].map((a) => `#mart-app-${a}:not([data-prerendered]) *`).join(', '))})) {
      window.__perf.mount = performance.now();
      obs.disconnect();
    }
  }).observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['data-prerendered'] });
`;

/** A selector that matches once `app` has mounted (not merely its first screen drawn on the server). */
export const mountedApp = (app: string) => `#mart-app-${app}:not([data-prerendered]) *`;

export interface PageLoad {
  lcp: number;
  /** loads whose HTML carried the first screen drawn on the server (a count, once summed over the runs) */
  serverDrawn: number;
  /** when the remote mounted: its own render on screen, the page answering taps (a first screen drawn on the server
   * paints before this) */
  mount: number;
  cls: number;
  /** blocking time over the standard window, first contentful paint to time to interactive */
  tbt: number;
  /** time to interactive (Lighthouse's definition, observed): the end of the last long task before the first 5 s
   * after first contentful paint without long tasks and with at most 2 requests in flight */
  tti: number;
  jsBytes: number;
  /** the critical path: compressed bytes of the scripts requested before LCP */
  jsBytesBeforeLcp: number;
  jsRequestsBeforeLcp: number;
  /** the longest chain of requests, each sent after the previous one finished, ending in the remote's code */
  serialRequests: number;
  chain: string[];
}

interface Perf {
  fcp: number;
  serverDrawn: boolean;
  mount: number;
  lcp: number;
  cls: number;
  longTasks: [number, number][];
  events: [string, number, number][];
}

export async function newContext(
  browser: Browser,
  init: Record<string, string>,
  cookies: Cookie[] = [],
): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
  await context.addCookies(cookies);
  await context.addInitScript(OBSERVERS);
  await context.addInitScript((kv) => {
    for (const [k, v] of Object.entries(kv)) localStorage.setItem(k, v);
  }, init);
  return context;
}

interface Req {
  url: string;
  type: string;
  start: number;
  end: number;
  cached: boolean;
}

/**
 * Serial round trips before the remote mounts: the longest chain of requests in which each one was sent after the
 * previous one had finished, ending in a request of the remote's code that finished before the remote's first DOM
 * node. API calls, images and cache hits are left out. Timing only proves "could depend", so this is an upper bound
 * of the true dependency depth; the chain is returned so a reader can check it
 * (federated: document → main.js → registry.json → mf-manifest.json → remoteEntry.js → expose chunks).
 */
export function serialChain(reqs: Req[], mountAt: number, remoteCode: (url: string) => boolean): string[] {
  const list = reqs
    .filter((r) => r.end > 0 && r.end <= mountAt && !r.cached)
    .filter((r) => ['Document', 'Script', 'Fetch', 'XHR', 'Other'].includes(r.type) && !r.url.includes('/api/'))
    .sort((a, b) => a.start - b.start);
  const depth: number[] = [];
  const prev: number[] = [];
  list.forEach((r, i) => {
    depth[i] = 1;
    prev[i] = -1;
    for (let j = 0; j < i; j++) {
      if (list[j]!.end <= r.start && depth[j]! + 1 > depth[i]!) {
        depth[i] = depth[j]! + 1;
        prev[i] = j;
      }
    }
  });
  let last = -1;
  list.forEach((r, i) => {
    if (remoteCode(r.url) && (last < 0 || depth[i]! > depth[last]!)) last = i;
  });
  const chain: string[] = [];
  const page = list[0] ? new URL(list[0].url).origin : '';
  for (let i = last; i >= 0; i = prev[i]!) {
    const u = new URL(list[i]!.url);
    const file = list[i]!.type === 'Document' ? 'document' : u.pathname.split('/').pop() || u.pathname;
    // a remote's files are marked with their port (each remote has its own origin)
    chain.unshift(u.origin === page ? file : `:${u.port}/${file}`);
  }
  return chain;
}

/**
 * One cold load of a URL in a fresh context; `ready` is a selector of the page's main content, `remoteCode` tells
 * which requests carry the mounted remote's code (for the serial chain).
 */
/**
 * The cookies a returning customer's browser holds for the site. The page writes them itself from its saved state
 * (`@mart/api-client` page-cookies.ts), so one unthrottled visit with that state collects them.
 */
export async function returningCookies(browser: Browser, url: string, init: Record<string, string>): Promise<Cookie[]> {
  const context = await newContext(browser, init);
  const page = await context.newPage();
  await page.goto(url);
  await page.waitForFunction(() => document.cookie.includes('mart_lang='), undefined, { timeout: 60_000 });
  const { cookies } = await context.storageState();
  await context.close();
  return cookies;
}

/**
 * A returning customer of a running site, for the one-load tools (timeline.ts, profile.ts): the `moduleType` module
 * chosen, a delivery address in Almaty, and the cookies the page writes from them.
 */
export async function returningCustomer(
  browser: Browser,
  site: string,
  api: string,
  moduleType: string,
): Promise<BrowserContext> {
  const get = async <T>(p: string): Promise<T> =>
    (await (await fetch(api + p, { headers: { Accept: 'application/json' } })).json()) as T;
  const modules = await get<{ id: number; module_type: string }[]>('/api/v1/module');
  const m = modules.find((x) => x.module_type === moduleType);
  if (!m) throw new Error(`no ${moduleType} module at ${api}`);
  const almaty = { address: 'пр. Абая 50, Алматы', lat: 43.238949, lng: 76.889709 };
  const zone = await get<{ zone_ids: number[] }>(`/api/v1/config/get-zone-id?lat=${almaty.lat}&lng=${almaty.lng}`);
  const init = { module: JSON.stringify(m), location: JSON.stringify({ ...almaty, zoneIds: zone.zone_ids }) };
  return newContext(browser, init, await returningCookies(browser, `${site}/home`, init));
}

/**
 * One cold load of a returning customer (saved state and cookies, empty HTTP cache). `ready` must match only once
 * the remote has mounted (`mountedApp`).
 */
export async function coldLoad(
  browser: Browser,
  url: string,
  ready: string,
  init: Record<string, string>,
  remoteCode: (url: string) => boolean = () => false,
  cookies: Cookie[] = [],
): Promise<PageLoad> {
  const context = await newContext(browser, init, cookies);
  const page = await context.newPage();
  const cdp = await throttle(page);
  const scripts = new Map<string, { start: number; bytes: number }>();
  cdp.on('Network.requestWillBeSent', (e) => {
    if (e.type === 'Script') scripts.set(e.requestId, { start: e.timestamp, bytes: 0 });
  });
  cdp.on('Network.loadingFinished', (e) => {
    const s = scripts.get(e.requestId);
    if (s) s.bytes = e.encodedDataLength;
  });
  let navStart = 0;
  const reqs = new Map<string, Req>();
  cdp.on('Network.requestWillBeSent', (e) => {
    if (e.type === 'Document' && !navStart) navStart = e.timestamp;
    reqs.set(e.requestId, { url: e.request.url, type: e.type ?? 'Other', start: e.timestamp, end: 0, cached: false });
  });
  cdp.on('Network.requestServedFromCache', (e) => {
    const r = reqs.get(e.requestId);
    if (r) r.cached = true;
  });
  cdp.on('Network.responseReceived', (e) => {
    const r = reqs.get(e.requestId);
    if (r && (e.response.fromDiskCache || e.response.fromPrefetchCache)) r.cached = true;
  });
  cdp.on('Network.loadingFinished', (e) => {
    const r = reqs.get(e.requestId);
    if (r) r.end = e.timestamp;
  });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForSelector(ready, { timeout: 60_000 });
  await page.waitForTimeout(1500); // let LCP settle after the content arrives
  // then until the page has been quiet for the 5 s that define interactive (or 30 s have passed)
  const inFlight = () =>
    [...reqs.values()].map((r) => [(r.start - navStart) * 1000, r.end ? (r.end - navStart) * 1000 : Infinity]);
  let perf = (await page.evaluate('window.__perf')) as Perf;
  let tti: number | null = null;
  for (let waited = 0; waited < 30_000; waited += 500) {
    perf = (await page.evaluate('window.__perf')) as Perf;
    const now = (await page.evaluate('performance.now()')) as number;
    tti = timeToInteractive(perf.fcp, perf.longTasks, inFlight() as [number, number][], now);
    if (tti !== null) break;
    await page.waitForTimeout(500);
  }
  const lcpAt = navStart + perf.lcp / 1000;
  const chain = perf.mount ? serialChain([...reqs.values()], navStart + perf.mount / 1000, remoteCode) : [];
  const result: PageLoad = {
    lcp: perf.lcp,
    serverDrawn: perf.serverDrawn ? 1 : 0,
    mount: perf.mount,
    cls: perf.cls,
    // the standard window, first contentful paint to interactive (a page never quiet within the wait: its last
    // long task's end stands for interactive)
    tti: tti ?? lastLongTaskEnd(perf),
    tbt: blockingTimeBetween(perf.longTasks, perf.fcp, tti ?? lastLongTaskEnd(perf)),
    jsBytes: [...scripts.values()].reduce((s, x) => s + x.bytes, 0),
    jsBytesBeforeLcp: [...scripts.values()].filter((s) => s.start <= lcpAt).reduce((sum, x) => sum + x.bytes, 0),
    jsRequestsBeforeLcp: [...scripts.values()].filter((s) => s.start <= lcpAt).length,
    serialRequests: chain.length,
    chain,
  };
  await context.close();
  return result;
}

/** Click-to-next-paint of one interaction, from Event Timing (the longest event of the click). */
export async function interaction(page: Page, act: () => Promise<void>): Promise<number> {
  await page.evaluate('window.__perf.events = []');
  await act();
  await page.waitForTimeout(800);
  const perf = (await page.evaluate('window.__perf')) as Perf;
  const clicks = perf.events.filter(([name]) =>
    ['pointerdown', 'pointerup', 'click', 'keydown', 'input', 'change'].includes(name),
  );
  return clicks.length ? Math.max(...clicks.map(([, d]) => d)) : 0;
}

const lastLongTaskEnd = (perf: Perf) => Math.max(perf.fcp, ...perf.longTasks.map(([s, d]) => s + d));

/** The quiet window that defines interactive (Lighthouse's): 5 s, no long task, at most 2 requests in flight. */
const QUIET_MS = 5000;

/**
 * Time to interactive as Lighthouse defines it, from what the page observed: the first window of QUIET_MS after
 * first contentful paint with no long task starting in it and at most 2 requests in flight throughout; interactive
 * is the end of the last long task before that window (first contentful paint when there is none). null while no
 * such window has ended before `now`. Times in ms since navigation; `requests` are [start, end] (end Infinity while
 * in flight).
 */
export function timeToInteractive(
  fcp: number,
  longTasks: [number, number][],
  requests: [number, number][],
  now: number,
): number | null {
  const ends = longTasks.map(([s, d]) => s + d).filter((e) => e > fcp);
  const candidates = [fcp, ...ends, ...requests.map(([, e]) => e).filter((e) => e > fcp && e < Infinity)].sort(
    (a, b) => a - b,
  );
  for (const start of candidates) {
    const end = start + QUIET_MS;
    if (end > now) return null;
    if (longTasks.some(([s, d]) => s < end && s + d > start)) continue;
    // the most requests in flight at once inside the window: its start and each request's start inside it
    const points = [start, ...requests.map(([s]) => s).filter((s) => s > start && s < end)];
    const busiest = Math.max(...points.map((t) => requests.filter(([s, e]) => s <= t && e > t).length));
    if (busiest > 2) continue;
    return Math.max(fcp, ...ends.filter((e) => e <= start));
  }
  return null;
}

/** Blocking time between first contentful paint and interactive: each long task clipped to that window. */
export function blockingTimeBetween(longTasks: [number, number][], fcp: number, tti: number): number {
  return longTasks.reduce((sum, [s, d]) => {
    const clipped = Math.min(s + d, tti) - Math.max(s, fcp);
    return sum + Math.max(0, clipped - 50);
  }, 0);
}

/** Total blocking time: what each long task ([start, duration] in ms) lasted beyond 50 ms, summed. */
export function blockingTime(longTasks: [number, number][]): number {
  return longTasks.reduce((sum, [, d]) => sum + Math.max(0, d - 50), 0);
}

export function p75(values: number[]): number {
  const v = [...values].sort((a, b) => a - b);
  return v[Math.min(v.length - 1, Math.ceil(v.length * 0.75) - 1)] ?? 0;
}
