import { expect, test, type Page } from '@playwright/test';
import { pageIdentity } from '../support/site';
import { API } from './account-helpers';
import { openBurgerStore } from './visit-helpers';

/**
 * Issue 40.2: the connection drops with the store page loaded. The card's Add says so within a few seconds, in the
 * page's language, with the SPEC's failure text, Retry and Cancel; the page says when the connection is back; the
 * add then goes through exactly once, by Retry or by Add again after Cancel (never replayed by itself).
 */

async function colaLines(page: Page): Promise<number> {
  const { token, guest } = await pageIdentity(page);
  const res = await page.request.get(`${API}/api/v1/customer/cart/list`, {
    headers: token ? { authorization: `Bearer ${token}` } : { 'guest-id': guest ?? '' },
  });
  const lines = (await res.json()) as { item_id: number; quantity: number }[];
  return lines.filter((l) => l.item_id === 93).reduce((n, l) => n + l.quantity, 0);
}

const texts = {
  ru: {
    add: 'Добавить в корзину: Кола',
    cola: 'Кола',
    lost: 'Нет связи с сервером',
    spec: 'Что-то пошло не так. Попробуйте ещё раз позже или свяжитесь с нашей службой поддержки.',
    unsent: 'Ваши действия ещё не отправлены.',
    retry: 'Повторить',
    cancel: 'Отменить',
    back: 'Связь восстановлена',
    added: 'Товар добавлен в корзину',
  },
  en: {
    add: 'Add Cola to cart',
    cola: 'Cola',
    lost: 'The server cannot be reached',
    spec: 'Sorry, Something Went Wrong. Please try again after some time or Contact with our support team.',
    unsent: 'What you did has not been sent yet.',
    retry: 'Retry',
    cancel: 'Cancel',
    back: 'Connection restored',
    added: 'Item added to cart',
  },
} as const;

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

for (const [lang, t] of Object.entries(texts)) {
  test(`${lang}: offline Add says so and offers Retry; back online the add goes through once`, async ({
    page,
    context,
  }) => {
    await openBurgerStore(page, lang);
    const add = page.getByRole('button', { name: t.add, exact: true });
    await expect(add).toBeVisible();

    await context.setOffline(true);
    const asked = Date.now();
    await add.click();
    const notice = page.getByTestId('connection-notice');
    await expect(notice).toContainText(t.lost, { timeout: 5_000 });
    expect(Date.now() - asked, 'the customer hears of it within a few seconds').toBeLessThan(5_000);
    await expect(notice).toContainText(t.spec);
    await expect(notice).toContainText(t.unsent);
    await expect(notice.getByRole('button', { name: t.retry })).toBeVisible();

    await context.setOffline(false);
    await expect(page.getByTestId('connection-notice')).toContainText(t.back);
    // nothing is sent by itself: the add still waits for the customer
    await expect(notice).toContainText(t.unsent);
    await page.waitForTimeout(1_000);
    expect(await colaLines(page)).toBe(0);

    if (lang === 'ru') {
      // the notice's Retry sends what waited, and the card's add finishes as if nothing had happened
      await notice.getByRole('button', { name: t.retry }).click();
    } else {
      // or the customer gives it up (the card says it failed) and presses Add again
      await notice.getByRole('button', { name: t.cancel }).click();
      await expect(page.locator('.ant-message-notice').filter({ hasText: t.lost }).first()).toBeVisible();
      await add.click();
    }
    await expect(page.locator('.ant-message-notice').filter({ hasText: t.added }).first()).toBeVisible();
    await expect(
      page.getByTestId('product-card').filter({ hasText: t.cola }).getByTestId('card-counter'),
    ).toContainText('1');
    await expect.poll(() => colaLines(page)).toBe(1);
    await page.waitForTimeout(1_000);
    expect(await colaLines(page), 'the add was not doubled').toBe(1);
  });
}
