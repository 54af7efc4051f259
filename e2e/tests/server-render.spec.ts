// A page's first screen drawn by the shell's server (issue 8, LCP): in the HTML for a returning customer, readable
// without JavaScript, replaced once by the remote's own render without a second copy or a second request, in the
// customer's language and theme.
import { expect, test, type Page } from '@playwright/test';
import { API, chooseModule, signUpViaApi } from '../support/site';

async function firstStore(language = 'ru'): Promise<{ id: number; name: string }> {
  const modules = (await (await fetch(`${API}/api/v1/module`)).json()) as { id: number; module_type: string }[];
  const food = modules.find((m) => m.module_type === 'food')!;
  const res = await fetch(`${API}/api/v1/stores/get-stores/all?offset=1&limit=1`, {
    headers: { moduleId: String(food.id), Accept: 'application/json', 'X-localization': language },
  });
  const { stores } = (await res.json()) as { stores: { id: number; name: string }[] };
  return stores[0]!;
}

/** The remote has replaced the first screen with its own render. */
const mounted = (page: Page, app: string) =>
  expect(page.locator(`#mart-app-${app}:not([data-prerendered])`)).not.toBeEmpty();

test('a returning customer’s page arrives with its first screen; the remote takes it over without a second copy', async ({
  page,
}) => {
  await chooseModule(page, 'food');
  await mounted(page, 'store-modules');
  const cookies = await page.context().cookies();
  expect(cookies.map((c) => c.name)).toEqual(expect.arrayContaining(['mart_lang', 'mart_theme', 'mart_module']));

  // the module home's HTML already has the module's title, banner and categories
  const home = await (await page.request.get('/home')).text();
  expect(home).toMatch(/<div id="mart-app-store-modules" data-app="store-modules" data-prerendered="">/);
  expect(home).toMatch(/data-testid="store-home".*class="mart-banner".*class="mart-tiles"/s);

  const store = await firstStore();
  const details: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes(`/stores/details/${store.id}`)) details.push(r.url());
  });
  const errors: string[] = [];
  page.on('console', (m) => {
    // a first screen the browser's render disagreed with is redrawn (a warning): the store page's must be adopted
    if (m.type() === 'error' || m.text().includes('first screen redrawn')) errors.push(m.text());
  });
  await page.goto(`/store/${store.id}`);
  await mounted(page, 'store-modules');
  // the remote's items (antd) arrive below the same top, which is there once
  await expect(page.getByTestId('store-page').getByTestId('product-card').first()).toBeVisible();
  await expect(page.getByTestId('store-page')).toHaveCount(1);
  await expect(page.getByRole('heading', { name: store.name, level: 2 })).toHaveCount(1);
  // the browser started from the data the server drew with: the store's details were not asked for again
  expect(details).toEqual([]);
  expect(errors).toEqual([]);
});

test('without JavaScript the first screen is still there, in the customer’s language and theme', async ({
  browser,
  page,
}) => {
  await page.goto('/about-us');
  const header = page.getByRole('banner');
  await header.getByTestId('language-switcher').click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Да' }).click();
  await page.waitForLoadState('load');
  await page.getByTestId('theme-switch').click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');

  const store = await firstStore('en');
  const noJs = await browser.newContext({ javaScriptEnabled: false, baseURL: test.info().project.use.baseURL });
  await noJs.addCookies(await page.context().cookies());
  const plain = await noJs.newPage();
  await plain.goto(`/store/${store.id}`);
  await expect(plain.locator('html')).toHaveAttribute('lang', 'en');
  await expect(plain.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(plain.getByRole('heading', { name: store.name, level: 2 })).toBeVisible();
  // the cover is the page's picture, loaded from the HTML alone
  const cover = plain.locator('img.store-page__cover');
  await expect(cover).toBeVisible();
  expect(await cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

  await plain.goto('/rental/vehicle-search');
  await expect(plain.getByRole('heading', { name: 'Vehicle search' })).toBeVisible();
  await noJs.close();
});

test('a first visit arrives with the module picker drawn; without JavaScript its tiles lead to each module’s home', async ({
  browser,
}) => {
  const modules = (await (await fetch(`${API}/api/v1/module`)).json()) as {
    id: number;
    module_type: string;
    module_name: string;
  }[];
  const food = modules.find((m) => m.module_type === 'food')!;
  const noJs = await browser.newContext({ javaScriptEnabled: false, baseURL: test.info().project.use.baseURL });
  const plain = await noJs.newPage();
  await plain.goto('/');
  const picker = plain.getByRole('region', { name: 'Выберите модуль' });
  // every module the API offers is a tile, and each tile is a link to that module's home
  for (const m of modules)
    await expect(picker.getByRole('link', { name: m.module_name, exact: true })).toHaveAttribute(
      'href',
      `/home?module_id=${m.id}`,
    );
  await expect(plain.getByRole('heading', { level: 1 })).toBeVisible();
  await picker.getByRole('link', { name: food.module_name, exact: true }).click();
  await expect(plain).toHaveURL(`/home?module_id=${food.id}`);
  // that module's home, drawn by its remote on the server
  await expect(plain.locator('#mart-app-store-modules[data-prerendered]')).not.toBeEmpty();
  await expect(plain.getByTestId('store-home')).toBeVisible();
  await expect(plain.getByRole('region', { name: 'Выберите модуль' })).toHaveCount(0);
  await noJs.close();
});

test('with JavaScript the picker drawn on the server is taken over once, and a tile picks its module in place', async ({
  page,
}) => {
  const html = await (await page.request.get('/')).text();
  expect(html).toMatch(/<div id="mart-app-shell-pages" data-app="shell-pages" data-prerendered="">/);
  const documents: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'document') documents.push(r.url());
  });
  await page.goto('/');
  await mounted(page, 'shell-pages');
  await expect(page.getByRole('heading', { name: 'Выберите модуль' })).toHaveCount(1);
  await chooseModule(page, 'food');
  await mounted(page, 'store-modules');
  // the tile was followed by the page itself, not by a new document
  expect(documents.filter((u) => u.includes('module_id'))).toEqual([]);
});

