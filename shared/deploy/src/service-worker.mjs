// @ts-check
// The service worker's kill switch (shell/src/pwa/sw.js): with MART_SERVICE_WORKER=off the page server answers
// /sw.js with a worker that deletes the site's caches and unregisters itself. Browsers look for a new /sw.js on
// every page load (the page registers it with updateViaCache 'none'), so each visitor's worker is gone by their
// next load, and their open pages reload without it. Turn it back on by unsetting the variable.
import { SECURITY_HEADERS } from './request-guard.mjs';

export const KILL_WORKER = `// Mart: the service worker is switched off (MART_SERVICE_WORKER=off)
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => {
  event.waitUntil((async () => {
    for (const key of await caches.keys()) if (key.startsWith('mart-')) await caches.delete(key);
    await self.registration.unregister();
    for (const client of await self.clients.matchAll({ type: 'window' })) client.navigate(client.url);
  })());
});
`;

/** Whether the deployment switched the service worker off. */
export const serviceWorkerOff = (v = process.env.MART_SERVICE_WORKER) => v === 'off' || v === '0';

/**
 * Answers /sw.js with the kill worker. @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 */
export function sendKillWorker(req, res) {
  res.writeHead(200, {
    ...SECURITY_HEADERS,
    'Content-Type': 'text/javascript; charset=utf-8',
    'Cache-Control': 'no-cache',
    'Content-Length': String(Buffer.byteLength(KILL_WORKER)),
  });
  res.end(req.method === 'HEAD' ? undefined : KILL_WORKER);
}
