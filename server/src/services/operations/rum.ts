import { readFile } from 'node:fs/promises';
import type { AppContext } from '../../context';
import type { RumCount } from '../../repositories/rum';

/**
 * Real-user monitoring (issue 42): what the storefront's beacon reports, kept as counts per minute, remote version and
 * route. Vitals are counted per bucket, so a percentile is read from the counts without storing any visitor's value.
 */
export type RumMetric = 'view' | 'error' | 'chunk_error' | 'lcp' | 'inp' | 'cls';
export type Vital = 'lcp' | 'inp' | 'cls';

/** Upper bounds of each vital's buckets (ms; CLS in thousandths); a value above the last is in the last bucket + 1. */
export const RUM_BUCKETS: Record<Vital, readonly number[]> = {
  lcp: [500, 1000, 1500, 2000, 2500, 3000, 4000, 5000, 7000, 10000, 20000],
  inp: [50, 100, 150, 200, 300, 500, 750, 1000, 2000, 5000],
  cls: [10, 25, 50, 75, 100, 150, 250, 500, 1000],
};

export const isVital = (m: RumMetric): m is Vital => m === 'lcp' || m === 'inp' || m === 'cls';

/** The bucket of a vital's value (CLS given as a layout-shift score, counted in thousandths). */
export function bucketOf(vital: Vital, value: number): number {
  const v = vital === 'cls' ? value * 1000 : value;
  const bounds = RUM_BUCKETS[vital];
  const i = bounds.findIndex((b) => v <= b);
  return i === -1 ? bounds.length : i;
}

/**
 * The 75th percentile read from bucket counts: the upper bound of the bucket holding it (CLS back as a score), or
 * null without values; a percentile past the last bound is reported as that bound's double (it is "worse than").
 */
export function p75(vital: Vital, counts: ReadonlyMap<number, number>): number | null {
  const total = [...counts.values()].reduce((a, b) => a + b, 0);
  if (!total) return null;
  const bounds = RUM_BUCKETS[vital];
  let seen = 0;
  for (let i = 0; i <= bounds.length; i++) {
    seen += counts.get(i) ?? 0;
    if (seen >= total * 0.75) {
      const bound = bounds[i] ?? bounds[bounds.length - 1]! * 2;
      return vital === 'cls' ? bound / 1000 : bound;
    }
  }
  return null;
}

export interface RumEvent {
  type: RumMetric;
  remote: string;
  version: string;
  route: string;
  value?: number;
}

/**
 * The versions each app has been released as (the deploy registry): only those are counted. Read again after 5 s,
 * or after 1 s when an event names a version not in it (a canary deployed a moment ago), never more often: a forged
 * version cannot make every beacon read the file.
 */
let knownCache: { at: number; file: string; versions: Map<string, Set<string>> } | null = null;
async function knownVersions(ctx: AppContext, events: readonly RumEvent[]): Promise<Map<string, Set<string>>> {
  const now = Date.now();
  if (knownCache && knownCache.file === ctx.registryFile) {
    const age = now - knownCache.at;
    const known = knownCache.versions;
    const missing = events.some((e) => !known.get(e.remote)?.has(e.version));
    if (age < 1_000 || (age < 5_000 && !missing)) return known;
  }
  const versions = new Map<string, Set<string>>();
  try {
    const doc = JSON.parse(await readFile(ctx.registryFile, 'utf8')) as {
      releases?: Record<string, { version?: unknown }[]>;
    };
    for (const [app, list] of Object.entries(doc.releases ?? {}))
      versions.set(app, new Set(list.map((r) => String(r.version))));
  } catch {
    // no registry yet: nothing is released, nothing is counted
  }
  knownCache = { at: now, file: ctx.registryFile, versions };
  return versions;
}

/**
 * Counts a beacon's events, each in the minute it arrived. An event of a remote or version never released (a forged
 * or stale one) is not counted: strangers cannot add rows for versions of their own. Returns how many counted.
 */
export async function recordRum(ctx: AppContext, events: readonly RumEvent[]): Promise<number> {
  const known = await knownVersions(ctx, events);
  const minute = new Date(Math.floor(ctx.clock.now().getTime() / 60_000) * 60_000);
  const counts = new Map<string, RumCount>();
  for (const e of events) {
    if (!known.get(e.remote)?.has(e.version)) continue;
    if (isVital(e.type) && e.value === undefined) continue;
    const bucket = isVital(e.type) ? bucketOf(e.type, e.value!) : 0;
    const key = [e.remote, e.version, e.route, e.type, bucket].join('\u0000');
    const row = counts.get(key) ?? {
      minute,
      remote: e.remote,
      version: e.version,
      route: e.route,
      metric: e.type,
      bucket,
      count: 0,
    };
    row.count += 1;
    counts.set(key, row);
  }
  await ctx.repos.rum.add(ctx.db, [...counts.values()]);
  return [...counts.values()].reduce((a, r) => a + r.count, 0);
}

export interface VersionFigures {
  remote: string;
  version: string;
  views: number;
  errors: number;
  chunk_errors: number;
  /** (errors + failed loads) / views; null without views */
  error_rate: number | null;
  p75: Record<Vital, number | null>;
}

/** Per remote and version since `since`: views, errors, failed loads, error rate and p75 of each vital. */
export async function rumReport(ctx: AppContext, since: Date, remote?: string): Promise<VersionFigures[]> {
  const rows = await ctx.repos.rum.totals(ctx.db, since, remote);
  const byVersion = new Map<string, { remote: string; version: string; metrics: Map<string, Map<number, number>> }>();
  for (const r of rows) {
    const key = `${r.remote}\u0000${r.version}`;
    const entry = byVersion.get(key) ?? { remote: r.remote, version: r.version, metrics: new Map() };
    const buckets = entry.metrics.get(r.metric) ?? new Map<number, number>();
    buckets.set(r.bucket, (buckets.get(r.bucket) ?? 0) + r.count);
    entry.metrics.set(r.metric, buckets);
    byVersion.set(key, entry);
  }
  const sum = (m: Map<number, number> | undefined) => [...(m?.values() ?? [])].reduce((a, b) => a + b, 0);
  return [...byVersion.values()]
    .map(({ remote: name, version, metrics }) => {
      const views = sum(metrics.get('view'));
      const errors = sum(metrics.get('error'));
      const chunkErrors = sum(metrics.get('chunk_error'));
      return {
        remote: name,
        version,
        views,
        errors,
        chunk_errors: chunkErrors,
        error_rate: views ? (errors + chunkErrors) / views : null,
        p75: {
          lcp: p75('lcp', metrics.get('lcp') ?? new Map()),
          inp: p75('inp', metrics.get('inp') ?? new Map()),
          cls: p75('cls', metrics.get('cls') ?? new Map()),
        },
      };
    })
    .sort((a, b) => a.remote.localeCompare(b.remote) || a.version.localeCompare(b.version));
}
