// Real-user monitoring (issue 42): what this page meets, reported in aggregate with navigator.sendBeacon to the API
// (POST /api/v1/rum, counted per remote version and route): a view of each remote's page, an uncaught error, a remote
// that failed to load or to mount, and the Core Web Vitals (LCP, INP, CLS) of the web-vitals library. Sampled per
// page load (the registry's `rum.sample`); no URL, id, message or anything of the visitor's is sent: names, the
// route's first segment, numbers.
import { versionOf } from '../federation/load-remote';

export type RumType = 'view' | 'error' | 'chunk_error' | 'lcp' | 'inp' | 'cls';
interface RumEvent {
  type: RumType;
  remote: string;
  version: string;
  route: string;
  value?: number;
}

const FLUSH_MS = 2_000;
const MAX_BATCH = 50;

let endpoint: string | null = null;
let queue: RumEvent[] = [];
let timer: ReturnType<typeof setTimeout> | null = null;
/** the remote whose page is shown: uncaught errors and vitals are counted against its version */
let current: string | null = null;

/** The route as counted: its first path segment, lower-case (`/product/12?x` → `/product`), never ids or queries. */
export function routeOf(pathname: string): string {
  const first = (pathname.split('/')[1] ?? '').toLowerCase();
  return /^[a-z0-9-]{1,40}$/.test(first) ? `/${first}` : '/';
}

function flush(): void {
  if (timer) clearTimeout(timer);
  timer = null;
  if (!endpoint || !queue.length) return;
  const events = queue.slice(0, MAX_BATCH);
  queue = queue.slice(MAX_BATCH);
  // text/plain: a CORS-safe type, so the beacon needs no preflight
  const body = new Blob([JSON.stringify({ events })], { type: 'text/plain' });
  if (!navigator.sendBeacon?.(endpoint, body)) queue = [];
  if (queue.length) flush();
}

/** Counts one event against `remote` (the shown remote when omitted); nothing when this page is not sampled. */
export function reportRum(type: RumType, remote: string | null = current, value?: number): void {
  if (!endpoint || !remote) return;
  const version = versionOf(remote);
  if (!version) return;
  if (type === 'view') current = remote;
  queue.push({
    type,
    remote,
    version,
    route: routeOf(window.location.pathname),
    ...(value === undefined ? {} : { value }),
  });
  if (queue.length >= MAX_BATCH) flush();
  else timer ??= setTimeout(flush, FLUSH_MS);
}

/**
 * Starts reporting for this page load when it is sampled (`sample` of 1 reports every load, 0 none).
 * @param apiBaseUrl where the API is (the registry's)
 */
export function startRum(apiBaseUrl: string, sample: number, random = Math.random): void {
  if (endpoint || typeof navigator.sendBeacon !== 'function' || !(random() < sample)) return;
  endpoint = `${apiBaseUrl.replace(/\/$/, '')}/api/v1/rum`;
  window.addEventListener('error', () => reportRum('error'));
  window.addEventListener('unhandledrejection', () => reportRum('error'));
  // what is still queued goes when the page is hidden or left (a beacon outlives the page)
  window.addEventListener('pagehide', flush);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
  void import(/* webpackChunkName: "web-vitals" */ 'web-vitals').then(({ onLCP, onINP, onCLS }) => {
    onLCP((m) => reportRum('lcp', current, m.value));
    onINP((m) => reportRum('inp', current, m.value));
    onCLS((m) => reportRum('cls', current, m.value));
  });
}
