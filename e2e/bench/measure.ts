import type { Browser, BrowserContext, CDPSession, Page } from '@playwright/test';

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
  window.__perf = { lcp: 0, cls: 0, longTasks: [], events: [] };
  new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__perf.lcp = e.startTime; })
    .observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((l) => { for (const e of l.getEntries()) if (!e.hadRecentInput) window.__perf.cls += e.value; })
    .observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__perf.longTasks.push([e.startTime, e.duration]); })
    .observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__perf.events.push([e.name, e.duration, e.startTime]); })
    .observe({ type: 'event', buffered: true, durationThreshold: 16 });
`;

export interface PageLoad {
  lcp: number;
  cls: number;
  tbt: number;
  jsBytes: number;
  jsRequestsBeforeLcp: number;
}

interface Perf {
  lcp: number;
  cls: number;
  longTasks: [number, number][];
  events: [string, number, number][];
}

export async function newContext(browser: Browser, init: Record<string, string>): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
  await context.addInitScript(OBSERVERS);
  await context.addInitScript((kv) => {
    for (const [k, v] of Object.entries(kv)) localStorage.setItem(k, v);
  }, init);
  return context;
}

/** One cold load of a URL in a fresh context; `ready` is a selector of the page's main content. */
export async function coldLoad(
  browser: Browser,
  url: string,
  ready: string,
  init: Record<string, string>,
): Promise<PageLoad> {
  const context = await newContext(browser, init);
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
  cdp.on('Network.requestWillBeSent', (e) => {
    if (e.type === 'Document' && !navStart) navStart = e.timestamp;
  });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForSelector(ready, { timeout: 60_000 });
  await page.waitForTimeout(1500); // let LCP settle after the content arrives
  const perf = (await page.evaluate('window.__perf')) as Perf;
  const lcpAt = navStart + perf.lcp / 1000;
  const result: PageLoad = {
    lcp: perf.lcp,
    cls: perf.cls,
    tbt: perf.longTasks
      .filter(([start]) => start <= perf.lcp + 5000)
      .reduce((sum, [, d]) => sum + Math.max(0, d - 50), 0),
    jsBytes: [...scripts.values()].reduce((s, x) => s + x.bytes, 0),
    jsRequestsBeforeLcp: [...scripts.values()].filter((s) => s.start <= lcpAt).length,
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

export function p75(values: number[]): number {
  const v = [...values].sort((a, b) => a - b);
  return v[Math.min(v.length - 1, Math.ceil(v.length * 0.75) - 1)] ?? 0;
}
