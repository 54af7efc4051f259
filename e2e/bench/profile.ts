// One throttled cold load of a page of a running site (`npm start`), traced: every main-thread task over 50 ms
// with what filled it (script evaluation and compilation per file, style, layout, paint) and the functions that
// took the most self time in it (from V8's sampling profiler). What to read before cutting total blocking time.
// `pnpm --dir e2e exec tsx bench/profile.ts`; Q_URL (/home), Q_READY, Q_MODULE (food) as in timeline.ts.
import { chromium } from '@playwright/test';
import { SourceMapConsumer, type RawSourceMap } from 'source-map-js';
import { mountedApp, returningCustomer, throttle } from './measure';
import config from '../playwright.config';

const BASE = process.env.TIMELINE_SITE ?? 'http://localhost:3000';
const API = process.env.TIMELINE_API ?? 'http://localhost:4000';

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: Record<string, unknown> };
  id?: string;
}
interface ProfileNode {
  id: number;
  parent?: number;
  callFrame: { functionName: string; url: string; lineNumber?: number; columnNumber?: number };
}

const browser = await chromium.launch(config.use?.launchOptions ?? {});
const ctx = await returningCustomer(browser, BASE, API, process.env.Q_MODULE ?? 'food');
const page = await ctx.newPage();
await throttle(page);
await browser.startTracing(page, {
  categories: [
    'devtools.timeline',
    'disabled-by-default-devtools.timeline',
    'v8.execute',
    'v8',
    'disabled-by-default-v8.cpu_profiler',
    'blink.user_timing',
  ],
});
await page.goto(BASE + (process.env.Q_URL ?? '/home'), { waitUntil: 'load' });
await page.waitForSelector(process.env.Q_READY ?? mountedApp('store-modules'), { timeout: 60_000 });
await page.waitForTimeout(5000);
const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] };
await browser.close();

const events = trace.traceEvents;
const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && hasWork(e.pid, e.tid));
function hasWork(pid: number, tid: number): boolean {
  return events.some((e) => e.pid === pid && e.tid === tid && e.name === 'EvaluateScript');
}
if (!main) throw new Error('no renderer main thread with scripts in the trace');
const onMain = events.filter((e) => e.pid === main.pid && e.tid === main.tid);
const nav = onMain.find((e) => e.name === 'navigationStart' || e.name === 'markAsMainFrame')?.ts ?? onMain[0]!.ts;
const ms = (us: number) => Math.round(us / 1000);

// the sampled profile: nodes and (time, node) samples
const nodes = new Map<number, ProfileNode>();
const samples: [number, number][] = [];
let clock = 0;
// the page's main thread's profile: the renderer may run others (workers, the browser's own pages)
const profile = events.find((x) => x.name === 'Profile' && x.pid === main.pid && x.tid === main.tid)?.id;
for (const e of events.filter((x) => (x.name === 'Profile' || x.name === 'ProfileChunk') && x.id === profile)) {
  const d = e.args?.data as
    | { startTime?: number; cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] }; timeDeltas?: number[] }
    | undefined;
  if (!d) continue;
  if (e.name === 'Profile') clock = d.startTime ?? clock;
  for (const n of d.cpuProfile?.nodes ?? []) nodes.set(n.id, n);
  const s = d.cpuProfile?.samples ?? [];
  s.forEach((id, i) => {
    clock += d.timeDeltas?.[i] ?? 0;
    samples.push([clock, id]);
  });
}
const short = (url = '') => url.replace(/^https?:\/\/localhost/, '').replace(/\/v\d+-[0-9a-f]+/, '');

// minified names and positions back to the sources, through the files' source maps (fetched from the site)
const maps = new Map<string, SourceMapConsumer | null>();
for (const url of new Set([...nodes.values()].map((n) => n.callFrame.url).filter((u) => /\.js$/.test(u)))) {
  const res = await fetch(`${url}.map`).catch(() => null);
  maps.set(url, res?.ok ? new SourceMapConsumer((await res.json()) as RawSourceMap) : null);
}
function frameName(f: ProfileNode['callFrame']): string {
  const map = maps.get(f.url);
  if (map && f.lineNumber !== undefined) {
    const o = map.originalPositionFor({ line: f.lineNumber + 1, column: f.columnNumber ?? 0 });
    if (o.source) {
      const src = o.source
        .replace(/^webpack:\/\/[^/]*\//, '')
        .replace(/.*node_modules\/(\.pnpm\/[^/]+\/node_modules\/)?/, '');
      return `${o.name ?? f.functionName ?? '(anonymous)'} ${src}:${o.line}`;
    }
  }
  return `${f.functionName || '(anonymous)'} ${short(f.url)}:${f.lineNumber ?? ''}`;
}

const tasks = onMain.filter((e) => e.ph === 'X' && e.name === 'RunTask' && (e.dur ?? 0) > 50_000);
for (const t of tasks) {
  const end = t.ts + t.dur!;
  const inside = onMain.filter((e) => e.ph === 'X' && e.ts >= t.ts && e.ts < end && e !== t);
  const kinds = new Map<string, number>();
  for (const e of inside) {
    const d = e.args?.data as { url?: string; functionName?: string } | undefined;
    let key: string | null = null;
    if (e.name === 'EvaluateScript') key = `evaluate ${short(d?.url ?? '')}`;
    else if (e.name === 'v8.compile' || e.name === 'v8.compileModule') key = `compile ${short(d?.url ?? '')}`;
    else if (e.name === 'FunctionCall') key = `call ${short(d?.url ?? '')} ${d?.functionName ?? ''}`;
    else if (
      ['UpdateLayoutTree', 'Layout', 'Paint', 'ParseHTML', 'ParseAuthorStyleSheet', 'RunMicrotasks'].includes(e.name)
    )
      key = e.name;
    if (key) kinds.set(key, (kinds.get(key) ?? 0) + (e.dur ?? 0));
  }
  const self = new Map<string, number>();
  const inTask = samples.filter(([ts]) => ts >= t.ts && ts < end);
  for (let i = 0; i < inTask.length; i++) {
    const [ts, id] = inTask[i]!;
    const next = inTask[i + 1]?.[0] ?? end;
    const f = nodes.get(id)?.callFrame;
    const key = f ? frameName(f) : '?';
    self.set(key, (self.get(key) ?? 0) + (next - ts));
  }
  console.log(`\n${ms(t.ts - nav)} ms +${ms(t.dur!)} ms`);
  for (const [k, v] of [...kinds].sort((a, b) => b[1] - a[1]).slice(0, 8))
    console.log(`  ${ms(v).toString().padStart(5)}  ${k}`);
  console.log('  self time:');
  for (const [k, v] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 12))
    console.log(`  ${ms(v).toString().padStart(5)}  ${k.slice(0, 140)}`);
}
