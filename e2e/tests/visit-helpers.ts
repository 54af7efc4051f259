import { expect, type Page } from '@playwright/test';
import { expectMounted } from '../support/site';
import { API } from './account-helpers';
import { storeByName } from './store-flow';

const ALMATY = { address: 'пр. Абая 50, Алматы', lat: 43.238949, lng: 76.889709 };

/**
 * The all-day burger place's page for a customer in Almaty, in `language` (and signed in with `token`): the
 * module, the location and the language as the shell keeps them, so no step depends on one language's labels.
 */
export async function openBurgerStore(page: Page, language: string, token?: string): Promise<void> {
  const store = await storeByName('food', 'Бургерная «Гриль Хаус»');
  const modules = (await (await fetch(`${API}/api/v1/module`)).json()) as { id: number; module_type: string }[];
  const zone = (await (await fetch(`${API}/api/v1/config/get-zone-id?lat=${ALMATY.lat}&lng=${ALMATY.lng}`)).json()) as {
    zone_ids: number[];
  };
  const saved: [string, string][] = [
    ['language-setting', language],
    ['module', JSON.stringify(modules.find((m) => m.id === store.module_id))],
    ['location', JSON.stringify({ ...ALMATY, zoneIds: zone.zone_ids })],
    ...(token ? ([['token', token]] as [string, string][]) : []),
  ];
  await page.addInitScript((kv) => {
    for (const [k, v] of kv) localStorage.setItem(k, v);
  }, saved);
  await page.goto(
    `/store/${store.id}?module_id=${store.module_id}&module_type=${store.module_type}&store_zone_id=${store.zone_id}`,
  );
  await expectMounted(page, 'store-modules');
  await expect(page.getByTestId('store-page').getByTestId('product-card').first()).toBeVisible();
}
