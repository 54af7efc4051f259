import { expect, type Page } from '@playwright/test';
import path from 'node:path';

export const API = process.env.MART_API_URL ?? 'http://localhost:4100';
/** The test API's operator key (global-setup starts it with this), for moving orders and trips along. */
export const OPERATOR_KEY = 'e2e-operator-key';
/** The scale-out cluster's operator key (scale-setup.ts). */
export const SCALE_OPERATOR_KEY = 'e2e-scale-operator-key';

/** Who the page is to the API: the signed-in token and the guest id it keeps in localStorage (JSON or plain). */
export async function pageIdentity(page: Page): Promise<{ token: string | null; guest: string | null }> {
  return page.evaluate(() => {
    const raw = (k: string) => {
      const v = localStorage.getItem(k);
      if (v === null) return null;
      try {
        return String(JSON.parse(v));
      } catch {
        return v;
      }
    };
    return { token: raw('token'), guest: raw('guest_id') };
  });
}

/** Moves an order (store or parcel) or a trip forward through the operator API, as a store or courier would. */
export async function operatorMove(
  kind: 'orders' | 'trips',
  id: number,
  status: string,
  { api = API, key = OPERATOR_KEY } = {},
): Promise<void> {
  const res = await fetch(`${api}/api/v1/operator/${kind}/${id}/status`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-operator-key': key },
    body: JSON.stringify({ status }),
  });
  if (!res.ok) throw new Error(`operator move failed: ${res.status} ${await res.text()}`);
}

/** Everything a page of ours has around the routed content: the shell's header and footer. */
export async function expectChrome(page: Page): Promise<void> {
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
}

/** The remote's own box inside <main> has content and is not the error panel. */
export async function expectMounted(page: Page, app: string): Promise<void> {
  const box = page.locator(`#mart-app-${app}`);
  await expect(box).not.toBeEmpty();
  await expect(box.getByTestId('remote-error')).toHaveCount(0);
}

/** Pick a module the way a customer does, on the module picker that /home shows at first. */
export async function chooseModule(page: Page, moduleType: string): Promise<void> {
  const modules = (await (await fetch(`${API}/api/v1/module`)).json()) as {
    module_type: string;
    module_name: string;
  }[];
  const m = modules.find((x) => x.module_type === moduleType);
  if (!m) throw new Error(`no ${moduleType} module in the demo data`);
  await page.goto('/home');
  await page.getByRole('link', { name: m.module_name, exact: true }).click();
}

/** A cash take-away order from the all-day burger place, placed through the API (`api`) as the checkout would. */
export async function placeCashOrder(token: string, api = API): Promise<number> {
  const modules = (await (await fetch(`${api}/api/v1/module`)).json()) as { id: number; module_type: string }[];
  const food = modules.find((m) => m.module_type === 'food')!;
  const { stores } = (await (
    await fetch(`${api}/api/v1/stores/get-stores/all?offset=1&limit=100`, {
      headers: { moduleId: String(food.id), accept: 'application/json' },
    })
  ).json()) as { stores: { id: number; name: string; module_id: number }[] };
  const store = stores.find((s) => s.name === 'Бургерная «Гриль Хаус»')!;
  const headers = {
    'content-type': 'application/json',
    accept: 'application/json',
    authorization: `Bearer ${token}`,
    moduleId: String(store.module_id),
  };
  const items = (await (
    await fetch(`${api}/api/v1/items/search?store_id=${store.id}&limit=20`, { headers })
  ).json()) as {
    products: { id: number; food_variations: unknown[] }[];
  };
  const item = items.products.find((p) => p.food_variations.length === 0) ?? items.products[0]!;
  const post = (path: string, body: unknown) =>
    fetch(`${api}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
  expect((await post('/api/v1/customer/cart/add', { item_id: item.id, quantity: 1 })).ok).toBe(true);
  const quote = (await (await post('/api/v1/customer/order/quote', { order_type: 'take_away' })).json()) as {
    order_amount: number;
  };
  const placed = await post('/api/v1/customer/order/place', {
    order_type: 'take_away',
    payment_method: 'cash_on_delivery',
    order_amount: quote.order_amount,
    contact_phone: '+77015550101',
    idempotency_key: `live-${Date.now()}-${Math.random().toString(36).slice(2)}`,
  });
  expect(placed.ok).toBe(true);
  return ((await placed.json()) as { order_id: number }).order_id;
}

export async function signUpViaApi(api = API): Promise<{ token: string; email: string; password: string }> {
  const n = `${Date.now()}${Math.floor(Math.random() * 1e4)}`;
  const email = `e2e${n}@example.com`;
  const password = 'secret123';
  const res = await fetch(`${api}/api/v1/auth/sign-up`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({
      name: 'E2E Customer',
      email,
      phone: `+7701${n.slice(-7)}`,
      password,
      confirm_password: password,
    }),
  });
  const body = (await res.json()) as { token?: string };
  if (!res.ok || !body.token) throw new Error(`sign-up failed: ${res.status} ${JSON.stringify(body)}`);
  return { token: body.token, email, password };
}

/**
 * Where the screenshot specs write: docs/screenshots when asked for (`MART_SCREENSHOTS=1`, `pnpm --filter @mart/e2e
 * run screenshots`), else the test output folder, so running the tests never rewrites the committed pictures.
 */
export function screenshotPath(file: string): string {
  const dir = process.env.MART_SCREENSHOTS === '1' ? '../docs/screenshots' : 'test-results/screenshots';
  return path.resolve(dir, file);
}
