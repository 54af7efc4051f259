// @ts-check
// Static hosting for the deployed front ends: the shell at its origin, each remote at its own origin serving all
// of its versioned folders. Version folders never change once written, so everything in them is cached forever;
// only the registry document is always fetched fresh.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { prerenderPage, warmPrerenderers } from './prerender.mjs';
import { readRegistry } from './registry.mjs';
import { serveMetrics } from './observe.mjs';
import { registryForVisitor, watchCanaries } from './canary.mjs';
import { SECURITY_HEADERS, createPageServer, fail, fileIn, guarded, streamFile } from './request-guard.mjs';
import { sendKillWorker, serviceWorkerOff } from './service-worker.mjs';
import { seoFile } from './seo-files.mjs';
import { languageCookie, pageAnswer, withPageHead, withPageLanguage } from './seo.mjs';
import { REMOTE_NAMES, apiBaseUrl, deployRoot, originOf, portOf } from './topology.mjs';

/** @type {Record<string, string>} */
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  // the installable web app's manifest (shell/public)
  '.webmanifest': 'application/manifest+json; charset=utf-8',
};

/**
 * Content-Security-Policy of the pages: scripts only from our own origins, never inline. A deployment that turns on
 * a third-party SDK (Google Maps, social sign-in, reCAPTCHA) lists its origins in MART_CSP_THIRD_PARTY
 * (space-separated); they are allowed for scripts, frames, images and calls, nothing else is.
 */
export function contentSecurityPolicy(thirdParty = process.env.MART_CSP_THIRD_PARTY ?? '') {
  const remotes = REMOTE_NAMES.map(originOf).join(' ');
  const api = apiBaseUrl();
  const extra = thirdParty.split(/\s+/).filter(Boolean).join(' ');
  const withExtra = (/** @type {string} */ list) => (extra ? `${list} ${extra}` : list);
  return [
    "default-src 'self'",
    withExtra(`script-src 'self' ${remotes}`),
    // each remote's antd stylesheet comes from where its code does
    `style-src 'self' 'unsafe-inline' ${remotes}`,
    withExtra(`img-src 'self' data: blob: ${api}`),
    withExtra(`connect-src 'self' ${remotes} ${api}`),
    ...(extra ? [`frame-src ${extra}`] : []),
    "font-src 'self' data:",
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
    `form-action 'self' ${api}`,
  ].join('; ');
}

/**
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {string} file
 * @param {Record<string,string>} headers
 */
function sendFile(req, res, file, headers) {
  const ext = path.extname(file);
  const accept = String(req.headers['accept-encoding'] ?? '');
  let body = file;
  /** @type {Record<string, string>} */
  const h = {
    ...SECURITY_HEADERS,
    'Content-Type': TYPES[ext] ?? 'application/octet-stream',
    Vary: 'Accept-Encoding',
    ...headers,
  };
  if (/\bbr\b/.test(accept) && fs.existsSync(`${file}.br`)) {
    body = `${file}.br`;
    h['Content-Encoding'] = 'br';
  } else if (/\bgzip\b/.test(accept) && fs.existsSync(`${file}.gz`)) {
    body = `${file}.gz`;
    h['Content-Encoding'] = 'gzip';
  }
  h['Content-Length'] = String(fs.statSync(body).size);
  res.writeHead(200, h);
  if (req.method === 'HEAD') res.end();
  else streamFile(res, body);
}

