import { chromium } from '@playwright/test';
import { coldLoad, p75 } from './measure';
const BASE = process.env.Q_BASE ?? 'http://localhost:3000';
const API = process.env.Q_API ?? 'http://localhost:4000';
const RUNS = Number(process.env.Q_RUNS ?? 3);
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
const init = { module: JSON.stringify(m), location: JSON.stringify({ ...almaty, zoneIds: zone.zone_ids }) };
const url = process.env.Q_URL ?? '/home';
const ready = process.env.Q_READY ?? '#mart-app-store-modules *';
const runs = [];
for (let i = 0; i < RUNS; i++) {
  const r = await coldLoad(browser, BASE + url, ready, init, (u) => !u.startsWith(BASE) && !u.startsWith(API));
  console.log(
    JSON.stringify({
      lcp: Math.round(r.lcp),
      cls: r.cls.toFixed(3),
      tbt: Math.round(r.tbt),
      kb: Math.round(r.jsBytes / 1024),
      req: r.jsRequestsBeforeLcp,
      chain: r.chain.join(' → '),
    }),
  );
  runs.push(r);
}
console.log('p75', {
  lcp: p75(runs.map((r) => r.lcp)),
  tbt: p75(runs.map((r) => r.tbt)),
  kb: p75(runs.map((r) => r.jsBytes)) / 1024,
  req: p75(runs.map((r) => r.jsRequestsBeforeLcp)),
});
await browser.close();
