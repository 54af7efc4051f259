import { expect, test, type Page, type Route } from '@playwright/test';
import { startIn } from './store-flow';

/**
 * Whole customer journeys across apps (issue 22): what the customer chose stays chosen, a slow part of the site is
 * never a blank page, the footer follows the site's configuration, and every page has one main landmark.
 */

/** The site config as the API returns it, changed by `edit` (the shell reads it from GET /api/v1/config). */
async function withConfig(page: Page, edit: (c: Record<string, unknown>) => Record<string, unknown>): Promise<void> {
  await page.route('**/api/v1/config', async (route) => {
    const res = await route.fetch();
    await route.fulfill({ response: res, json: edit((await res.json()) as Record<string, unknown>) });
  });
}

test.describe("Settings: a guest's notifications switch", () => {
  // issue 45.2: news needs an account to send to (e-mail, push token), so a guest's switch no longer stores a
  // boolean nothing reads; it asks them to sign in. The signed-in paths: pwa-push-switch.spec.ts, mail-settings.
  for (const c of [
    {
      lang: 'ru',
      title: 'Настройки',
      notifications: 'Уведомления',
      hint: 'Войдите, чтобы получать новости о заказах.',
    },
    { lang: 'en', title: 'Settings', notifications: 'Notifications', hint: 'Sign in to get news of your orders.' },
  ] as const) {
    test(`${c.lang}: the switch asks a guest to sign in and stays off, also after a reload`, async ({ page }) => {
      await page.addInitScript((lng) => localStorage.setItem('language-setting', lng), c.lang);
      await page.goto('/settings');
      await expect(page.getByText(c.title).first()).toBeVisible();
      const toggle = page.getByRole('switch', { name: c.notifications });
      await expect(toggle).not.toBeChecked();
      await expect(page.getByText(c.hint)).toBeVisible();
      await toggle.click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(toggle).not.toBeChecked();
      await page.reload();
      await expect(page.getByRole('switch', { name: c.notifications })).not.toBeChecked();
    });
  }
});

