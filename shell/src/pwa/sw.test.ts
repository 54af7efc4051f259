/**
 * @jest-environment node
 */
// The service worker's answer to a rotated push subscription (issue 40, `pushsubscriptionchange`), run as the built
// worker runs: sw.js with its build placeholders written in, in a sandbox whose `self`, Cache Storage, PushManager
// and fetch are stand-ins that record what the worker does.
import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { PUSH_RECORD, type PushRecord } from '@mart/api-client';

const source = fs
  .readFileSync(path.join(__dirname, 'sw.js'), 'utf8')
  .replace("'__MART_SW_VERSION__'", JSON.stringify('test'))
  .replace("'__MART_SW_PRECACHE__'", JSON.stringify('[]'));

/** A PushSubscription as the browser gives it. */
function subscription(endpoint: string, auth: Uint8Array) {
  const authText = Buffer.from(auth).toString('base64url');
  return {
    endpoint,
    expirationTime: null,
    getKey: (name: string) => (name === 'auth' ? auth.slice().buffer : null),
    toJSON: () => ({ endpoint, expirationTime: null, keys: { p256dh: 'BP256', auth: authText } }),
  };
}

interface Sandbox {
  fire(event: { newSubscription?: unknown }): Promise<void>;
  record(): Promise<PushRecord | null>;
  fetch: jest.Mock<Promise<Response>, [string, RequestInit]>;
  subscribe: jest.Mock;
}

function worker(kept: PushRecord | null, answer = 200): Sandbox {
  const store = new Map<string, string>();
  const key = (url: string) => new URL(url, 'https://shop.example').pathname;
  if (kept) store.set(PUSH_RECORD.url, JSON.stringify(kept));
  const cache = {
    match: async (url: string) => (store.has(key(url)) ? new Response(store.get(key(url))) : undefined),
    put: async (url: string, response: Response) => void store.set(key(url), await response.text()),
    delete: async (url: string) => store.delete(key(url)),
  };
  const listeners = new Map<string, (event: unknown) => void>();
  const subscribe = jest.fn(async () => subscription('https://push.example/new-made', new Uint8Array(16).fill(7)));
  const fetch = jest.fn<Promise<Response>, [string, RequestInit]>(async () => new Response('{}', { status: answer }));
  const self = {
    addEventListener: (type: string, fn: (event: unknown) => void) => listeners.set(type, fn),
    registration: { pushManager: { subscribe } },
    location: new URL('https://shop.example/sw.js'),
  };
  vm.runInNewContext(source, {
    self,
    caches: { open: async (name: string) => (name === PUSH_RECORD.cache ? cache : null) },
    fetch,
    Response,
    URL,
    btoa,
    JSON,
    console,
  });
  return {
    fetch,
    subscribe,
    async fire(event) {
      const waits: Promise<unknown>[] = [];
      listeners.get('pushsubscriptionchange')!({ ...event, waitUntil: (p: Promise<unknown>) => waits.push(p) });
      await Promise.all(waits);
    },
    record: async () => (store.has(PUSH_RECORD.url) ? (JSON.parse(store.get(PUSH_RECORD.url)!) as PushRecord) : null),
  };
}

const KEPT: PushRecord = {
  api: 'https://api.shop.example',
  endpoint: 'https://push.example/old',
  auth: Buffer.from(new Uint8Array(16).fill(1)).toString('base64url'),
  key: 'BServerVapidKey',
};

test('no new subscription given: subscribes again with the same key and asks the API to replace the old one', async () => {
  const w = worker(KEPT);
  await w.fire({});
  expect(w.subscribe).toHaveBeenCalledWith({ userVisibleOnly: true, applicationServerKey: KEPT.key });
  expect(w.fetch).toHaveBeenCalledTimes(1);
  const [url, init] = w.fetch.mock.calls[0]!;
  expect(url).toBe('https://api.shop.example/api/v1/push-token/renew');
  expect(init.method).toBe('POST');
  expect(JSON.parse(String(init.body))).toEqual({
    old_endpoint: KEPT.endpoint,
    old_auth: KEPT.auth,
    subscription: {
      endpoint: 'https://push.example/new-made',
      keys: { p256dh: 'BP256', auth: Buffer.from(new Uint8Array(16).fill(7)).toString('base64url') },
      expirationTime: null,
    },
  });
  // the next rotation proves the new one
  expect(await w.record()).toEqual({
    ...KEPT,
    endpoint: 'https://push.example/new-made',
    auth: Buffer.from(new Uint8Array(16).fill(7)).toString('base64url'),
  });
});

test("the browser's new subscription is used as it is", async () => {
  const w = worker(KEPT);
  await w.fire({ newSubscription: subscription('https://push.example/given', new Uint8Array(16).fill(9)) });
  expect(w.subscribe).not.toHaveBeenCalled();
  expect(JSON.parse(String(w.fetch.mock.calls[0]![1].body))).toMatchObject({
    old_endpoint: KEPT.endpoint,
    subscription: { endpoint: 'https://push.example/given' },
  });
  expect((await w.record())?.endpoint).toBe('https://push.example/given');
});

test('nothing kept (never stored, turned off, signed out): no subscription, no request', async () => {
  const w = worker(null);
  await w.fire({});
  expect(w.subscribe).not.toHaveBeenCalled();
  expect(w.fetch).not.toHaveBeenCalled();
});

test('the API no longer knows the old one (404): the record goes, the page stores the new one later', async () => {
  const w = worker(KEPT, 404);
  await w.fire({});
  expect(await w.record()).toBeNull();
});

test('a 5xx keeps the record as it was, for the next try', async () => {
  const w = worker(KEPT, 503);
  await w.fire({});
  expect(await w.record()).toEqual(KEPT);
});
