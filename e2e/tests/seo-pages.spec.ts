import { expect, test } from '@playwright/test';
import { startIn, openStoreFromHome } from './store-flow';

/**
 * Issue 41: every page has an address, a title and a place in search engines. The sitemap is walked whole: every
 * URL it names answers 200 and names itself as canonical; unknown paths and ids answer 404; the head follows a
 * client-side navigation and the focus lands on the new page's heading.
 */

/** `<loc>` values of a sitemap document */
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));

test('the sitemap is walked whole: every URL answers 200 and is its own canonical', async ({ request, baseURL }) => {
  test.setTimeout(600_000);
  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  const sitemap = /^Sitemap: (.+)$/m.exec(await robots.text())?.[1];
  expect(sitemap).toBe(`${baseURL}/sitemap.xml`);
  const index = await request.get('/sitemap.xml');
  expect(index.status()).toBe(200);
  const files = locs(await index.text());
  // a sitemap per module and language
  expect(files.length % 3).toBe(0);
  expect(files.length).toBeGreaterThanOrEqual(3 * 5);
  const urls: string[] = [];
  for (const file of files) {
    const res = await request.get(file);
    expect(res.status(), file).toBe(200);
    urls.push(...locs(await res.text()));
  }
  expect(urls.length).toBeGreaterThan(50);
  const wrong: string[] = [];
  // a few at a time: every page is drawn on the server
  for (let i = 0; i < urls.length; i += 4) {
    await Promise.all(
      urls.slice(i, i + 4).map(async (url) => {
        // a crawler's request: no cookies (the request fixture keeps the language cookie a ?lang= page sets)
        const res = await fetch(url, { redirect: 'manual' });
        const html = await res.text();
        const canonical = /<link rel="canonical" href="([^"]+)">/.exec(html)?.[1]?.replace(/&amp;/g, '&');
        if (res.status !== 200 || canonical !== url) wrong.push(`${url}: ${res.status} canonical ${canonical}`);
      }),
    );
  }
  expect(wrong).toEqual([]);
});

