import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { API, signUpViaApi } from '../support/site';

/**
 * Accessibility gate (issue 8): axe-core on every page the benchmark measures plus the auth modal, the cart drawer
 * and checkout, in the light and the dark theme. No serious or critical violation is allowed; no rule is disabled.
 */
type Module = { id: number; module_type: string; module_name: string };

const ALMATY = { address: 'пр. Абая 50, Алматы', lat: 43.238949, lng: 76.889709 };

async function json<T>(path: string, headers: Record<string, string> = {}): Promise<T> {
  const res = await fetch(`${API}${path}`, { headers: { Accept: 'application/json', ...headers } });
  if (!res.ok) throw new Error(`${path}: ${res.status}`);
  return (await res.json()) as T;
}

async function moduleOf(type: string): Promise<Module> {
  const m = (await json<Module[]>('/api/v1/module')).find((x) => x.module_type === type);
  if (!m) throw new Error(`no ${type} module in the demo data`);
  return m;
}

/** What the shell keeps in localStorage: theme, the chosen module, the Almaty location, a token. */
async function prepare(page: Page, o: { theme: string; module?: string; token?: string }): Promise<void> {
  const zone = await json<{ zone_ids: number[] }>(`/api/v1/config/get-zone-id?lat=${ALMATY.lat}&lng=${ALMATY.lng}`);
  const entries: [string, string][] = [
    ['theme', o.theme],
    ['location', JSON.stringify({ ...ALMATY, zoneIds: zone.zone_ids })],
  ];
  if (o.module) entries.push(['module', JSON.stringify(await moduleOf(o.module))]);
  if (o.token) entries.push(['token', o.token]);
  await page.addInitScript((kv) => {
    for (const [k, v] of kv) localStorage.setItem(k, v);
  }, entries);
}

async function expectNoSeriousViolations(page: Page, what: string, include?: string): Promise<void> {
  // antd's motion: let opening animations finish so colours are measured at their final opacity
  await page.waitForTimeout(400);
  const builder = new AxeBuilder({ page });
  if (include) builder.include(include);
  const result = await builder.analyze();
  const serious = result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes
          .slice(0, 3)
          .map((n) => `${n.target.join(' ')} [${n.failureSummary?.replace(/\s+/g, ' ') ?? ''}]`)
          .join(', ')}`,
    );
  expect(serious, `${what}: serious or critical accessibility violations`).toEqual([]);
}

async function mounted(page: Page, app: string): Promise<void> {
  const box = page.locator(`#mart-app-${app}`);
  await expect(box).not.toBeEmpty();
  await expect(box.getByTestId('remote-error')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
}

interface StoreRef {
  id: number;
  module_id: number;
  zone_id: number;
}

async function foodStore(): Promise<StoreRef & { itemId: number }> {
  const food = await moduleOf('food');
  const { products } = await json<{ products: { id: number; store_id: number; food_variations?: unknown[] }[] }>(
    `/api/v1/items/search?name=${encodeURIComponent('Плов')}&offset=1&limit=10`,
    { moduleId: String(food.id) },
  );
  const { stores } = await json<{ stores: StoreRef[] }>('/api/v1/stores/get-stores/all?offset=1&limit=100', {
    moduleId: String(food.id),
  });
  // a store of the customer's own zone (Almaty): another city's store lists no items to this location
  const zone = await json<{ zone_ids: number[] }>(`/api/v1/config/get-zone-id?lat=${ALMATY.lat}&lng=${ALMATY.lng}`);
  const local = new Map(stores.filter((s) => zone.zone_ids.includes(s.zone_id)).map((s) => [s.id, s]));
  // one that goes into the cart as it is: no variation to choose
  const item = products.find((p) => local.has(p.store_id) && !p.food_variations?.length);
  if (!item) throw new Error('no plov in an Almaty store of the demo data');
  return { ...local.get(item.store_id)!, itemId: item.id };
}

const storeUrl = (s: StoreRef) => `/store/${s.id}?module_id=${s.module_id}&module_type=food&store_zone_id=${s.zone_id}`;

