// @ts-check
/// <reference lib="webworker" />
/**
 * The storefront's service worker (issue 40 "beyond the anchors", issue 45.2), served by the shell at /sw.js with
 * scope `/`; the shell's build writes its version and precache list in (shell/webpack.pwa.js).
 *
 * What it answers, and why it can never hold a customer on an old remote:
 * - a page (navigation): always the network (the page server inlines the live registry into every page); only
 *   when the network is gone, the offline page;
 * - the shell's hashed files (/chunks/, /assets/): from its cache once fetched, they never change;
 * - the offline page and the icons: the network, or its cache when the network is gone;
 * - everything else is not touched: /registry.json, /main.js (its name stays across versions), /sw.js, the
 *   manifest, every other origin (the remotes' remoteEntry.js and mf-manifest.json, their chunks, the API). So a
 *   deploy, a rollback or a canary's choice of a remote version reaches the next page load exactly as without it.
 * A new worker takes over at once (skipWaiting, clients.claim): it holds no page code a page could be out of step
 * with, only the offline page and immutable files, so there is nothing to ask the customer about.
 * Kill switch: the page server answers /sw.js with a worker that removes itself (MART_SERVICE_WORKER=off;
 * docs/PRODUCTION.md).
 * Push: shows the notification the API sent (services/messages/push-messages.ts) and opens its page on a tap.
 */
const sw = /** @type {ServiceWorkerGlobalScope} */ (/** @type {unknown} */ (self));

const VERSION = '__MART_SW_VERSION__';
/** @type {string[]} */
const PRECACHE = JSON.parse('__MART_SW_PRECACHE__');
const OFFLINE_CACHE = `mart-offline-${VERSION}`;
const CHUNK_CACHE = 'mart-shell-chunks';
/** hashed files kept (the oldest go first): a few shell versions' worth */
const CHUNK_LIMIT = 400;
const OFFLINE_PAGE = '/offline.html';

sw.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(OFFLINE_CACHE)
      // `reload`: the files as the server has them now, not as the HTTP cache kept them
      .then((cache) => cache.addAll(PRECACHE.map((url) => new Request(url, { cache: 'reload' }))))
      .then(() => sw.skipWaiting()),
  );
});

sw.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const key of await caches.keys())
        if (key.startsWith('mart-offline-') && key !== OFFLINE_CACHE) await caches.delete(key);
      await trim();
      // the page's request starts while the worker wakes up
      if (sw.registration.navigationPreload) await sw.registration.navigationPreload.enable();
      await sw.clients.claim();
    })(),
  );
});

sw.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== sw.location.origin) return;
  if (request.mode === 'navigate') return event.respondWith(page(event));
  if (url.pathname.startsWith('/chunks/') || url.pathname.startsWith('/assets/'))
    return event.respondWith(hashed(request));
  if (PRECACHE.includes(url.pathname)) return event.respondWith(networkOrCache(request));
});

/** @param {FetchEvent} event */
async function page(event) {
  try {
    const preloaded = await event.preloadResponse;
    if (preloaded) return preloaded;
    return await fetch(event.request);
  } catch {
    // the network is gone (an answer, even a 5xx, is the server's and is shown as it is)
    const offline = await caches.match(OFFLINE_PAGE, { cacheName: OFFLINE_CACHE });
    return offline ?? Response.error();
  }
}

/** @param {Request} request */
async function hashed(request) {
  const cache = await caches.open(CHUNK_CACHE);
  const hit = await cache.match(request);
  if (hit) return hit;
  const response = await fetch(request);
  if (response.ok && response.type === 'basic') await cache.put(request, response.clone());
  return response;
}

/** @param {Request} request */
async function networkOrCache(request) {
  try {
    return await fetch(request);
  } catch (error) {
    const hit = await caches.match(request, { cacheName: OFFLINE_CACHE });
    if (hit) return hit;
    throw error;
  }
}

async function trim() {
  const cache = await caches.open(CHUNK_CACHE);
  const keys = await cache.keys();
  for (const key of keys.slice(0, Math.max(0, keys.length - CHUNK_LIMIT))) await cache.delete(key);
}

