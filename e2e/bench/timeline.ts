// One throttled cold load of a page of a running site (`npm start`), printed as a request timeline (start and end
// ms, compressed KB, type, URL) with the LCP element: what to read before changing the first load.
// `pnpm --dir e2e exec tsx bench/timeline.ts`; Q_URL (/home), Q_READY (a selector of the page's content), Q_MODULE
// (food); TIMELINE_SITE and TIMELINE_API point it at another site.
import { chromium } from '@playwright/test';
import { blockingTime, mountedApp, returningCustomer, throttle } from './measure';
import config from '../playwright.config';

const BASE = process.env.TIMELINE_SITE ?? 'http://localhost:3000';
const API = process.env.TIMELINE_API ?? 'http://localhost:4000';

const browser = await chromium.launch(config.use?.launchOptions ?? {});
const ctx = await returningCustomer(browser, BASE, API, process.env.Q_MODULE ?? 'food');
// long animation frames with the scripts that ran in them: where the blocking time goes
await ctx.addInitScript(() => {
  const w = window as unknown as { __loaf: string[] };
  w.__loaf = [];
  new PerformanceObserver((l) => {
    for (const e of l.getEntries() as unknown as {
      startTime: number;
      duration: number;
      blockingDuration: number;
      scripts: { sourceURL: string; sourceFunctionName: string; invoker: string; duration: number }[];
    }[]) {
      if (e.blockingDuration <= 0) continue;
      const top = e.scripts
        .filter((s) => s.duration >= 10)
        .map((s) => `${Math.round(s.duration)}ms ${s.invoker} ${s.sourceURL.replace(/^http:\/\/localhost/, '')}`);
      w.__loaf.push(
        `${Math.round(e.startTime)} +${Math.round(e.duration)} blocking ${Math.round(e.blockingDuration)}: ${top.join(' | ')}`,
      );
    }
  }).observe({ type: 'long-animation-frame', buffered: true });
});
const page = await ctx.newPage();
const cdp = await throttle(page);
const reqs = new Map<string, { url: string; type: string; t0: number; t1: number; bytes: number }>();
let nav = 0;
cdp.on('Network.requestWillBeSent', (e) => {
  if (!nav) nav = e.timestamp;
  reqs.set(e.requestId, { url: e.request.url, type: e.type ?? '', t0: e.timestamp, t1: 0, bytes: 0 });
});
cdp.on('Network.loadingFinished', (e) => {
  const r = reqs.get(e.requestId);
  if (r) {
    r.t1 = e.timestamp;
    r.bytes = e.encodedDataLength;
  }
});
await page.goto(BASE + (process.env.Q_URL ?? '/home'), { waitUntil: 'load' });
await page.waitForSelector(process.env.Q_READY ?? mountedApp('store-modules'));
await page.waitForTimeout(3000);
const perf = (await page.evaluate('window.__perf')) as { lcp: number; longTasks: [number, number][] };
const el = await page.evaluate(
  () =>
    new Promise<string>((res) =>
      new PerformanceObserver((l) => {
        const e = l.getEntries().at(-1) as unknown as { element?: Element; url?: string };
        res((e.element?.outerHTML ?? '').slice(0, 200) + ' ' + (e.url ?? ''));
      }).observe({ type: 'largest-contentful-paint', buffered: true }),
    ),
);
console.log('LCP', Math.round(perf.lcp), el);
for (const r of [...reqs.values()].sort((a, b) => a.t0 - b.t0)) {
  if (!['Script', 'Fetch', 'XHR', 'Document', 'Image', 'Stylesheet'].includes(r.type)) continue;
  console.log(
    `${Math.round((r.t0 - nav) * 1000)
      .toString()
      .padStart(6)} ${Math.round((r.t1 - nav) * 1000)
      .toString()
      .padStart(
        6,
      )} ${(r.bytes / 1024).toFixed(1).padStart(6)}KB ${r.type.padEnd(8)} ${r.url.replace(/^http:\/\/localhost/, '').slice(0, 110)}`,
  );
}
const blocking = perf.longTasks.map(([start, d]) => `${Math.round(start)} +${Math.round(d)}`);
const tbt = blockingTime(perf.longTasks);
console.log(`long tasks (start +duration), ${Math.round(tbt)} ms over 50 ms in all: ${blocking.join(', ')}`);
console.log('long animation frames (start +duration, blocking, scripts ≥ 10 ms):');
for (const f of (await page.evaluate('window.__loaf')) as string[]) console.log('  ' + f);
await browser.close();
