// `npm run bench`: page-load, interaction and route-change figures of the production build under Lighthouse's
// mobile throttling, plus the API's throughput. Prints a table and JSON and writes docs/BENCHMARKS.md.
// A measuring stick, not a test: it asserts nothing and never fails on a slow figure.
import { chromium, type Browser } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { THROTTLING, coldLoad, interaction, newContext, p75, throttle, type PageLoad } from './measure';
import config from '../playwright.config';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const RUNS = Number(process.env.BENCH_RUNS ?? 10);
const BASE = `http://localhost:${process.env.MART_PORT_SHELL}`;
const API = process.env.MART_API_URL ?? 'http://localhost:4100';

type Module = { id: number; module_type: string; module_name: string };

async function get<T>(p: string, headers: Record<string, string> = {}): Promise<T> {
  const res = await fetch(`${API}${p}`, { headers: { Accept: 'application/json', ...headers } });
  return (await res.json()) as T;
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
  const setup = (await import('../support/global-setup')).default;
  const teardown = await setup();
  const launch = config.use?.launchOptions ?? {};
  const browser: Browser = await chromium.launch(launch);
  const modules = await get<Module[]>('/api/v1/module');
  const food = modules.find((m) => m.module_type === 'food') ?? modules[0]!;
  const rental = modules.find((m) => m.module_type === 'rental')!;
  const moduleInit = (m: Module) => ({ module: JSON.stringify(m) });
  const h = (m: Module) => ({ moduleId: String(m.id) });
  const storeId = firstId(await get(`/api/v1/stores/get-stores/all?offset=1&limit=12`, h(food)));
  const itemId = firstId(await get(`/api/v1/items/latest?offset=1&limit=12&store_id=${storeId ?? ''}`, h(food)));
  const vehicleId = firstId(await get(`/api/v1/rental/vehicle/search?offset=1&limit=12`, h(rental)));

  const pages: { name: string; url: string; ready: string; init: Record<string, string> }[] = [
    { name: '/home (food)', url: '/home', ready: '#mart-app-store-modules *', init: moduleInit(food) },
    { name: '/home (rental)', url: '/home', ready: '#mart-app-rental *', init: moduleInit(rental) },
    {
      name: 'store page',
      url: `/store/${storeId}?module_id=${food.id}`,
      ready: '#mart-app-store-modules *',
      init: moduleInit(food),
    },
    {
      name: 'product page',
      url: `/product/${itemId}?module_id=${food.id}`,
      ready: '#mart-app-store-modules *',
      init: moduleInit(food),
    },
    {
      name: 'rental search',
      url: '/rental/vehicle-search?all_category=1',
      ready: '#mart-app-rental *',
      init: moduleInit(rental),
    },
    {
      name: 'vehicle details',
      url: `/rental/vehicle-details/${vehicleId}`,
      ready: '#mart-app-rental *',
      init: moduleInit(rental),
    },
  ];

  const loads: Record<string, PageLoad> = {};
  for (const p of pages) {
    const runs: PageLoad[] = [];
    for (let i = 0; i < RUNS; i++) runs.push(await coldLoad(browser, `${BASE}${p.url}`, p.ready, p.init));
    loads[p.name] = {
      lcp: p75(runs.map((r) => r.lcp)),
      cls: p75(runs.map((r) => r.cls)),
      tbt: p75(runs.map((r) => r.tbt)),
      jsBytes: p75(runs.map((r) => r.jsBytes)),
      jsRequestsBeforeLcp: p75(runs.map((r) => r.jsRequestsBeforeLcp)),
    };
    console.log(`measured ${p.name}`);
  }

  // interactions and a route change, same throttling, warm page
  const interactions: Record<string, number | null> = {};
  const context = await newContext(browser, moduleInit(food));
  const page = await context.newPage();
  await throttle(page);
  await page.goto(`${BASE}/home`);
  await page.waitForSelector('#mart-app-store-modules *');
  await page.waitForTimeout(2000);
  const samples = async (act: () => Promise<void>) => {
    const v: number[] = [];
    for (let i = 0; i < 5; i++) v.push(await interaction(page, act));
    return p75(v);
  };
  interactions['open cart drawer'] = await samples(async () => {
    await page.getByTestId('cart-button').click();
    await page.keyboard.press('Escape');
  });
  const addToCart = page.getByRole('button', { name: /в корзину|add to cart/i }).first();
  interactions['add to cart'] = (await addToCart.count()) ? await samples(() => addToCart.click()) : null;
  await page.goto(`${BASE}/rental/vehicle-search?all_category=1`);
  await page.waitForSelector('#mart-app-rental *');
  await page.waitForTimeout(2000);
  const filter = page.locator('#mart-app-rental').getByRole('checkbox').first();
  interactions['apply a search filter'] = (await filter.count()) ? await samples(() => filter.click()) : null;

  const routeChange: number[] = [];
  for (let i = 0; i < 5; i++) {
    await page.goto(`${BASE}/rental/vehicle-search?all_category=1`);
    await page.waitForSelector('#mart-app-rental *');
    const t0 = Date.now();
    await page.getByRole('contentinfo').getByRole('link').first().click();
    await page.waitForSelector('#mart-app-account *');
    routeChange.push(Date.now() - t0);
  }
  await context.close();
  await browser.close();
  await teardown();

  const api = runApiBench();
  const results = {
    machine: `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, ${os.platform()} ${os.release()}`,
    date: new Date().toISOString(),
    throttling: THROTTLING,
    runsPerPage: RUNS,
    pageLoad: loads,
    interactions,
    routeChangeMs: p75(routeChange),
    api,
  };
  print(results);
  writeMarkdown(results);
}

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
  api: string;
};