/** Whether a regular file is there (a name too long, or a file where a folder should be, is no file either). */
function isFile(/** @type {string} */ file) {
  try {
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

/** The registry document as the page reads it: what is live, without the release history. @param {import('./registry.mjs').Registry} reg */
function liveRegistry(reg) {
  const { releases: _r, history: _h, canaries: _c, canaryLog: _l, ...live } = reg;
  return { ...live, rum: { sample: rumSample() } };
}

/** The share of page loads whose browser reports to the API's RUM (MART_RUM_SAMPLE, 0–1; 0.1 by default). */
export function rumSample(v = process.env.MART_RUM_SAMPLE) {
  const n = v === undefined || v === '' ? 0.1 : Number(v);
  return Number.isFinite(n) ? Math.min(1, Math.max(0, n)) : 0.1;
}

/**
 * What the page's HTML carries for its first load: the live registry inlined as a JSON data block (not a script:
 * the CSP's `script-src 'self'` allows it, and the first remote's download no longer waits for a /registry.json
 * round trip), and preconnects to the live remotes' origins and the API's, so those connections open while the
 * shell's entry downloads. The HTML is never cached, so a deploy or rollback reaches the next page load as before.
 * @param {import('./registry.mjs').Registry} reg @param {string} [preloads] the page's preload links
 */
export function firstLoadHead(reg, preloads = '') {
  const live = liveRegistry(reg);
  /** @type {Set<string>} */
  const origins = new Set();
  for (const r of Object.values(live.remotes)) {
    try {
      origins.add(new URL(r.manifest).origin);
    } catch {
      // a relative manifest URL is on the shell's own origin: nothing to open early
    }
  }
  const api = live.apiBaseUrl ?? apiBaseUrl();
  // a remote's manifest is fetched (CORS, no credentials) and its chunks are script tags (no-cors): two pools
  const links = [...origins].flatMap((o) => [
    `<link rel="preconnect" href="${escapeAttr(o)}" crossorigin>`,
    `<link rel="preconnect" href="${escapeAttr(o)}">`,
  ]);
  links.push(`<link rel="preconnect" href="${escapeAttr(new URL(api).origin)}" crossorigin>`);
  return `${links.join('')}${preloads}<script type="application/json" id="mart-registry">${scriptJson(live)}</script>`;
}

/** @type {Map<string, unknown>} a deployed version's files never change: each is read once */
const versionFiles = new Map();

/** A JSON file of a deployed version, or null when that build has none. @param {string} file */
function versionJson(file) {
  if (!versionFiles.has(file)) {
    let doc = null;
    try {
      doc = JSON.parse(fs.readFileSync(file, 'utf8'));
    } catch {
      doc = null; // an older build without it: the page loads as before, without the hints
    }
    versionFiles.set(file, doc);
  }
  return versionFiles.get(file);
}

/**
 * Which scripts the page's HTML names for preloading (MART_PRELOAD): `shell` (the default) the shell's start-up
 * chunks; `all` also the drawn remote's; `off` none. The remote's hints are off by default: measured under
 * Lighthouse's throttling they start ~20 more downloads beside the page's largest image, and LCP went from ~1.0 to
 * ~2.8 s on the store and vehicle pages, while the shell's alone left it at ~1.0 s (docs/BENCHMARKS.md). A page whose
 * first screen has a picture to paint first names none in any mode (see `pageHtml`).
 * @returns {'off' | 'shell' | 'all'}
 */
export function preloadMode(v = process.env.MART_PRELOAD) {
  return v === 'off' || v === '0' ? 'off' : v === 'all' ? 'all' : 'shell';
}

/**
 * `<link rel="preload" as="script">` for what the page runs before it answers a tap, so it downloads beside the
 * shell's entry instead of a round trip or three after it (the shell's code finds these files only once it has
 * run): the shell's start-up chunks and shared packages (its build's preload.json), and in mode `all`, when a remote
 * drew the page's first screen, that live version's remoteEntry.js, its `./app` chunks and the shared packages the
 * shell does not provide (react-router-dom), from its mf-manifest.json. No `crossorigin`: webpack's and the
 * federation runtime's script tags are plain, and a preload is only reused by a request of the same mode. Read from
 * the live versions, so a deploy or rollback of a remote changes its hints with the next page.
 * @param {import('./registry.mjs').Registry} reg @param {string} root @param {string | undefined} app the remote
 * @param {'off' | 'shell' | 'all'} [mode]
 */
export function preloadLinks(reg, root, app, mode = preloadMode()) {
  if (!reg.shell || mode === 'off') return '';
  if (mode === 'shell') app = undefined;
  const shellDir = path.join(root, 'shell', reg.shell.version);
  const list = /** @type {{ scripts?: string[] } | null} */ (versionJson(path.join(shellDir, 'preload.json')));
  const urls = (list?.scripts ?? []).map((f) => `/${f}`);
  const live = app ? reg.remotes[app] : undefined;
  if (app && live) {
    /** @typedef {{ name: string, assets?: { js?: { sync?: string[] } } }} Asset */
    const manifest =
      /** @type {{ exposes?: Asset[], shared?: Asset[], metaData?: { remoteEntry?: { name?: string } } } | null} */ (
        versionJson(path.join(root, 'remotes', app, live.version, 'mf-manifest.json'))
      );
    const shellManifest = /** @type {{ shared?: Asset[] } | null} */ (
      versionJson(path.join(shellDir, 'mf-manifest.json'))
    );
    const entry = manifest?.exposes?.find((e) => e.name === 'app');
    if (manifest && entry) {
      const provided = new Set((shellManifest?.shared ?? []).map((s) => s.name));
      const files = [
        manifest.metaData?.remoteEntry?.name ?? 'remoteEntry.js',
        ...(entry.assets?.js?.sync ?? []),
        ...(manifest.shared ?? []).filter((s) => !provided.has(s.name)).flatMap((s) => s.assets?.js?.sync ?? []),
      ];
      for (const f of files) urls.push(new URL(f, live.manifest).href);
    }
  }
  return [...new Set(urls)].map((u) => `<link rel="preload" as="script" href="${escapeAttr(u)}">`).join('');
}

/** @param {string} s */
function escapeAttr(s) {
  return s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/** A JSON document inside a `<script type="application/json">`: `<` escaped so no value can close the element. */
const scriptJson = (/** @type {unknown} */ v) => JSON.stringify(v).replace(/</g, '\\u003c');

const BOOT = '<div class="mart-boot" aria-busy="true">Mart</div>';

/** An HTML tag's attributes as written (values stay escaped as they were). @param {string} tag */
function tagAttributes(tag) {
  /** @type {Map<string, string>} */
  const attrs = new Map();
  for (const m of tag.matchAll(/\s([a-zA-Z][\w:-]*)(?:="([^"]*)")?/g))
    attrs.set((m[1] ?? '').toLowerCase(), m[2] ?? '');
  return attrs;
}

/**
 * The preload of the first screen's largest image: the first `<img fetchpriority="high">` the server drew (the pages
 * mark their LCP image so). As the head's first request it starts before main.js and the body's parse, alone on the
 * line (the page names no scripts then, see `pageHtml`), so it paints before any start-up code competes with it for
 * the link and the main thread. Empty when the page has no such image, or it is lazy or has no source.
 * @param {string} html the server-drawn first screen
 */
export function lcpImagePreload(html) {
  for (const [tag] of html.matchAll(/<img\b(?:[^>"]|"[^"]*")*>/gi)) {
    const a = tagAttributes(tag);
    if (a.get('fetchpriority') !== 'high') continue;
    if (a.get('loading') === 'lazy') return '';
    const src = a.get('src');
    const srcset = a.get('srcset');
    if (!src && !srcset) return '';
    const attr = (/** @type {string} */ name, /** @type {string | undefined} */ v) =>
      v ? ` ${name}="${v.replace(/</g, '&lt;')}"` : '';
    return `<link rel="preload" as="image"${attr('href', src)}${attr('imagesrcset', srcset)}${attr('imagesizes', a.get('sizes'))}${attr('crossorigin', a.has('crossorigin') ? a.get('crossorigin') || 'anonymous' : undefined)} fetchpriority="high">`;
  }
  return '';
}

/**
 * The page's HTML: the shell's template with the first-load head and, when a remote drew the page's first screen on
 * the server, that HTML in the remote's own container (the box the shell mounts the remote into, so the remote's
 * first render replaces it in one commit), its styles, the language and theme it was drawn in, and the query cache
 * it was drawn from (the browser starts with it, so its first render draws the same).
 * @param {string} template @param {import('./registry.mjs').Registry} reg
 * @param {import('./prerender.mjs').PrerenderResult | null} pre @param {string} [root] the deploy root
 */
export function pageHtml(template, reg, pre, root = deployRoot()) {
  // replacements are functions: a `$&` or `$'` in the content must stay text, not a replacement pattern
  const lcp = pre && template.includes(BOOT) ? lcpImagePreload(pre.html) : '';
  // a page with a picture to paint first names no scripts: its start-up asks for them once the picture has painted
  // (`firstPicturePainted` of @mart/runtime), and a hinted script would download beside the picture
  const head = firstLoadHead(reg, lcp ? '' : preloadLinks(reg, root, pre?.app));
  const html = template.replace('</head>', () => `${head}</head>`);
  if (!pre || !html.includes(BOOT)) return html;
  const { app, page } = pre;
  const theme = page.theme === 'dark' ? ' data-theme="dark"' : '';
  const data = scriptJson({
    app,
    language: page.language,
    moduleId: page.moduleId,
    state: pre.state,
    ...(pre.session ? { session: pre.session } : {}),
  });
  const css = pre.css.replace(/<\//g, '<\\/');
  const box = `<div id="mart-app-${escapeAttr(app)}" data-app="${escapeAttr(app)}" data-prerendered="">${pre.html}</div>`;
  return (
    html
      // first in the head, after the charset (which must stay in the first bytes)
      .replace(/<head>(\s*<meta charset="[^"]*"\s*\/?>)?/, (m) => `${m}${lcp}`)
      .replace(
        /<html lang="[^"]*" dir="[^"]*"/,
        () => `<html lang="${escapeAttr(page.lang)}"${theme} dir="${page.dir === 'rtl' ? 'rtl' : 'ltr'}"`,
      )
      .replace('</head>', () => `<style id="mart-ssr-css">${css}</style></head>`)
      .replace('</body>', () => `<script type="application/json" id="mart-ssr">${data}</script></body>`)
      .replace(BOOT, () => box)
  );
}

/** The session cookie the shell keeps in step with the customer's token (`SESSION_COOKIE` of `@mart/api-client`). */
const SESSION_COOKIE = 'mart_session';

/**
 * A page asked for with a session may be drawn with that customer's own data: it is theirs alone, kept by no cache
 * (shared or the browser's own). Any other page is the same for everyone with the same page cookies.
 * @param {string | undefined} cookie
 */
export function pageCacheControl(cookie) {
  const personal = (cookie ?? '').split(';').some((c) => c.trim().startsWith(`${SESSION_COOKIE}=`));
  return personal ? 'private, no-store' : 'no-cache';
}

/**
 * The page, compressed when the browser accepts it.
 * @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res @param {string} file
 * @param {import('./registry.mjs').Registry} reg @param {string} root @param {Record<string,string>} headers
 */
async function sendPage(req, res, file, reg, root, headers) {
  const api = reg.apiBaseUrl ?? apiBaseUrl();
  const url = new URL(req.url ?? '/', 'http://page');
  const cookie = withPageLanguage(url, req.headers.cookie);
  // the page's status and head (issue 41) are asked of the API while the first screen renders
  const [pre, answer] = await Promise.all([
    prerenderPage({ root, registry: reg, url: req.url ?? '/', cookie, apiBaseUrl: api }),
    pageAnswer({ registry: reg, url, cookie: req.headers.cookie, api }),
  ]);
  if (answer.location) {
    res.writeHead(301, { ...SECURITY_HEADERS, Location: answer.location, 'Cache-Control': 'no-cache' });
    return void res.end();
  }
  const manifest = isFile(path.join(path.dirname(file), 'manifest.webmanifest'));
  const page = pageHtml(fs.readFileSync(file, 'utf8'), reg, pre, root);
  const html = withPageHead(page, answer.head, answer.language, { manifest }, Boolean(pre));
  const setLanguage = languageCookie(url);
  if (setLanguage) headers = { ...headers, 'Set-Cookie': setLanguage };
  const accept = String(req.headers['accept-encoding'] ?? '');
  const cacheControl = pageCacheControl(req.headers.cookie);
  // the first screen depends on the page cookies: no cache may give one customer's page to another
  /** @type {Record<string, string>} */
  const h = {
    ...SECURITY_HEADERS,
    'Content-Type': 'text/html; charset=utf-8',
    Vary: 'Accept-Encoding, Cookie',
    ...headers,
  };
  h['Cache-Control'] = cacheControl;
  const encoding = /\bbr\b/.test(accept) ? 'br' : /\bgzip\b/.test(accept) ? 'gzip' : null;
  // a customer's own page is not kept, not even compressed in this process's memory
  const body = encoding ? compressedPage(html, encoding, cacheControl === 'no-cache') : Buffer.from(html);
  if (encoding) h['Content-Encoding'] = encoding;
  h['Content-Length'] = String(body.length);
  res.writeHead(answer.status, h);
  res.end(req.method === 'HEAD' ? undefined : body);
}

/** @type {Map<string, Buffer>} a page changes only with a deploy: its last few compressed forms are kept */
const compressed = new Map();

/** @param {string} html @param {'br' | 'gzip'} encoding @param {boolean} keep */
function compressedPage(html, encoding, keep) {
  const key = `${encoding}:${html}`;
  let body = keep ? compressed.get(key) : undefined;
  if (!body) {
    // a page drawn on the server differs per request: a fast brotli level, not the build's slowest one
    body =
      encoding === 'br'
        ? zlib.brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } })
        : zlib.gzipSync(html);
    if (!keep) return body;
    if (compressed.size >= 8) compressed.delete(compressed.keys().next().value ?? '');
    compressed.set(key, body);
  }
  return body;
}

/** The shell: live shell version's files, SPA fallback to index.html, and the registry document. */
export function shellHandler(root = deployRoot()) {
  return guarded(async (req, res, urlPath) => {
    // with a canary live, this visitor's side of it (canary.mjs)
    const reg = registryForVisitor(req, res, readRegistry(root));
    if (urlPath === '/registry.json') {
      res.writeHead(200, { ...SECURITY_HEADERS, 'Content-Type': TYPES['.json'], 'Cache-Control': 'no-store' });
      return void res.end(req.method === 'HEAD' ? undefined : JSON.stringify(liveRegistry(reg)));
    }
    if (!reg.shell) {
      console.error('[mart] no shell deployed: run `mart-deploy deploy shell`');
      return fail(req, res, 503);
    }
    if (urlPath === '/sw.js' && serviceWorkerOff()) return sendKillWorker(req, res);
    const base = path.join(root, 'shell', reg.shell.version);
    const file = fileIn(base, urlPath);
    // the version's server render is for this server, not for browsers
    if (file && path.relative(base, file).split(path.sep)[0] === 'server') return fail(req, res, 404);
    if (file && isFile(file) && !file.endsWith('index.html')) {
      // the shell entry (main.js) keeps its name across versions, so only hashed chunks are immutable
      const immutable = urlPath.startsWith('/chunks/') || urlPath.startsWith('/assets/');
      return sendFile(req, res, file, {
        'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      });
    }
    if (await seoFile(req, res, urlPath, reg.apiBaseUrl ?? apiBaseUrl())) return;
    if (path.extname(urlPath)) return fail(req, res, 404);
    await sendPage(req, res, path.join(base, 'index.html'), reg, root, {
      'Content-Security-Policy': contentSecurityPolicy(),
    });
  }, 'shell');
}

/** A remote: every deployed version under /<version>/, immutable. @param {string} name */
export function remoteHandler(name, root = deployRoot()) {
  const base = path.join(root, 'remotes', name);
  return guarded((req, res, urlPath) => {
    const file = fileIn(base, urlPath);
    if (!file || !isFile(file)) return fail(req, res, 404);
    // a version's server render is for the shell's server, not for browsers
    if (path.relative(base, file).split(path.sep)[1] === 'server') return fail(req, res, 404);
    sendFile(req, res, file, {
      'Access-Control-Allow-Origin': '*',
      'Cache-Control': 'public, max-age=31536000, immutable',
    });
  }, name);
}

/** The request handler of one app: the shell's or a remote's. @param {string} name @param {string} root */
export function appHandler(name, root = deployRoot()) {
  return name === 'shell' ? shellHandler(root) : remoteHandler(name, root);
}

/**
 * Serve one app in this process (what the supervisor runs, one process per app); resolves with its server once it
 * listens. @param {string} name
 */
export async function serveApp(name, { root = deployRoot(), host = '127.0.0.1', log = console.log } = {}) {
  const server = createPageServer(appHandler(name, root));
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(portOf(name), host, () => resolve(undefined));
  });
  const address = /** @type {import('node:net').AddressInfo} */ (server.address());
  log(`${name} listening on ${host}:${address.port}`);
  if (name === 'shell') {
    warmPrerenderers(root, readRegistry(root));
    await startObserving(server, log);
  }
  return server;
}

/** Start the shell's and every remote's server; resolves once all listen. */
export async function serveAll({ root = deployRoot(), host = '127.0.0.1', log = console.log } = {}) {
  const servers = [
    ['shell', createPageServer(shellHandler(root))],
    ...REMOTE_NAMES.map((n) => [n, createPageServer(remoteHandler(n, root))]),
  ];
  await Promise.all(
    servers.map(
      ([name, server]) =>
        new Promise((resolve, reject) => {
          const s = /** @type {import('node:http').Server} */ (server);
          s.once('error', reject);
          s.listen(portOf(String(name)), host, () => {
            log(`  ${String(name).padEnd(14)} ${originOf(String(name))}`);
            resolve(undefined);
          });
        }),
    ),
  );
  warmPrerenderers(root, readRegistry(root));
  const all = servers.map(([, s]) => /** @type {import('node:http').Server} */ (s));
  await startObserving(all[0], log);
  return all;
}

/**
 * The page server's metrics (MART_PAGE_METRICS_PORT), closed with the shell's server.
 * @param {import('node:http').Server | undefined} shell @param {(s: string) => void} log
 */
async function startObserving(shell, log) {
  const stopWatching = watchCanaries({ log });
  shell?.once('close', stopWatching);
  const metrics = await serveMetrics();
  if (!metrics) return;
  log(
    `  page metrics   http://${process.env.MART_PAGE_METRICS_HOST ?? '127.0.0.1'}:${process.env.MART_PAGE_METRICS_PORT}/metrics`,
  );
  shell?.once('close', () => metrics.close());
}
