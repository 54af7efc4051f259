import { expect, test, type Page, type Request } from '@playwright/test';
import { signInWithToken, signUpViaApi, useEnglish } from './account-helpers';

/**
 * Settings' Notifications switch and Web Push (issue 45.2, SPEC §8 "Denied notification permission: no token"), with
 * the site's real service worker. Headless Chromium here reaches no push service (no internet): its own
 * PushManager.subscribe fails, which is the designed "could not subscribe" state. The stored-token path is then
 * walked with the browser's PushManager handing out a subscription at a real push service's address with a real
 * P-256 key (the API checks both), since only the browser's side of it cannot run offline.
 */

/** The switch, once the page is controlled by the service worker (push subscriptions hang off it). */
async function settings(page: Page, name: string) {
  await page.goto('/settings');
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  const toggle = page.getByRole('switch', { name });
  await expect(toggle).toBeEnabled();
  return toggle;
}

const tokenCalls = (page: Page) => {
  const calls: { method: string; body: unknown }[] = [];
  page.on('request', (r: Request) => {
    if (r.url().endsWith('/api/v1/customer/push-token')) calls.push({ method: r.method(), body: r.postDataJSON() });
  });
  return calls;
};

test('denied permission: no token, and the page says notifications are blocked (en)', async ({ page, context }) => {
  const { token } = await signUpViaApi(page);
  await signInWithToken(page, token);
  await useEnglish(page);
  await context.clearPermissions();
  // the browser's answer to the prompt: denied
  await page.addInitScript(() => {
    Notification.requestPermission = () => Promise.resolve('denied');
  });
  const calls = tokenCalls(page);
  const toggle = await settings(page, 'Notifications');
  await toggle.click();
  await expect(page.getByTestId('push-state')).toHaveText(
    "Notifications are blocked in this browser, so it gets none: allow them in the browser's site settings.",
  );
  // the e-mail updates are on all the same
  await expect(toggle).toBeChecked();
  expect(calls).toEqual([]);
});

test('granted, but the browser reaches no push service: "could not subscribe", no token (ru)', async ({
  page,
  context,
}) => {
  const { token } = await signUpViaApi(page);
  await signInWithToken(page, token);
  await context.grantPermissions(['notifications']);
  const calls = tokenCalls(page);
  const toggle = await settings(page, 'Уведомления');
  await toggle.click();
  await expect(page.getByTestId('push-state')).toHaveText(
    'Этот браузер не смог подписаться на уведомления; статусы по-прежнему приходят на e-mail.',
    { timeout: 30_000 },
  );
  expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);
});

test('granted with a push service: the subscription is stored as the push token, and removed when switched off (ru)', async ({
  page,
  context,
}) => {
  const { token } = await signUpViaApi(page);
  await signInWithToken(page, token);
  await context.grantPermissions(['notifications']);
  await page.addInitScript(() => {
    let current: PushSubscription | null = null;
    const b64 = (bytes: ArrayBuffer) =>
      btoa(String.fromCharCode(...new Uint8Array(bytes)))
        .replace(/\+/g, '-')
        .replace(/\//g, '_')
        .replace(/=+$/, '');
    PushManager.prototype.getSubscription = () => Promise.resolve(current);
    PushManager.prototype.subscribe = async (options?: PushSubscriptionOptionsInit) => {
      const pair = await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, ['deriveBits']);
      const p256dh = b64(await crypto.subtle.exportKey('raw', pair.publicKey));
      const auth = b64(crypto.getRandomValues(new Uint8Array(16)).buffer);
      const endpoint = `https://fcm.googleapis.com/fcm/send/e2e-${Math.random().toString(36).slice(2)}`;
      const key = options?.applicationServerKey as Uint8Array;
      current = {
        endpoint,
        expirationTime: null,
        options: { applicationServerKey: key.buffer, userVisibleOnly: true },
        toJSON: () => ({ endpoint, expirationTime: null, keys: { p256dh, auth } }),
        unsubscribe: () => {
          current = null;
          return Promise.resolve(true);
        },
        getKey: () => null,
      } as unknown as PushSubscription;
      return current;
    };
  });
  const calls = tokenCalls(page);
  const toggle = await settings(page, 'Уведомления');
  const saved = page.waitForResponse(
    (r) => r.url().endsWith('/api/v1/customer/push-token') && r.request().method() === 'PUT',
  );
  await toggle.click();
  expect((await saved).status()).toBe(200);
  await expect(page.getByTestId('push-state')).toHaveText('А также уведомлениями в этом браузере.');
  const put = calls.find((c) => c.method === 'PUT')!.body as { endpoint: string; keys: { p256dh: string } };
  expect(put.endpoint).toMatch(/^https:\/\/fcm\.googleapis\.com\/fcm\/send\/e2e-/);

  const removed = page.waitForResponse(
    (r) => r.url().endsWith('/api/v1/customer/push-token') && r.request().method() === 'DELETE',
  );
  await toggle.click();
  expect((await removed).status()).toBe(200);
  expect(calls.at(-1)).toEqual({ method: 'DELETE', body: { endpoint: put.endpoint } });
  await expect(page.getByTestId('push-state')).toHaveCount(0);
  await expect(toggle).not.toBeChecked();
});
