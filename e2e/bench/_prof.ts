import { chromium } from '@playwright/test';
import { newContext, throttle } from './measure';
import fs from 'node:fs';
const BASE = 'http://localhost:3000',
  API = 'http://localhost:4000';
async function get<T>(p: string): Promise<T> {
  return (await (await fetch(API + p, { headers: { Accept: 'application/json' } })).json()) as T;
}
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
const modules = await get<{ id: number; module_type: string }[]>('/api/v1/module');
const m = modules.find((x) => x.module_type === (process.env.Q_MODULE ?? 'food'))!;
const almaty = { address: 'пр. Абая 50, Алматы', lat: 43.238949, lng: 76.889709 };
const zone = await get<{ zone_ids: number[] }>(`/api/v1/config/get-zone-id?lat=${almaty.lat}&lng=${almaty.lng}`);
const ctx = await newContext(browser, {
  module: JSON.stringify(m),
  location: JSON.stringify({ ...almaty, zoneIds: zone.zone_ids }),
});
const page = await ctx.newPage();
const cdp = await throttle(page);
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 500 });
await cdp.send('Profiler.start');
await page.goto(BASE + (process.env.Q_URL ?? '/home'), { waitUntil: 'load' });
await page.waitForSelector(process.env.Q_READY ?? '#mart-app-store-modules img');
await page.waitForTimeout(2000);
const { profile } = await cdp.send('Profiler.stop');
const perf = (await page.evaluate('window.__perf')) as { lcp: number };
console.log('LCP', Math.round(perf.lcp));
// self time per function and per script
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const self = new Map<number, number>();
const dt = profile.timeDeltas ?? [];
profile.samples!.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (dt[i] ?? 0)));
const fn = new Map<string, number>(),
  file = new Map<string, number>();
for (const [id, us] of self) {
  const n = byId.get(id)!;
  const f = n.callFrame;
  const key = `${f.functionName || '(anon)'} ${f.url.split('/').pop()}:${f.lineNumber}:${f.columnNumber}`;
  fn.set(key, (fn.get(key) ?? 0) + us);
  const u = f.url ? f.url.replace(/^http:\/\/localhost/, '') : f.functionName;
  file.set(u, (file.get(u) ?? 0) + us);
}
const top = (m: Map<string, number>, k: number) =>
  [...m]
    .sort((a, b) => b[1] - a[1])
    .slice(0, k)
    .map(([n, us]) => `${(us / 1000).toFixed(0).padStart(6)} ms  ${n}`)
    .join('\n');
console.log(top(file, 25));
console.log('---');
console.log(top(fn, 40));
fs.writeFileSync('/tmp/home.cpuprofile', JSON.stringify(profile));
await browser.close();