async function firstVehicleId(): Promise<number> {
  const { vehicles } = await json<{ vehicles: { id: number }[] }>('/api/v1/rental/vehicle/search?offset=1&limit=1');
  const v = vehicles[0];
  if (!v) throw new Error('no rental vehicle in the demo data');
  return v.id;
}

for (const theme of ['light', 'dark'] as const) {
  test.describe(`${theme} theme`, () => {
    const PAGES: [string, string, string][] = [
      ['module picker', '/home', ''],
      ['food home', '/home', 'food'],
      ['rental home', '/home', 'rental'],
      ['rental search', '/rental/vehicle-search?all_category=1', 'rental'],
      ['categories', '/categories', 'food'],
      ['about us', '/about-us', ''],
    ];
    for (const [name, path, module] of PAGES) {
      test(`${name} has no serious accessibility violations`, async ({ page }) => {
        await prepare(page, { theme, module });
        await page.goto(path);
        await expect(page.locator('#mart-main > div:not(:empty)').first()).toBeVisible();
        await page.waitForLoadState('networkidle');
        await expectNoSeriousViolations(page, `${name} ${theme}`);
      });
    }

    test('store page, product page and the item modal have no serious accessibility violations', async ({ page }) => {
      const store = await foodStore();
      await prepare(page, { theme, module: 'food' });
      await page.goto(storeUrl(store));
      await expect(page.getByTestId('store-page')).toBeVisible();
      await mounted(page, 'store-modules');
      await expectNoSeriousViolations(page, `store page ${theme}`);

      // an item's name is a link to its page; a click opens the quick view over the store
      const card = page.getByTestId('store-page').getByTestId('product-card').first();
      await card.getByRole('link').or(card.getByRole('button')).first().click();
      await expect(page.getByTestId('item-editor')).toBeVisible();
      await expectNoSeriousViolations(page, `item modal ${theme}`);

      await page.goto(`/product/${store.itemId}?module_id=${store.module_id}`);
      await mounted(page, 'store-modules');
      await expectNoSeriousViolations(page, `product page ${theme}`);
    });

    test('vehicle details has no serious accessibility violations', async ({ page }) => {
      const id = await firstVehicleId();
      await prepare(page, { theme, module: 'rental' });
      await page.goto(`/rental/vehicle-details/${id}`);
      await expect(page.getByTestId('vehicle-details-page')).toBeVisible();
      await mounted(page, 'rental');
      await expectNoSeriousViolations(page, `vehicle details ${theme}`);
    });

    test('auth modal has no serious accessibility violations', async ({ page }) => {
      await prepare(page, { theme, module: 'food' });
      await page.goto('/home');
      await mounted(page, 'store-modules');
      await page.getByTestId('sign-in-button').click();
      const dialog: Locator = page.getByRole('dialog');
      await expect(dialog.getByRole('button').first()).toBeVisible();
      await expectNoSeriousViolations(page, `auth modal ${theme}`);
    });

    test('cart drawer and checkout have no serious accessibility violations', async ({ page }) => {
      const store = await foodStore();
      const { token } = await signUpViaApi();
      const added = await fetch(`${API}/api/v1/customer/cart/add`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json', Authorization: `Bearer ${token}` },
        body: JSON.stringify({ item_id: store.itemId, quantity: 1 }),
      });
      expect(added.ok, await added.text()).toBeTruthy();
      await prepare(page, { theme, module: 'food', token });
      await page.goto(storeUrl(store));
      await mounted(page, 'store-modules');
      await page.getByTestId('cart-button').click();
      const drawer = page.getByTestId('cart-drawer');
      await expect(drawer.getByTestId('cart-line')).toHaveCount(1);
      await expectNoSeriousViolations(page, `cart drawer ${theme}`);

      await drawer.getByRole('button', { name: 'Оформить заказ' }).click();
      await expect(page.getByTestId('checkout')).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectNoSeriousViolations(page, `checkout ${theme}`);
    });
  });
}