test.describe('a part of the site that hangs', () => {
  test('ru: the page shows a skeleton and the footer while it loads, then the error panel with Retry and Help & Support', async ({
    page,
  }) => {
    // the account app's manifest never answers while `held` (a hanging server, not a refused connection)
    let held = true;
    const waiting: Route[] = [];
    await page.route(`http://localhost:${process.env.MART_PORT_ACCOUNT}/**/mf-manifest.json`, (route) => {
      if (held) waiting.push(route);
      else void route.continue();
    });
    await page.goto('/about-us', { waitUntil: 'commit' });
    await expect(page.getByRole('banner')).toBeVisible();
    const box = page.locator('#mart-app-account');
    const skeleton = box.getByRole('status', { name: 'Загрузка…' });
    await expect(skeleton).toBeVisible();
    await expect(skeleton).toHaveAttribute('aria-busy', 'true');
    // the manifest is still unanswered, and the footer is there under the skeleton
    expect(waiting.length).toBeGreaterThan(0);
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(skeleton).toBeVisible();

    // the remote's time runs out: the designed panel replaces the skeleton
    const panel = box.getByTestId('remote-error');
    await expect(panel).toContainText('Раздел временно недоступен');
    await expect(skeleton).toHaveCount(0);
    await expect(panel.getByRole('button', { name: 'Помощь и поддержка' })).toBeVisible();

    // the server answers again: Retry mounts the page
    held = false;
    await panel.getByRole('button', { name: 'Повторить' }).click();
    await expect(box.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(box.getByTestId('remote-error')).toHaveCount(0);
  });

  test('en: the skeleton is announced in the page’s language', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('language-setting', 'en'));
    await page.route(`http://localhost:${process.env.MART_PORT_ACCOUNT}/**/mf-manifest.json`, () => undefined);
    await page.goto('/about-us', { waitUntil: 'commit' });
    await expect(page.locator('#mart-app-account').getByRole('status', { name: 'Loading…' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });
});

test.describe('a page whose code is still on its way', () => {
  for (const c of [
    { lng: 'ru', title: 'Популярные магазины' },
    { lng: 'en', title: 'Popular stores' },
  ] as const) {
    test(`${c.lng}: a page routed to inside an app shows its skeleton at once, not the page it left`, async ({
      page,
    }) => {
      await startIn(page, 'food');
      await page.evaluate((l) => localStorage.setItem('language-setting', l), c.lng);
      await page.reload();
      const more = page.getByTestId('store-home').locator('a[href="/store/popular"]');
      await expect(more).toBeVisible();
      // from here the store app's code is held: the store list page's chunk does not arrive
      let hold = true;
      const held: Route[] = [];
      await page.route(`http://localhost:${process.env.MART_PORT_STORE_MODULES}/**/*.js`, (route) => {
        if (hold) held.push(route);
        else void route.continue();
      });
      await more.click();
      await expect(page).toHaveURL(/\/store\/popular$/);
      const box = page.locator('#mart-app-store-modules');
      await expect(box.getByRole('status').first()).toBeVisible();
      await expect(page.getByTestId('store-home')).toHaveCount(0);
      expect(held.length).toBeGreaterThan(0);
      // the code arrives: the page takes the skeleton's place
      hold = false;
      for (const r of held) await r.continue();
      await expect(page.getByTestId('store-list-popular').getByRole('heading', { name: c.title })).toBeVisible();
    });
  }
});

test.describe('the generic failure screen', () => {
  test('ru: the module list failing shows Sorry, Something Went Wrong with Help & Support that leads there', async ({
    page,
  }) => {
    await page.route('**/api/v1/module', (route) =>
      route.fulfill({ status: 503, json: { errors: [{ code: 'unavailable', message: 'down' }] } }),
    );
    // reached in the browser: a first visit to /home is drawn on the server, whose module list did not fail
    await page.goto('/forgot-password');
    await page.getByRole('banner').getByRole('link', { name: 'Главная', exact: true }).click();
    const panel = page.getByRole('alert').filter({ hasText: 'Извините, что-то пошло не так' });
    await expect(panel).toBeVisible();
    await panel.getByRole('button', { name: 'Помощь и поддержка' }).click();
    await expect(page).toHaveURL(/\/help-and-support$/);
  });
});

test.describe('footer social links follow their own status', () => {
  for (const c of [
    { lang: 'ru', follow: 'Мы в соцсетях' },
    { lang: 'kz', follow: 'Әлеуметтік желілер' },
  ] as const) {
    test(`${c.lang}: a link whose status is off is not shown, one switched on is`, async ({ page }) => {
      await page.addInitScript((lng) => localStorage.setItem('language-setting', lng), c.lang);
      await withConfig(page, (cfg) => ({
        ...cfg,
        social_media: [
          { id: 1, name: 'instagram', link: 'https://instagram.com/mart.demo', status: 0 },
          { id: 2, name: 'facebook', link: 'https://facebook.com/mart.demo', status: 1 },
          { id: 3, name: 'linkedin', link: 'https://linkedin.com/company/mart-demo', status: 1 },
        ],
      }));
      await page.goto('/about-us');
      const footer = page.getByRole('contentinfo');
      await expect(footer.getByRole('link', { name: 'facebook' })).toHaveAttribute(
        'href',
        'https://facebook.com/mart.demo',
      );
      await expect(footer.getByRole('link', { name: 'linkedin' })).toBeVisible();
      await expect(footer.getByRole('link', { name: 'instagram' })).toHaveCount(0);
      if (c.follow) await expect(footer.getByText(c.follow)).toBeVisible();
    });
  }

  test('ru: with every social link off, the footer has no social heading at all', async ({ page }) => {
    await withConfig(page, (cfg) => ({
      ...cfg,
      social_media: (cfg.social_media as { status: number }[]).map((s) => ({ ...s, status: 0 })),
    }));
    await page.goto('/about-us');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'О нас' })).toBeVisible();
    await expect(footer.getByRole('link', { name: /instagram|facebook|twitter|linkedin/ })).toHaveCount(0);
    await expect(footer.getByText('Мы в соцсетях')).toHaveCount(0);
  });
});

test.describe('one main landmark per page', () => {
  test('ru: /forgot-password has exactly one main, holding the form', async ({ page }) => {
    await page.goto('/forgot-password');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'Восстановление пароля' })).toBeVisible();
    await expect(main).toHaveCount(1);
    await expect(page.locator('[id="mart-main"]')).toHaveCount(1);
  });

  test('en: with neither SMS nor mail active, /forgot-password is the Sorry screen with Help & Support, in one main', async ({
    page,
  }) => {
    await page.addInitScript(() => localStorage.setItem('language-setting', 'en'));
    await withConfig(page, (cfg) => ({ ...cfg, is_sms_active: 0, is_mail_active: 0 }));
    await page.goto('/forgot-password');
    const main = page.getByRole('main');
    await expect(main.getByText('Sorry, Something Went Wrong')).toBeVisible();
    await expect(main).toHaveCount(1);
    await main.getByRole('button', { name: 'Help & Support' }).click();
    await expect(page).toHaveURL(/\/help-and-support$/);
  });

  test('ru: account pages keep one main and one #mart-main', async ({ page }) => {
    await page.goto('/settings');
    await expect(page.getByRole('main').getByText('Настройки').first()).toBeVisible();
    await expect(page.getByRole('main')).toHaveCount(1);
    await expect(page.locator('[id="mart-main"]')).toHaveCount(1);
  });
});