/** @typedef {{ title?: string, body?: string, url?: string, tag?: string, lang?: string }} PushMessage */

sw.addEventListener('push', (event) => {
  /** @type {PushMessage} */
  let message = {};
  try {
    message = event.data ? event.data.json() : {};
  } catch {
    message = { body: event.data ? event.data.text() : '' };
  }
  event.waitUntil(
    sw.registration.showNotification(message.title || 'Mart', {
      body: message.body ?? '',
      tag: message.tag,
      lang: message.lang === 'kz' ? 'kk' : message.lang,
      icon: '/icons/icon-192.png',
      badge: '/icons/favicon-32.png',
      data: { url: message.url ?? '/' },
    }),
  );
});

sw.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL(String(event.notification.data?.url ?? '/'), sw.location.origin);
  // only this site's own pages
  if (target.origin !== sw.location.origin) return;
  event.waitUntil(
    (async () => {
      const windows = await sw.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((w) => new URL(w.url).origin === sw.location.origin);
      if (open) {
        await open.focus();
        await open.navigate(target.href);
        return;
      }
      await sw.clients.openWindow(target.href);
    })(),
  );
});

/**
 * A rotated subscription (issue 40): the push service may end this browser's subscription and give it a new one
 * (`pushsubscriptionchange`); pushes would stop until the customer next opened Settings. The worker holds no
 * session, so it proves the old subscription instead: the page kept, when it stored the subscription, the API's
 * address, the old endpoint and its auth secret (only this browser and the API hold both) and the server's key,
 * under PUSH_RECORD in the cache PUSH_CACHE (shared/api-client/src/endpoints/push.ts writes it). The worker
 * subscribes again with the same key and asks the API to replace the old subscription with the new one.
 */
const PUSH_CACHE = 'mart-push';
const PUSH_RECORD = '/__mart/push-subscription';

/** @typedef {{ api: string, endpoint: string, auth: string, key: string }} PushRecord */

/** @param {ArrayBuffer | null} bytes */
function base64url(bytes) {
  if (!bytes) return '';
  let raw = '';
  for (const b of new Uint8Array(bytes)) raw += String.fromCharCode(b);
  return btoa(raw).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/**
 * @param {PushSubscription | null} given the new subscription when the browser made one already
 * @returns {Promise<'renewed' | 'unknown' | 'none'>}
 */
async function renewSubscription(given) {
  const cache = await caches.open(PUSH_CACHE);
  const hit = await cache.match(PUSH_RECORD);
  /** @type {PushRecord | null} */
  const kept = hit ? await hit.json().catch(() => null) : null;
  // the page never stored a subscription (or it was turned off, or the customer signed out): nothing to replace
  if (!kept?.endpoint || !kept.auth || !kept.key) return 'none';
  const fresh =
    given ?? (await sw.registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: kept.key }));
  const json = fresh.toJSON();
  const response = await fetch(`${kept.api}/api/v1/push-token/renew`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      old_endpoint: kept.endpoint,
      old_auth: kept.auth,
      subscription: { endpoint: fresh.endpoint, keys: json.keys, expirationTime: fresh.expirationTime },
    }),
  });
  if (response.ok) {
    /** @type {PushRecord} */
    const next = { ...kept, endpoint: fresh.endpoint, auth: base64url(fresh.getKey('auth')) };
    await cache.put(
      PUSH_RECORD,
      new Response(JSON.stringify(next), { headers: { 'content-type': 'application/json' } }),
    );
    return 'renewed';
  }
  // the API no longer has the old one (signed out, removed as expired): the page stores the new one on its next
  // Settings visit, as before
  if (response.status === 404) await cache.delete(PUSH_RECORD);
  return 'unknown';
}

sw.addEventListener('pushsubscriptionchange', (event) => {
  const change = /** @type {ExtendableEvent & { newSubscription?: PushSubscription | null }} */ (event);
  change.waitUntil(renewSubscription(change.newSubscription ?? null));
});
