import { expect, test, type Page } from '@playwright/test';
import { API } from '../support/site';

/**
 * No placeholder pictures in the demo (issue 27): on the homes of every module, a store, a product, the rental
 * search and a vehicle's details, every image is fetched and must be a real picture. The API draws the demo's
 * pictures as SVGs composed of emoji and writes what each shows on it (`data-picture="item"`, "store-cover"...);
 * a name the demo does not know gets `data-picture="generic"`, and the old letter-on-gradient template had no such
 * mark and drew a single capital letter: both fail here.
 */
type Module = { id: number; module_type: string };
const ALMATY = { lat: 43.238949, lng: 76.889709, address: 'пр. Абая 50, Алматы' };

async function json<T>(path: string, headers: Record<string, string> = {}): Promise<T> {
  const res = await fetch(`${API}${path}`, { headers: { Accept: 'application/json', ...headers } });
  if (!res.ok) throw new Error(`${path}: ${res.status}`);
  return (await res.json()) as T;
}

async function prepare(page: Page, module: Module | null): Promise<void> {
  const zone = await json<{ zone_ids: number[] }>(`/api/v1/config/get-zone-id?lat=${ALMATY.lat}&lng=${ALMATY.lng}`);
  const entries: [string, string][] = [['location', JSON.stringify({ ...ALMATY, zoneIds: zone.zone_ids })]];
  if (module) entries.push(['module', JSON.stringify(module)]);
  await page.addInitScript((kv) => {
    for (const [k, v] of kv) localStorage.setItem(k, v);
  }, entries);
}

/** Why a picture is not a real one, or null. */
async function placeholderReason(page: Page, src: string): Promise<string | null> {
  if (src.startsWith('data:')) return null; // inline icons of the page itself, not pictures of the catalog
  const res = await page.request.get(src);
  if (!res.ok()) return `HTTP ${res.status()}`;
  const type = res.headers()['content-type'] ?? '';
  if (!type.includes('svg')) return type.startsWith('image/') ? null : `not an image (${type})`;
  const svg = await res.text();
  const kind = /data-picture="([^"]+)"/.exec(svg)?.[1];
  if (!kind) return 'an SVG that is no composed picture';
  if (kind === 'generic') return 'the generic picture';
  const letter = [...svg.matchAll(/<text[^>]*>([^<]*)</g)].find(([, text]) => /^\s*\p{L}\s*$/u.test(text ?? ''));
  if (letter) return `a letter placeholder ("${letter[1]}")`;
  return null;
}

/** Every <img> on the page (loaded or not yet) must be a real picture; answers how many were checked. */
async function expectRealPictures(page: Page, what: string): Promise<number> {
  await page.waitForLoadState('networkidle');
  // below the fold too: scroll once to the end so everything the page would show is in the DOM
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForLoadState('networkidle');
  const srcs = await page
    .locator('img')
    .evaluateAll((imgs) => [
      ...new Set(imgs.map((i) => (i as HTMLImageElement).currentSrc || (i as HTMLImageElement).src)),
    ]);
  const bad: string[] = [];
  for (const src of srcs.filter(Boolean)) {
    const reason = await placeholderReason(page, src);
    if (reason) bad.push(`${src}: ${reason}`);
  }
  expect(bad, `${what}: placeholder pictures`).toEqual([]);
  return srcs.filter((s) => s.includes('/storage/')).length;
}

async function mounted(page: Page): Promise<void> {
  await expect(page.locator('#mart-main > div:not(:empty)').first()).toBeVisible();
  await expect(page.getByTestId('remote-error')).toHaveCount(0);
}

test.describe('demo pictures', () => {
  test.describe.configure({ timeout: 240_000 });
  let modules: Module[] = [];
  test.beforeAll(async () => {
    modules = await json<Module[]>('/api/v1/module');
  });

  test('the module picker and every module home show real pictures', async ({ page }) => {
    await prepare(page, null);
    await page.goto('/home');
    await mounted(page);
    expect(await expectRealPictures(page, 'module picker')).toBeGreaterThanOrEqual(modules.length);
    for (const module of modules) {
      const tab = await page.context().newPage();
      await prepare(tab, module);
      await tab.goto('/home');
      await mounted(tab);
      const checked = await expectRealPictures(tab, `${module.module_type} home`);
      // every home shows catalog pictures (banners, categories, stores or vehicles), except the parcel form's
      if (module.module_type !== 'parcel') expect(checked, `${module.module_type} home pictures`).toBeGreaterThan(0);
      await tab.close();
    }
  });

  test('a store page and a product page show real pictures', async ({ page }) => {
    const food = modules.find((m) => m.module_type === 'food')!;
    const { stores } = await json<{ stores: { id: number; name: string; module_id: number; zone_id: number }[] }>(
      '/api/v1/stores/get-stores/all?offset=1&limit=100',
      { moduleId: String(food.id) },
    );
    // the all-day burger place: the same store the other journeys use
    const store = stores.find((s) => s.name.includes('Гриль Хаус'))!;
    await prepare(page, food);
    await page.goto(`/store/${store.id}?module_id=${store.module_id}&module_type=food&store_zone_id=${store.zone_id}`);
    await expect(page.getByTestId('store-page')).toBeVisible();
    expect(await expectRealPictures(page, 'store page')).toBeGreaterThan(2);

    const { products } = await json<{ products: { id: number }[] }>(
      `/api/v1/items/search?store_id=${store.id}&name=${encodeURIComponent('Классический бургер')}&limit=1`,
      { moduleId: String(food.id) },
    );
    await page.goto(`/product/${products[0]!.id}?module_id=${food.id}`);
    await mounted(page);
    expect(await expectRealPictures(page, 'product page')).toBeGreaterThan(0);
  });

  test('rental search and vehicle details show real pictures', async ({ page }) => {
    const rental = modules.find((m) => m.module_type === 'rental')!;
    await prepare(page, rental);
    await page.goto('/rental/vehicle-search?all_category=1');
    await mounted(page);
    await expect(page.locator('img[src*="/storage/vehicle/"]').first()).toBeVisible();
    expect(await expectRealPictures(page, 'rental search')).toBeGreaterThan(2);

    const { vehicles } = await json<{ vehicles: { id: number }[] }>('/api/v1/rental/vehicle/search?offset=1&limit=1');
    await page.goto(`/rental/vehicle-details/${vehicles[0]!.id}`);
    await expect(page.getByTestId('vehicle-details-page')).toBeVisible();
    expect(await expectRealPictures(page, 'vehicle details')).toBeGreaterThan(0);
  });
});
