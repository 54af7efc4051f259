import { expect, test, type Page } from '@playwright/test';
import { startIn } from './store-flow';

/**
 * Issue 41, site search: the header's box and /search find the same dish whatever the language or script it is
 * typed in, an ending or one typo forgiven; the suggestions are a combobox walked with the keyboard.
 */

const DISH = { ru: 'Классический бургер', kz: 'Классикалық бургер', en: 'Classic burger' } as const;
const LABEL = { ru: 'Поиск по разделу', kz: 'Бөлім бойынша іздеу', en: 'Search this section' } as const;

/** The address the results page links the dish to, for a query typed in a language. */
async function dishLinkFor(page: Page, lang: keyof typeof DISH, q: string): Promise<string | null> {
  await page.goto(`/search?q=${encodeURIComponent(q)}${lang === 'ru' ? '' : `&lang=${lang}`}`);
  const results = page.locator('.mart-search-page');
  await expect(results.getByRole('heading', { level: 1 })).toContainText(q);
  // two stores sell a dish of this name: the first result, in the same order in every language
  const link = results.getByRole('link', { name: DISH[lang], exact: true }).first();
  await expect(link).toBeVisible();
  return link.getAttribute('href');
}

test('ru, kz, en and Latin with a typo find the same dish', async ({ page }) => {
  await startIn(page, 'food');
  const hrefs = [
    // Latin with a typo on the Russian page, before ?lang= keeps another language in the cookie
    await dishLinkFor(page, 'ru', 'бургер'),
    await dishLinkFor(page, 'ru', 'burgr'),
    await dishLinkFor(page, 'kz', 'бургерлер'),
    await dishLinkFor(page, 'en', 'burger'),
  ];
  expect(hrefs[0]).toMatch(/^\/product\/\d+$/);
  expect(new Set(hrefs).size).toBe(1);
  // the header's box is a labelled search form in the page's language (English since the last ?lang=)
  await expect(page.getByRole('search').getByRole('combobox', { name: LABEL.en })).toBeVisible();
});

test('nothing found is said, with the query', async ({ page }) => {
  await startIn(page, 'food');
  await page.goto('/search?q=zzqxvw');
  await expect(page.getByText('По запросу «zzqxvw» ничего не нашлось')).toBeVisible();
});

test('the suggestions are walked with the keyboard: arrows, Escape, Enter', async ({ page }) => {
  await startIn(page, 'food');
  const box = page.getByRole('combobox', { name: LABEL.ru });
  await box.focus();
  await page.keyboard.type('burgr');
  const list = page.getByRole('listbox', { name: 'Подсказки' });
  await expect(list).toBeVisible();
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  const options = list.getByRole('option');
  expect(await options.count()).toBeGreaterThan(1);

  await page.keyboard.press('ArrowDown');
  await expect(options.nth(0)).toHaveAttribute('aria-selected', 'true');
  await expect(box).toHaveAttribute('aria-activedescendant', (await options.nth(0).getAttribute('id'))!);
  await page.keyboard.press('ArrowDown');
  await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowUp');
  await expect(options.nth(0)).toHaveAttribute('aria-selected', 'true');
  // the focus never left the field
  await expect(box).toBeFocused();

  await page.keyboard.press('Escape');
  await expect(list).toBeHidden();
  await expect(box).toHaveAttribute('aria-expanded', 'false');
  await expect(box).toHaveValue('burgr');

  // the list again, the first suggestion opened with Enter
  await page.keyboard.press('ArrowDown');
  await expect(list).toBeVisible();
  const first = await options.nth(0).textContent();
  await expect(options.nth(0)).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/(product|store)\/\d+/);
  expect(first).toBeTruthy();

  // Enter with no suggestion chosen opens the results page
  await box.fill('бургер');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=%D0%B1%D1%83%D1%80%D0%B3%D0%B5%D1%80$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Результаты по запросу «бургер»');
});
