// @ts-check
// Canary releases (issue 42): a remote's new version served to a sticky share of visitors beside the live one, its
// errors and vitals read from the API's real-user monitoring, promoted by the operator or rolled back: by the
// operator, or by itself when its error rate is clearly above the live version's (`canaryVerdict`).
import crypto from 'node:crypto';
import { DeployError } from './deploy.mjs';
import { canaryRollbacks, canaryVisitors } from './observe.mjs';
import { readRegistry, writeRegistry } from './registry.mjs';
import { apiBaseUrl, deployRoot } from './topology.mjs';

/** The visitor's slot (0–99), kept in a cookie: a visitor stays on the same side of every canary. */
export const CANARY_COOKIE = 'mart_canary';

/**
 * The visitor's slot from the request's cookies, or a new one (and the Set-Cookie that keeps it) when absent or
 * malformed. @param {string | undefined} cookie @returns {{ slot: number, setCookie: string | null }}
 */
export function visitorSlot(cookie) {
  const m = new RegExp(`(?:^|;\\s*)${CANARY_COOKIE}=(\\d{1,2})(?:;|$)`).exec(cookie ?? '');
  if (m) return { slot: Number(m[1]), setCookie: null };
  const slot = crypto.randomInt(100);
  // nothing personal: a number for the split, read by this server alone (HttpOnly), for 30 days
  return { slot, setCookie: `${CANARY_COOKIE}=${slot}; Path=/; Max-Age=2592000; SameSite=Lax; HttpOnly` };
}

/**
 * The registry as this visitor gets it: each canary's version in place of the live one when the visitor's slot is
 * inside its share. @param {import('./registry.mjs').Registry} reg @param {number} slot
 * @returns {{ reg: import('./registry.mjs').Registry, canaries: { remote: string, version: string }[] }}
 */
export function visitorRegistry(reg, slot) {
  const chosen = Object.entries(reg.canaries ?? {}).filter(([name, c]) => reg.remotes[name] && slot < c.share);
  if (!chosen.length) return { reg, canaries: [] };
  const remotes = { ...reg.remotes };
  for (const [name, c] of chosen) {
    const { share: _s, startedAt: _t, ...entry } = c;
    remotes[name] = entry;
  }
  return { reg: { ...reg, remotes }, canaries: chosen.map(([remote, c]) => ({ remote, version: c.version })) };
}

/**
 * The rule that rolls a canary back by itself (docs/OPERATIONS.md): once the canary has at least MIN_VIEWS page views
 * and MIN_ERRORS errors (errors and failed loads), it goes when its error rate is at least twice the live version's
 * AND at least 5 points above it. Both: twice a tiny rate is noise, 5 points over a noisy page is not a regression
 * of the canary's. Below the sample nothing is decided.
 */
export const CANARY_RULE = Object.freeze({ minViews: 20, minErrors: 5, ratio: 2, margin: 0.05 });

/**
 * @typedef {{ views: number, errors: number, chunk_errors: number }} Figures
 * @param {Figures | undefined} live @param {Figures | undefined} canary
 * @returns {{ rollback: boolean, reason: string }}
 */
export function canaryVerdict(live, canary, rule = CANARY_RULE) {
  const bad = (/** @type {Figures | undefined} */ f) => (f ? f.errors + f.chunk_errors : 0);
  const rate = (/** @type {Figures | undefined} */ f) => (f && f.views ? bad(f) / f.views : 0);
  const c = rate(canary);
  const l = rate(live);
  const figures = `canary ${bad(canary)}/${canary?.views ?? 0} = ${(c * 100).toFixed(1)}%, live ${bad(live)}/${live?.views ?? 0} = ${(l * 100).toFixed(1)}%`;
  if ((canary?.views ?? 0) < rule.minViews || bad(canary) < rule.minErrors)
    return { rollback: false, reason: `too few yet (${figures})` };
  if (c >= l * rule.ratio && c - l >= rule.margin)
    return { rollback: true, reason: `error rate clearly above live (${figures})` };
  return { rollback: false, reason: `within the rule (${figures})` };
}

/** @param {string} name @param {{ root?: string, log?: (s: string) => void }} [o] */
export function promote(name, o = {}) {
  const root = o.root ?? deployRoot();
  const reg = readRegistry(root);
  const canary = reg.canaries?.[name];
  if (!canary) throw new DeployError(`${name} has no canary to promote`);
  const { share: _s, startedAt: _t, ...entry } = canary;
  const live = reg.remotes[name]?.version;
  if (live) reg.history = { ...reg.history, [name]: [...(reg.history?.[name] ?? []), live] };
  reg.remotes[name] = entry;
  delete reg.canaries?.[name];
  reg.canaryLog = [
    ...(reg.canaryLog ?? []),
    { remote: name, version: entry.version, at: new Date().toISOString(), outcome: 'promoted' },
  ];
  writeRegistry(reg, root);
  o.log?.(`${name} ${entry.version} promoted: live for everyone`);
  return entry;
}

/**
 * Ends a canary: everyone gets the live version again. `automatic` marks a rollback the watcher made, with the figures
 * that caused it. @param {string} name
 * @param {{ root?: string, log?: (s: string) => void, reason?: string, figures?: unknown, automatic?: boolean }} [o]
 */
