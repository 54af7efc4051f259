// Lighthouse 12 as the reference measure beside the bench's own figures (issue 26): mobile preset, simulated
// throttling, the four categories (performance, SEO, accessibility, best practices), the median of N runs per page. Each run is a fresh Chromium (empty profile); a
// returning customer's saved state (localStorage, and the cookies the page writes from it) is seeded through
// puppeteer before Lighthouse navigates. Lighthouse clears the HTTP cache but, by its defaults, neither
// localStorage nor cookies, so the seeded state is what the run sees.
import lighthouse from 'lighthouse';
import type { Cookie } from '@playwright/test';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import puppeteer, { type CookieData } from 'puppeteer-core';

export const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--headless=new'];

export interface LighthousePage {
  /** the short name `--pages=` matches (besides the URL's path) */
  key: string;
  name: string;
  url: string;
  /** localStorage of the origin before the run (none: a first-time visitor) */
  init: Record<string, string>;
  cookies: Cookie[];
}

export interface LighthouseRun {
  score: number;
  /** the SEO, accessibility and best-practices category scores (issue 41: 1.00, 1.00, ≥ 0.95) */
  seo: number;
  a11y: number;
  practices: number;
  lcp: number;
  tbt: number;
  tti: number;
  fcp: number;
  cls: number;
  jsBytes: number;
  jsRequests: number;
  /** the 1-minute load average of the machine when the run started (the machine is shared) */
  load: number;
}

export interface LighthouseFigures extends LighthouseRun {
  url: string;
  runs: LighthouseRun[];
  date: string;
}

type Audit = { numericValue?: number; details?: { items?: { resourceType?: string; transferSize?: number }[] } };

/** One Lighthouse run of `url` in a fresh browser, after seeding the page's saved state. */
export async function lighthouseRun(base: string, p: LighthousePage): Promise<LighthouseRun> {
  const load = os.loadavg()[0]!;
  const browser = await puppeteer.launch({ executablePath: CHROMIUM, headless: false, args: CHROME_FLAGS });
  try {
    const page = await browser.newPage();
    if (Object.keys(p.init).length || p.cookies.length) {
      // any address of the origin (this one answers 404 in plain text) owns its localStorage, without the app
      await page.goto(`${base}/lighthouse-seed.txt`);
      await page.evaluate((kv: Record<string, string>) => {
        for (const [k, v] of Object.entries(kv)) localStorage.setItem(k, v);
      }, p.init);
      await browser.setCookie(
        ...p.cookies.map((c): CookieData => ({
          name: c.name,
          value: c.value,
          domain: c.domain,
          path: c.path,
          expires: c.expires,
          httpOnly: c.httpOnly,
          secure: c.secure,
          sameSite: c.sameSite,
        })),
      );
    }
    const result = await lighthouse(
      `${base}${p.url}`,
      {
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'seo', 'accessibility', 'best-practices'],
        // the not-found page answers 404 on purpose (issue 41): Lighthouse's own setting audits it anyway, and its
        // SEO audit "http-status-code" still marks the 404 down
        ignoreStatusCode: p.key === 'not-found',
      },
      undefined,
      page,
    );
    if (!result) throw new Error(`Lighthouse gave no result for ${p.url}`);
    const { lhr } = result;
    // BENCH_LH_REPORTS=<folder>: each run's full report and trace, to read what a page loads (network-requests, treemap)
    const dir = process.env.BENCH_LH_REPORTS;
    if (dir) {
      fs.mkdirSync(dir, { recursive: true });
      const stem = path.join(dir, `${p.key}-${Date.now()}`);
      fs.writeFileSync(`${stem}.json`, JSON.stringify(lhr));
      // and its trace, to see which task of the page makes a long one (chrome://tracing, DevTools' Performance)
      fs.writeFileSync(`${stem}.trace`, JSON.stringify(result.artifacts.Trace));
    }
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const audit = (id: string) => lhr.audits[id] as Audit | undefined;
    const value = (id: string) => audit(id)?.numericValue ?? NaN;
    const scripts = (audit('network-requests')?.details?.items ?? []).filter((r) => r.resourceType === 'Script');
    return {
      score: lhr.categories.performance?.score ?? NaN,
      seo: lhr.categories.seo?.score ?? NaN,
      a11y: lhr.categories.accessibility?.score ?? NaN,
      practices: lhr.categories['best-practices']?.score ?? NaN,
      lcp: value('largest-contentful-paint'),
      tbt: value('total-blocking-time'),
      tti: value('interactive'),
      fcp: value('first-contentful-paint'),
      cls: value('cumulative-layout-shift'),
      jsBytes: scripts.reduce((s, r) => s + (r.transferSize ?? 0), 0),
      jsRequests: scripts.length,
      load,
    };
  } finally {
    await browser.close();
  }
}