function table(r: Results): string {
  const rows = Object.entries(r.pageLoad).map(
    ([name, l]) =>
      `| ${name} | ${Math.round(l.lcp)} | ${l.cls.toFixed(3)} | ${Math.round(l.tbt)} | ${(l.jsBytes / 1024).toFixed(0)} | ${l.jsRequestsBeforeLcp} |`,
  );
  const inter = Object.entries(r.interactions).map(
    ([k, v]) => `| ${k} | ${v == null ? 'n/a (control not found)' : Math.round(v)} |`,
  );
  return [
    '| page (p75) | LCP ms | CLS | TBT ms | JS KB (compressed) | JS requests before LCP |',
    '| --- | --- | --- | --- | --- | --- |',
    ...rows,
    '',
    '| interaction (p75, click to next paint) | ms |',
    '| --- | --- |',
    ...inter,
    `| route change rental → account (click to content) | ${Math.round(r.routeChangeMs)} |`,
  ].join('\n');
}

function print(r: Results) {
  console.log(`\n${table(r)}\n\n${r.api}\n`);
  console.log(JSON.stringify({ ...r, api: undefined }, null, 2));
}

function writeMarkdown(r: Results) {
  const file = path.resolve(HERE, '../../docs/BENCHMARKS.md');
  const budgets =
    'Budgets (issue 8): LCP ≤ 1800 ms, CLS ≤ 0.02, TBT ≤ 150 ms, click-to-paint ≤ 100 ms, /home JS ≤ 170 KB compressed and ≤ 12 JS requests before LCP.';
  fs.writeFileSync(
    file,
    `# Benchmarks\n\nLatest run: ${r.date} on ${r.machine}.\nThrottling: ${r.throttling.cpu}× CPU, ${r.throttling.latencyMs} ms latency, ${r.throttling.downKbps} Kbps down / ${r.throttling.upKbps} Kbps up; ${r.runsPerPage} fresh contexts per page, p75.\n\n${budgets}\n\n${table(r)}\n\n## API\n\n\`\`\`\n${r.api.trim()}\n\`\`\`\n`,
  );
  console.log(`written ${file}`);
}

void main();