export function rollbackCanary(name, o = {}) {
  const root = o.root ?? deployRoot();
  const reg = readRegistry(root);
  const canary = reg.canaries?.[name];
  if (!canary) throw new DeployError(`${name} has no canary to roll back`);
  delete reg.canaries?.[name];
  reg.canaryLog = [
    ...(reg.canaryLog ?? []),
    {
      remote: name,
      version: canary.version,
      at: new Date().toISOString(),
      outcome: o.automatic ? 'rolled back by itself' : 'rolled back',
      ...(o.reason ? { reason: o.reason } : {}),
      ...(o.figures ? { figures: o.figures } : {}),
    },
  ];
  writeRegistry(reg, root);
  if (o.automatic) canaryRollbacks.inc({ remote: name });
  o.log?.(
    `${name} canary ${canary.version} rolled back${o.reason ? `: ${o.reason}` : ''}; live stays ${reg.remotes[name]?.version}`,
  );
  return canary;
}

/** The operator key the deploy tools use to read the API's RUM figures (MART_OPERATOR_KEY, else OPERATOR_API_KEY). */
export const operatorKey = () => process.env.MART_OPERATOR_KEY ?? process.env.OPERATOR_API_KEY;

/**
 * The API's real-user figures per version of `remote` since `since` (GET /api/v1/operator/rum).
 * @param {{ remote?: string, since?: string, api?: string, key?: string }} q
 * @returns {Promise<{ remote: string, version: string, views: number, errors: number, chunk_errors: number,
 *   error_rate: number | null, p75: { lcp: number | null, inp: number | null, cls: number | null } }[]>}
 */
export async function rumFigures({ remote, since, api = apiBaseUrl(), key = operatorKey() }) {
  if (!key) throw new DeployError("set MART_OPERATOR_KEY (the API's OPERATOR_API_KEY) to read the canary figures");
  const q = new URLSearchParams({ ...(remote ? { remote } : {}), ...(since ? { since } : {}) });
  const res = await fetch(`${api.replace(/\/$/, '')}/api/v1/operator/rum?${q}`, {
    headers: { 'x-operator-key': key, accept: 'application/json' },
    signal: AbortSignal.timeout(5_000),
  });
  if (!res.ok) throw new DeployError(`the API answered ${res.status} for the RUM figures`);
  return /** @type {{ versions: Awaited<ReturnType<typeof rumFigures>> }} */ (await res.json()).versions;
}

/**
 * Checks every canary once: its figures and the live version's since the canary started, and the rule; a canary
 * clearly worse is rolled back, logged with the figures. @param {{ root?: string, log?: (s: string) => void }} [o]
 */
export async function checkCanaries(o = {}) {
  const root = o.root ?? deployRoot();
  const log = o.log ?? console.log;
  const reg = readRegistry(root);
  for (const [name, canary] of Object.entries(reg.canaries ?? {})) {
    const versions = await rumFigures({ remote: name, since: canary.startedAt, api: reg.apiBaseUrl ?? apiBaseUrl() });
    const live = versions.find((v) => v.version === reg.remotes[name]?.version);
    const mine = versions.find((v) => v.version === canary.version);
    const verdict = canaryVerdict(live, mine);
    if (!verdict.rollback) continue;
    rollbackCanary(name, {
      root,
      log: (s) => log(`[mart] ${s}`),
      automatic: true,
      reason: verdict.reason,
      figures: { live: live ?? null, canary: mine ?? null, rule: CANARY_RULE },
    });
  }
}

/**
 * Checks the canaries every `everyMs` (MART_CANARY_CHECK_MS, 30 s) while the page server runs; nothing without an
 * operator key. A failed check (the API away) is logged and tried at the next round. Returns the way to stop.
 */
export function watchCanaries({
  root = deployRoot(),
  everyMs = Number(process.env.MART_CANARY_CHECK_MS ?? 30_000),
  log = console.log,
} = {}) {
  if (!operatorKey()) return () => undefined;
  let busy = false;
  const timer = setInterval(() => {
    if (busy || !readRegistry(root).canaries || !Object.keys(readRegistry(root).canaries ?? {}).length) return;
    busy = true;
    checkCanaries({ root, log })
      .catch((e) => console.error(`[mart] canary check failed: ${e instanceof Error ? e.message : e}`))
      .finally(() => (busy = false));
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}

/**
 * The registry a shell request is answered from: with canaries live, the visitor's side of each (their slot cookie
 * set on first sight, the canary's pages counted); without, the registry as it is and no cookie.
 * @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res
 * @param {import('./registry.mjs').Registry} reg
 */
export function registryForVisitor(req, res, reg) {
  if (!reg.canaries || !Object.keys(reg.canaries).length) return reg;
  const { slot, setCookie } = visitorSlot(req.headers.cookie);
  if (setCookie) res.setHeader('Set-Cookie', setCookie);
  const mine = visitorRegistry(reg, slot);
  for (const c of mine.canaries) canaryVisitors.inc(c);
  return mine.reg;
}