test('unknown paths and ids answer 404 with the designed page; a store slug moves to its id', async ({ request }) => {
  const page = await request.get('/no-such-page');
  expect(page.status()).toBe(404);
  expect(await page.text()).toContain('<html');
  expect((await request.get('/product/999999999')).status()).toBe(404);
  expect((await request.get('/rental/vehicle-details/999999')).status()).toBe(404);
  const product = await request.get('/product/1?lang=en');
  expect(product.status()).toBe(200);
  const html = await product.text();
  expect(html).toMatch(/<html lang="en"/);
  expect(html).toMatch(/<script type="application\/ld\+json">\{"@context":"https:\/\/schema.org","@type":"Product"/);
});

test('a route change sets the title and moves focus to the new page’s heading', async ({ page }) => {
  await startIn(page, 'food');
  const before = await page.title();
  await openStoreFromHome(page, 'Бургерная «Гриль Хаус»');
  await expect(page).toHaveTitle(/^Бургерная «Гриль Хаус» — /);
  expect(await page.title()).not.toBe(before);
  await expect(page.getByRole('heading', { name: 'Бургерная «Гриль Хаус»' })).toBeFocused();
  await expect(page.locator('#mart-route-announcer')).toHaveText(/Бургерная «Гриль Хаус»/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/store\/\d+$/);
});

test.describe('item cards are links; the store page keeps its place in the URL', () => {
  const STORE = 'Бургерная «Гриль Хаус»';
  const ITEM = 'Классический бургер';

  test('store → item card → the URL is the product’s → Back → the same store, tab and search text', async ({
    page,
  }) => {
    await startIn(page, 'food');
    await openStoreFromHome(page, STORE);
    const store = page.getByTestId('store-page');
    const search = store.getByRole('searchbox', { name: 'Поиск в магазине' });
    await search.fill('бургер');
    await search.press('Enter');
    await expect(page).toHaveURL(/[?&]q=%D0%B1%D1%83%D1%80%D0%B3%D0%B5%D1%80/);
    const storeUrl = page.url();
    const link = store.getByRole('link', { name: ITEM, exact: true }).first();
    const href = await link.getAttribute('href');
    expect(href).toMatch(/^\/product\/\d+$/);
    await link.click();
    // the quick view over the store, at the product's address
    await expect(page.getByTestId('item-editor')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${href!}$`));
    await expect(page).toHaveTitle(new RegExp(`^${ITEM} — ${STORE} — `));
    await page.goBack();
    await expect(page.getByTestId('item-editor')).toBeHidden();
    expect(page.url()).toBe(storeUrl);
    await expect(store.getByRole('searchbox', { name: 'Поиск в магазине' })).toHaveValue('бургер');
    await expect(store.getByRole('link', { name: ITEM, exact: true }).first()).toBeVisible();
  });

  test('a reload keeps the store page’s tab and search text', async ({ page }) => {
    await startIn(page, 'food');
    await openStoreFromHome(page, STORE);
    const store = page.getByTestId('store-page');
    await store.getByRole('searchbox', { name: 'Поиск в магазине' }).fill('бургер');
    await store.getByRole('searchbox', { name: 'Поиск в магазине' }).press('Enter');
    await store.getByRole('tab', { name: /Отзывы/ }).click();
    await expect(page).toHaveURL(/[?&]tab=reviews/);
    await page.reload();
    await expect(page.getByTestId('store-page').getByRole('tab', { name: /Отзывы/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await page
      .getByTestId('store-page')
      .getByRole('tab', { name: /Товары|Меню|Блюда/ })
      .click();
    await expect(page.getByTestId('store-page').getByRole('searchbox', { name: 'Поиск в магазине' })).toHaveValue(
      'бургер',
    );
  });

  test('home and category grids: an item opens at its address over the page; Back returns to the same place', async ({
    page,
  }) => {
    await startIn(page, 'food');
    const home = page.getByTestId('store-home');
    const homeUrl = page.url();
    // an item below the fold, so the page's scroll is something to keep (the grids draw in slices: wait for all)
    const links = home.getByTestId('product-card').getByRole('link');
    await expect
      .poll(async () => {
        const n = await links.count();
        await page.waitForTimeout(500);
        return n > 0 && n === (await links.count());
      })
      .toBe(true);
    const link = links.nth((await links.count()) - 1);
    await link.scrollIntoViewIfNeeded();
    const opener = (await link.elementHandle())!;
    const href = await link.getAttribute('href');
    expect(href).toMatch(/^\/product\/\d+$/);
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(0);
    await link.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('item-editor')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${href!}$`));
    // the home stays drawn underneath (the same element, not a product page)
    await expect(page.getByTestId('product-page')).toHaveCount(0);
    await page.goBack();
    await expect(page.getByTestId('item-editor')).toBeHidden();
    expect(page.url()).toBe(homeUrl);
    // the same link element, still in the page, has the focus back; the scroll is where it was
    await expect.poll(() => opener.evaluate((el) => el.isConnected && el === document.activeElement)).toBe(true);
    expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrolled)).toBeLessThan(50);

    // a category's second tab and back: the category page keeps its place under the quick view too
    await page.goto('/categories');
    await page
      .getByTestId('categories-page')
      .getByTestId('category-card')
      .filter({ hasText: 'Бургеры' })
      .getByRole('link')
      .first()
      .click();
    await expect(page).toHaveURL(/\/category\/\d+$/);
    const categoryUrl = page.url();
    const category = page.getByTestId('category-page');
    const item = category.getByTestId('product-card').getByRole('link').first();
    const itemHref = await item.getAttribute('href');
    await item.click();
    await expect(page.getByTestId('item-editor')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${itemHref!}$`));
    await expect(category.getByRole('heading', { level: 2, name: 'Бургеры' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('item-editor')).toBeHidden();
    expect(page.url()).toBe(categoryUrl);
    await expect(item).toBeFocused();
    // a reload of the product's address is the product page, not the category
    await item.click();
    await expect(page).toHaveURL(new RegExp(`${itemHref!}$`));
    await page.reload();
    await expect(page.getByTestId('product-page')).toBeVisible();
  });

  test('a shared product link opens the product page', async ({ page, context }) => {
    await startIn(page, 'food');
    await openStoreFromHome(page, STORE);
    const href = await page
      .getByTestId('store-page')
      .getByRole('link', { name: ITEM, exact: true })
      .first()
      .getAttribute('href');
    const other = await context.newPage();
    await other.goto(href!);
    await expect(other.getByTestId('product-page')).toBeVisible();
    await expect(other.getByRole('heading', { name: ITEM })).toBeVisible();
    await expect(other).toHaveTitle(new RegExp(`^${ITEM} — ${STORE} — `));
  });
});