export function median(values: number[]): number {
  const v = values.filter((x) => Number.isFinite(x)).sort((a, b) => a - b);
  if (!v.length) return NaN;
  const m = Math.floor(v.length / 2);
  return v.length % 2 ? v[m]! : (v[m - 1]! + v[m]!) / 2;
}

/** `runs` Lighthouse runs of one page, and the median of each figure. */
export async function lighthousePage(base: string, p: LighthousePage, runs: number): Promise<LighthouseFigures> {
  const list: LighthouseRun[] = [];
  for (let i = 0; i < runs; i++) {
    try {
      list.push(await lighthouseRun(base, p));
    } catch (e) {
      console.warn(`lighthouse ${p.name} run ${i + 1}: ${e instanceof Error ? e.message : String(e)}`);
    }
  }
  const pick = (k: keyof LighthouseRun) => median(list.map((r) => r[k]));
  const figures: LighthouseFigures = {
    url: p.url,
    date: new Date().toISOString(),
    score: pick('score'),
    seo: pick('seo'),
    a11y: pick('a11y'),
    practices: pick('practices'),
    lcp: pick('lcp'),
    tbt: pick('tbt'),
    tti: pick('tti'),
    fcp: pick('fcp'),
    cls: pick('cls'),
    jsBytes: pick('jsBytes'),
    jsRequests: pick('jsRequests'),
    load: pick('load'),
    runs: list,
  };
  console.log(
    `lighthouse ${p.name}: score ${list.map((r) => r.score).join(' ')}; seo ${list.map((r) => r.seo).join(' ')}; a11y ${list.map((r) => r.a11y).join(' ')}; best practices ${list.map((r) => r.practices).join(' ')}; LCP ${list.map((r) => Math.round(r.lcp)).join(' ')}; TBT ${list.map((r) => Math.round(r.tbt)).join(' ')}; TTI ${list.map((r) => Math.round(r.tti)).join(' ')}; load ${list.map((r) => r.load.toFixed(1)).join(' ')}`,
  );
  return figures;
}

/** Issue 26's targets for every page's Lighthouse medians. */
export const LIGHTHOUSE_TARGETS = { score: 0.95, lcp: 1800, tbt: 150, tti: 3500, cls: 0.02, jsKb: 250 };
/** Issue 41's targets: SEO and accessibility 1.00, best practices ≥ 0.95. */
export const LIGHTHOUSE_QUALITY_TARGETS = { seo: 1, a11y: 1, practices: 0.95 };

/** The Markdown table of Lighthouse medians, a ✘ beside each figure that misses its target. */
export function lighthouseTable(figures: Record<string, LighthouseFigures>): string {
  const t = LIGHTHOUSE_TARGETS;
  const q = LIGHTHOUSE_QUALITY_TARGETS;
  const mark = (miss: boolean) => (miss ? ' ✘' : '');
  // a run measured before the quality categories were has none: a dash
  const cat = (v: number | undefined, target: number) =>
    v === undefined || !Number.isFinite(v) ? '–' : `${v.toFixed(2)}${mark(v < target)}`;
  const rows = Object.entries(figures).map(([name, f]) => {
    const kb = f.jsBytes / 1024;
    return `| ${name} | ${f.score.toFixed(2)}${mark(f.score < t.score)} | ${cat(f.seo, q.seo)} | ${cat(f.a11y, q.a11y)} | ${cat(f.practices, q.practices)} | ${(f.lcp / 1000).toFixed(2)} s${mark(f.lcp > t.lcp)} | ${Math.round(f.tbt)} ms${mark(f.tbt > t.tbt)} | ${(f.tti / 1000).toFixed(2)} s${mark(f.tti > t.tti)} | ${f.cls.toFixed(3)}${mark(f.cls > t.cls)} | ${kb.toFixed(0)} KB${mark(kb > t.jsKb)}, ${Math.round(f.jsRequests)} | ${f.runs.length} | ${f.runs.map((r) => r.load.toFixed(1)).join(' / ')} | ${f.date.slice(0, 16).replace('T', ' ')} |`;
  });
  return [
    `Targets: performance ≥ ${t.score}, SEO ${q.seo.toFixed(2)}, accessibility ${q.a11y.toFixed(2)}, best practices ≥ ${q.practices}, LCP ≤ ${t.lcp / 1000} s, TBT ≤ ${t.tbt} ms, TTI ≤ ${t.tti / 1000} s, CLS ≤ ${t.cls}, JS ≤ ${t.jsKb} KB compressed (✘: missed).`,
    '',
    '| page (Lighthouse median) | perf score | SEO | accessibility | best practices | LCP | TBT | TTI | CLS | JS transferred, requests | runs | load average (1 min) at each run | measured (UTC) |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...rows,
  ].join('\n');
}
