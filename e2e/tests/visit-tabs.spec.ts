import { expect, test, type Page } from '@playwright/test';
import { API, newCustomer, signUpViaApi } from './account-helpers';

/**
 * Issue 40.3: one customer, two tabs of the same browser. A sign-out, a sign-in and a session revoked elsewhere
 * reach every open tab at once; personal data leaves the screen; the customer is asked to sign in with the right
 * words (never "token expired" for a sign-out); the carts follow.
 */

const words = {
  ru: {
    signedOutElsewhere: 'Вы вышли из аккаунта в другой вкладке',
    signedInElsewhere: 'Вы вошли в аккаунт в другой вкладке',
    sessionEnded: 'Сеанс завершён. Войдите снова.',
    expired: 'истёк',
    yes: 'Да',
    logout: 'Выйти',
    signIn: 'Войти',
  },
  en: {
    signedOutElsewhere: 'You signed out in another tab',
    signedInElsewhere: 'You signed in in another tab',
    sessionEnded: 'Your session has ended. Please sign in again.',
    expired: 'expired',
    yes: 'Yes',
    logout: 'Logout',
    signIn: 'Sign In',
  },
} as const;

const toast = (page: Page, text: string) => page.locator('.ant-message-notice').filter({ hasText: text });

for (const [lang, w] of Object.entries(words)) {
  test.describe(lang, () => {
    test.beforeEach(async ({ context }) => {
      if (lang !== 'ru') await context.addInitScript((l) => localStorage.setItem('language-setting', l), lang);
    });

    test('sign-out in tab A clears tab B: no e-mail, phone or balance; the wishlist drawer closes', async ({
      context,
    }) => {
      const c = await signUpViaApi(await context.newPage(), newCustomer());
      await context.addInitScript((t) => {
        if (!sessionStorage.getItem('seeded')) {
          localStorage.setItem('token', t);
          sessionStorage.setItem('seeded', '1');
        }
      }, c.token);
      const a = await context.newPage();
      const b = await context.newPage();
      await a.goto('/home');
      await b.goto('/profile');
      const summary = b.getByTestId('profile-summary');
      await expect(summary).toContainText(c.email);
      await expect(summary).toContainText(c.phone);
      await expect(b.getByTestId('profile-menu')).toBeVisible();
      // B has its wishlist open when A signs out
      await b
        .getByRole('banner')
        .getByRole('button', { name: lang === 'ru' ? 'Избранное' : 'Wishlist' })
        .click();
      await expect(b.getByTestId('wishlist-drawer')).toBeVisible();

      await a.getByTestId('profile-menu').click();
      await a.getByRole('menuitem', { name: w.logout }).click();
      await a.getByRole('button', { name: w.yes }).click();
      await expect(a.getByTestId('sign-in-button')).toBeVisible();

      await expect(b.getByTestId('sign-in-button')).toBeVisible({ timeout: 5_000 });
      await expect(toast(b, w.signedOutElsewhere)).toBeVisible();
      await expect(b.getByTestId('wishlist-drawer')).toBeHidden();
      await expect(b.getByText(c.email)).toHaveCount(0);
      await expect(b.getByText(c.phone)).toHaveCount(0);
      await expect(b.getByTestId('profile-summary')).toHaveCount(0);
      // the page asks to sign in (the account gate), and nothing says a token expired
      await expect(b.getByRole('button', { name: w.signIn }).first()).toBeVisible();
      await expect(b.getByText(w.expired)).toHaveCount(0);
    });

    test('sign-in in tab A signs tab B in, and B shows the same cart', async ({ context }) => {
      const c = await signUpViaApi(await context.newPage(), newCustomer());
      const a = await context.newPage();
      await a.goto('/home');
      const b = await context.newPage();
      await b.goto('/home');
      await expect(b.getByTestId('sign-in-button')).toBeVisible();

      // the account already has an item in its cart (from another device)
      const added = await a.request.post(`${API}/api/v1/customer/cart/add`, {
        headers: { authorization: `Bearer ${c.token}` },
        data: { item_id: 93, quantity: 2, model: 'Item' },
      });
      expect(added.ok()).toBeTruthy();

      await a.getByTestId('sign-in-button').click();
      const form = a.getByRole('form', { name: w.signIn });
      await form.getByLabel(lang === 'ru' ? 'E-mail или телефон' : 'Email or phone').fill(c.email);
      await form.getByLabel(lang === 'ru' ? 'Пароль' : 'Password').fill(c.password);
      await a.getByTestId('sign-in-submit').click();
      await expect(a.getByTestId('profile-menu')).toBeVisible();

      await expect(b.getByTestId('profile-menu')).toBeVisible({ timeout: 5_000 });
      await expect(toast(b, w.signedInElsewhere)).toBeVisible();
      await expect(b.getByTestId('cart-button').locator('..')).toContainText('2');
    });

    test('a session revoked elsewhere: the next action asks to sign in again, with the right words', async ({
      page,
    }) => {
      const c = await signUpViaApi(page, newCustomer());
      await page.addInitScript((t) => localStorage.setItem('token', t), c.token);
      await page.goto('/home');
      await expect(page.getByTestId('profile-menu')).toBeVisible();
      // signed out on another device: the token is revoked on the server
      const out = await page.request.post(`${API}/api/v1/auth/logout`, {
        headers: { authorization: `Bearer ${c.token}` },
      });
      expect(out.ok()).toBeTruthy();
      await page
        .getByRole('banner')
        .getByRole('button', { name: lang === 'ru' ? 'Избранное' : 'Wishlist' })
        .click();
      await expect(toast(page, w.sessionEnded)).toBeVisible();
      await expect(page.getByText(w.expired)).toHaveCount(0);
      await expect(page.getByTestId('sign-in-button')).toBeVisible();
      await expect(page.getByRole('dialog').getByRole('form', { name: w.signIn })).toBeVisible();
    });
  });
}
