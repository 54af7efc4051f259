// @ts-check
// The first screen of a page, rendered on the server by the remote that owns it (issue 8, LCP). Each remote's build
// carries its own server render (dist/server/prerender.js, made from the same code as its browser build), so what
// is drawn here is always the live version's: a deploy or a rollback of one remote changes its server render with
// it. The render is only a head start: no answer within the budget, no render file, a crash — the page is served
// as before and the browser draws it.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { readRegistry } from './registry.mjs';
import { REMOTE_NAMES } from './topology.mjs';

/**
 * What a remote's render is asked and answers (`@mart/runtime/server`): the request's cookie header goes through as
 * it came, the remote reads the page cookies itself.
 * @typedef {{ url: string, cookie: string | undefined, apiBaseUrl: string, deadline: number }} PrerenderRequest
 * @typedef {{ language: string, moduleId: number | null, theme: 'light' | 'dark', lang: string, dir: 'ltr' | 'rtl' }} PrerenderedPage
 * @typedef {{ app: string, html: string, css: string, state: unknown, page: PrerenderedPage,
 *   session?: 'customer' | 'guest' }} PrerenderResult
 * @typedef {{ prerender: (req: PrerenderRequest) => Promise<PrerenderResult | null> }} Prerenderer
 */

/** @type {Map<string, Prerenderer | null>} loaded once per deployed version (its folder never changes) */
const loaded = new Map();

/** The server render of a deployed remote version, or null when that build has none or it cannot load. */
function prerendererOf(/** @type {string} */ file) {
  if (!loaded.has(file)) {
    /** @type {Prerenderer | null} */
    let mod = null;
    if (fs.existsSync(file)) {
      try {
        const m = createRequire(file)(file);
        mod = typeof m?.prerender === 'function' ? m : null;
      } catch (e) {
        console.error(`[mart] server render ${file} could not load:`, e);
      }
    }
    loaded.set(file, mod);
  }
  return loaded.get(file) ?? null;
}

/**
 * The live remotes' server render files, then the shell's (its module picker answers `/` and `/home` only while no
 * module is picked, which a remote's module home answers otherwise).
 * @param {string} root @param {import('./registry.mjs').Registry} registry
 */
function liveRenderers(root, registry) {
  const remotes = REMOTE_NAMES.flatMap((name) => {
    const live = registry.remotes[name];
    return live ? [{ name, file: path.join(root, 'remotes', name, live.version, 'server', 'prerender.js') }] : [];
  });
  const shell = registry.shell
    ? [{ name: 'shell', file: path.join(root, 'shell', registry.shell.version, 'server', 'prerender.js') }]
    : [];
  return [...remotes, ...shell];
}

/**
 * Every render file some visitor is served now: the live versions' and each canary's. `registry` is this visitor's
 * (a canary's side sees the canary in place of the live version), so the whole registry is read for the others.
 * @param {string} root
 */
function servedRenderFiles(root) {
  const reg = readRegistry(root);
  const canaries = Object.entries(reg.canaries ?? {}).map(([name, c]) =>
    path.join(root, 'remotes', name, c.version, 'server', 'prerender.js'),
  );
  return [...liveRenderers(root, reg).map((r) => r.file), ...canaries];
}

/**
 * Loads the live remotes' server renders before the first page asks (loading one takes longer than a page's render
 * budget). @param {string} root @param {import('./registry.mjs').Registry} registry
 */
export function warmPrerenderers(root, registry) {
  if (process.env.MART_SSR === '0') return;
  for (const { file } of liveRenderers(root, registry)) prerendererOf(file);
}

/**
 * Lets go of the renders of this deploy root's versions no longer live (each holds a whole bundle in memory); a
 * rollback to one loads it again. Another root served by the same process (the bench's single-bundle site) keeps
 * its own: forgetting them made every page of the other reload its renders, ~150 ms each, before answering.
 * @param {string} root @param {string[]} live the live render files
 */
function forgetStale(root, live) {
  const ours = [path.join(root, 'remotes') + path.sep, path.join(root, 'shell') + path.sep];
  for (const file of [...loaded.keys()]) {
    if (!ours.some((dir) => file.startsWith(dir)) || live.includes(file)) continue;
    loaded.delete(file);
    delete createRequire(file).cache[file];
  }
}

/** How long a page waits for its server render before it is sent without one (MART_SSR_BUDGET_MS). */
export function renderBudgetMs() {
  const v = Number(process.env.MART_SSR_BUDGET_MS ?? 250);
  return Number.isFinite(v) && v >= 0 ? v : 250;
}

/** The page cookie of the picked module (`PAGE_COOKIES.module` of `@mart/api-client`). */
const MODULE_COOKIE = 'mart_module';

/**
 * The request's cookies as the page will have them: a link to a module's home (`/home?module_id=3`, what the module
 * picker's tiles are) picks that module, as the browser's deep link does, so a page without JavaScript lands in it.
 * @param {string} url @param {string | undefined} cookie
 */
export function withLinkedModule(url, cookie) {
  const u = new URL(url, 'http://page');
  const id = u.searchParams.get('module_id');
  if (!/^\/(home\/?)?$/.test(u.pathname) || !id || !/^[1-9]\d{0,8}$/.test(id)) return cookie;
  const others = (cookie ?? '')
    .split(';')
    .map((c) => c.trim())
    .filter((c) => c && !c.startsWith(`${MODULE_COOKIE}=`));
  return [...others, `${MODULE_COOKIE}=${id}`].join('; ');
}

/**
 * The first screen of `url` from whichever live remote renders it, or null. MART_SSR=0 turns it off.
 * @param {{ root: string, registry: import('./registry.mjs').Registry, url: string, cookie: string | undefined,
 *   apiBaseUrl: string }} o
 * @returns {Promise<PrerenderResult | null>}
 */
export async function prerenderPage({ root, registry, url, cookie, apiBaseUrl }) {
  if (process.env.MART_SSR === '0') return null;
  const deadline = Date.now() + renderBudgetMs();
  const renderers = liveRenderers(root, registry);
  // both sides of a canary stay loaded: forgetting the other side's made each switch load a whole bundle again
  forgetStale(root, [...renderers.map((r) => r.file), ...servedRenderFiles(root)]);
  for (const { name, file } of renderers) {
    const renderer = prerendererOf(file);
    if (!renderer) continue;
    try {
      const req = { url, cookie: withLinkedModule(url, cookie), apiBaseUrl, deadline };
      // a render still queued at the deadline is not waited for (its job gives up by itself)
      const result = await Promise.race([
        renderer.prerender(req),
        new Promise((resolve) => setTimeout(resolve, Math.max(0, deadline - Date.now()) + 50, null)),
      ]);
      if (result) return /** @type {PrerenderResult} */ (result);
    } catch (e) {
      console.error(`[mart] server render of ${url} by ${name} failed:`, e);
    }
    if (Date.now() >= deadline) return null;
  }
  return null;
}