test('the profile arrives drawn with its own customer’s details, the checkout with its title; a guest’s, a forged or revoked session’s with nothing of anyone’s', async ({
  page,
}) => {
  const base = test.info().project.use.baseURL!;
  const [alice, bob] = [await signUpViaApi(), await signUpViaApi()];
  /** the page's first HTML, as a browser with these cookies gets it */
  const first = async (path: string, session?: string) => {
    const res = await fetch(`${base}${path}`, {
      headers: { cookie: `mart_lang=ru${session ? `; mart_session=${encodeURIComponent(session)}` : ''}` },
    });
    return { html: await res.text(), cacheControl: res.headers.get('cache-control') };
  };

  const mine = await first('/profile', alice.token);
  expect(mine.html).toMatch(/<div id="mart-app-account" data-app="account" data-prerendered="">/);
  expect(mine.html).toContain('Мой профиль');
  expect(mine.html).toContain(alice.email);
  expect(mine.html).toMatch(/data-testid="profile-name">E2E Customer</);
  expect(mine.html).not.toContain(bob.email);
  // the customer's own page: no cache keeps it, and the token is not in it
  expect(mine.cacheControl).toBe('private, no-store');
  expect(mine.html).not.toContain(alice.token);
  expect((await first('/profile', bob.token)).html).toContain(bob.email);

  const checkout = await first('/checkout', alice.token);
  expect(checkout.html).toMatch(
    /data-prerendered="">(<!--[^>]*-->|<template><\/template>)*<section class="mart-page[^"]*"[^>]*><div class="mart-page__head"><h2 class="mart-title">Оформление заказа<\/h2>/,
  );
  expect(checkout.html).not.toContain(alice.email);
  expect(checkout.cacheControl).toBe('private, no-store');

  await fetch(`${API}/api/v1/auth/logout`, { method: 'POST', headers: { Authorization: `Bearer ${bob.token}` } });
  for (const session of [undefined, 'forged-token-0123456789abcdef', bob.token]) {
    const guest = await first('/profile', session);
    expect(guest.html).toContain('Войдите, чтобы открыть эту страницу.');
    expect(guest.html).not.toMatch(/@example\.com|data-testid="profile-summary"/);
  }
  expect((await first('/profile')).cacheControl).toBe('no-cache');
  expect((await first('/checkout')).html).toContain('Оформление заказа</h2>');

  // in the browser: the shell keeps the session cookie in step with the token, and the account remote takes the
  // drawn page over with one copy of the details
  await page.addInitScript((t) => localStorage.setItem('token', t), alice.token);
  await page.goto('/profile');
  await mounted(page, 'account');
  await expect(page.getByTestId('profile-summary')).toHaveCount(1);
  await expect(page.getByTestId('profile-summary')).toContainText(alice.email);
  const cookie = (await page.context().cookies()).find((c) => c.name === 'mart_session');
  expect(cookie).toMatchObject({ value: alice.token, sameSite: 'Lax', httpOnly: false });
});
