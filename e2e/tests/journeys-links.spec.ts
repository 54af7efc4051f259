import { expect, test, type Page } from '@playwright/test';
import { API, expectMounted, signUpViaApi } from '../support/site';
import { openItem, openStoreFromHome, startIn, storeByName, toast } from './store-flow';

/**
 * Issue 22, store/account/shell: the courier's note at checkout, the phone country picker, the home's query
 * variants and landing, deep links that land in their module, and every /profile?page=. Russian first; each
 * journey once more in English or Kazakh.
 */
const STORE = 'Бургерная «Гриль Хаус»';

interface ApiModule {
  id: number;
  module_type: string;
  module_name: string;
}
async function moduleOf(type: string, lng = 'ru'): Promise<ApiModule> {
  const modules = (await (
    await fetch(`${API}/api/v1/module`, { headers: { 'X-localization': lng } })
  ).json()) as ApiModule[];
  const m = modules.find((x) => x.module_type === type);
  if (!m) throw new Error(`no ${type} module`);
  return m;
}

/** The site config as the API returns it, changed by `edit`. */
async function withConfig(page: Page, edit: (c: Record<string, unknown>) => Record<string, unknown>): Promise<void> {
  await page.route('**/api/v1/config', async (route) => {
    const res = await route.fetch();
    await route.fulfill({ response: res, json: edit((await res.json()) as Record<string, unknown>) });
  });
}

async function inLanguage(page: Page, lng: 'ru' | 'en' | 'kz'): Promise<void> {
  await page.addInitScript((l) => localStorage.setItem('language-setting', l), lng);
}

test.describe('additional information for the courier', () => {
  for (const c of [
    {
      lng: 'ru',
      store: STORE,
      item: 'Бешбармак',
      add: 'В корзину',
      label: 'Дополнительная информация',
      name: 'Имя контактного лица',
      phone: 'Телефон',
      code: 'Код страны',
      place: 'Оформить заказ',
      success: 'Заказ успешно оформлен',
      track: 'Отследить заказ',
      submit: 'Отследить',
    },
    {
      lng: 'en',
      store: 'Grill House Burgers',
      item: 'Beshbarmak',
      add: 'Add to cart',
      label: 'Additional information',
      name: 'Contact person name',
      phone: 'Phone',
      code: 'Country code',
      place: 'Place order',
      success: 'Order placed successfully',
      track: 'Track order',
      submit: 'Track',
    },
  ] as const) {
    test(`${c.lng}: a guest writes a note for the courier; it is on the order they track`, async ({ page }) => {
      await startIn(page, 'food');
      if (c.lng === 'en') {
        await page.evaluate(() => localStorage.setItem('language-setting', 'en'));
        await page.reload();
        await expect(page.getByTestId('store-home')).toBeVisible();
      }
      await openStoreFromHome(page, c.store);
      const editor = await openItem(page, c.item);
      await editor.getByRole('button', { name: c.add }).click();
      await expect(editor).toBeHidden();
      // the cart has the line once the header counts it: only then is checkout more than "Your cart is empty"
      await expect(page.getByTestId('cart-button')).toHaveAttribute('aria-describedby', /.+/);
      await page.goto('/checkout?page=cart');
      const checkout = page.getByTestId('checkout');
      await expect(checkout).toBeVisible();

      const note = checkout.getByRole('textbox', { name: c.label });
      await expect(note).toHaveAttribute('maxlength', '500');
      await note.fill('Домофон 12, второй подъезд');
      await checkout.getByRole('textbox', { name: c.name }).fill('Гость Тестов');
      // the picker starts on Kazakhstan (+7): the field takes the number after the code
      await expect(checkout.getByRole('combobox', { name: c.code })).toBeVisible();
      await expect(checkout.getByTestId('country-code')).toContainText('KZ +7');
      await checkout.getByRole('textbox', { name: c.phone }).fill('7011234567');
      await page.getByTestId('checkout-summary').getByRole('button', { name: c.place }).click();
      await expect(page).toHaveURL(/\/checkout\?page=success/);
      await expect(page.getByText(c.success)).toBeVisible();

      await page.getByRole('button', { name: c.track }).click();
      const track = page.getByTestId('track-order');
      await track.getByRole('textbox', { name: c.phone }).fill('+77011234567');
      await track.getByRole('button', { name: c.submit, exact: true }).click();
      const address = page.getByTestId('delivery-address');
      await expect(address).toContainText(c.label);
      await expect(address).toContainText('Домофон 12, второй подъезд');
    });
  }
});

test.describe('phone country picker', () => {
  test('ru: sign-up with a Kyrgyz number sends +996 and checks its 9 digits', async ({ page }) => {
    await page.goto('/home');
    await page.getByTestId('sign-in-button').click();
    await page.getByTestId('to-sign-up').click();
    const form = page.getByRole('form', { name: 'Регистрация' });
    const code = form.getByRole('combobox', { name: 'Код страны' });
    await expect(form.getByTestId('country-code')).toContainText('KZ +7');
    await code.click();
    await code.fill('Кирг');
    // the filtered list names the country and its code; Enter takes it
    await expect(page.getByRole('option', { name: 'Киргизия +996' })).toHaveCount(1);
    await code.press('Enter');
    await expect(form.getByTestId('country-code')).toContainText('KG +996');
    const phone = form.getByRole('textbox', { name: 'Телефон' });
    await phone.fill('55512345');
    await phone.blur();
    await expect(form.getByText('Номер телефона этой страны — 9 цифр')).toBeVisible();

    const n = `${Date.now()}`.slice(-6);
    await form.getByRole('textbox', { name: 'Имя' }).fill('Айбек');
    await form.getByRole('textbox', { name: 'E-mail' }).fill(`kg${n}@mail.kg`);
    await phone.fill(`555${n}`);
    await form.getByLabel('Пароль', { exact: true }).fill('secret123');
    await form.getByLabel('Подтвердите пароль').fill('secret123');
    await form.getByRole('checkbox').check();
    const sent = page.waitForRequest((r) => r.url().endsWith('/api/v1/auth/sign-up'));
    await page.getByTestId('sign-up-submit').click();
    expect(((await sent).postDataJSON() as { phone: string }).phone).toBe(`+996555${n}`);
  });

  test('en: forgot password with the picker does not assume +7', async ({ page }) => {
    await inLanguage(page, 'en');
    await page.goto('/forgot-password');
    const form = page.getByRole('form', { name: 'By phone' });
    const code = form.getByRole('combobox', { name: 'Country code' });
    await code.click();
    await code.fill('Uzbek');
    await expect(page.getByRole('option', { name: 'Uzbekistan +998' })).toHaveCount(1);
    await code.press('Enter');
    await expect(form.getByTestId('country-code')).toContainText('UZ +998');
    await form.getByRole('textbox', { name: 'Phone' }).fill('901234567');
    const sent = page.waitForRequest((r) => r.url().endsWith('/api/v1/auth/forgot-password'));
    await page.getByTestId('forgot-send').click();
    expect((await sent).postDataJSON()).toMatchObject({ phone: '+998901234567', verification_method: 'phone' });
  });

  test('kz: with the picker off, the fixed code is the one of the site and the sign-up phone is free text', async ({
    page,
  }) => {
    await inLanguage(page, 'kz');
    await withConfig(page, (c) => ({ ...c, country_picker_status: 0, currency_code: 'KGS' }));
    await page.goto('/forgot-password');
    const form = page.getByRole('form', { name: 'Телефон арқылы' });
    await expect(form.getByRole('combobox')).toHaveCount(0);
    await expect(form.getByText('+996', { exact: true })).toBeVisible();
    // from the same page: /home is drawn on the server with the real configuration, which this test replaces only
    // for the browser
    await page.getByTestId('sign-in-button').click();
    await page.getByTestId('to-sign-up').click();
    await expect(page.getByRole('combobox', { name: 'Ел коды' })).toHaveCount(0);
  });
});

test.describe('home query variants and the landing', () => {
  test('ru: the landing shows the site’s words and popular stores; a store opens in its module', async ({ page }) => {
    await page.goto('/home');
    await expect(page.getByRole('heading', { level: 1, name: 'Всё, что нужно — в одном Mart' })).toBeVisible();
    await expect(page.getByText('Доставка за 30 минут')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Выберите модуль' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Где мы доставляем' })).toBeVisible();
    const stores = page.getByRole('region', { name: 'Популярные магазины' });
    const first = stores.getByRole('link').first();
    const name = (await first.innerText()).trim();
    await first.click();
    await expect(page.getByTestId('store-page')).toBeVisible();
    await expect(page.getByRole('heading', { name })).toBeVisible();
    // the store's module is now the customer's: the home is that module's
    await page.goto('/home');
    await expectMounted(page, 'store-modules');
  });

  test('ru: search=category opens the category; search=allCategories every category', async ({ page }) => {
    const food = await moduleOf('food');
    const categories = (await (
      await fetch(`${API}/api/v1/categories`, { headers: { moduleId: String(food.id) } })
    ).json()) as { id: number; name: string }[];
    const cat = categories[0]!;
    await page.goto(
      `/home?search=category&id=${cat.id}&module_id=${food.id}&name=${encodeURIComponent(cat.name)}&data_type=category`,
    );
    await expect(page.getByTestId('category-page')).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: cat.name })).toBeVisible();

    await page.goto('/home?search=allCategories&from=allCategories&data_type=new');
    await expect(page.getByRole('heading', { name: `${food.module_name}: все категории` })).toBeVisible();
    await expect(page.getByTestId('category-card').first()).toBeVisible();

    await page.goto('/home');
    await expect(page.getByTestId('store-home')).toBeVisible();
  });

  test('en: the landing in English, and search=allCategories in the linked module', async ({ page }) => {
    await inLanguage(page, 'en');
    await page.goto('/home');
    await expect(page.getByRole('heading', { level: 1, name: 'Everything you need, in one Mart' })).toBeVisible();
    const grocery = await moduleOf('grocery');
    await page.goto(`/home?search=allCategories&from=allCategories&data_type=new&module_id=${grocery.id}`);
    await expect(page.getByRole('heading', { name: /: all categories$/ })).toBeVisible();
  });
});

test.describe('deep links land in their module', () => {
  test('ru: a shared store link opens the store and selects its module for a new visitor', async ({ page }) => {
    const store = await storeByName('grocery', (await firstStore('grocery')).name);
    await page.goto(
      `/store/${store.id}?module_id=${store.module_id}&module_type=${store.module_type}&store_zone_id=${store.zone_id}`,
    );
    await expect(page.getByTestId('store-page')).toBeVisible();
    const grocery = await moduleOf('grocery');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('module'))).toContain(`"id":${grocery.id}`);
    await page.goto('/home');
    await expect(page.getByRole('heading', { name: grocery.module_name })).toBeVisible();
  });

  test('ru: a store outside the chosen address’s zone says so', async ({ page }) => {
    await startIn(page, 'food');
    const store = await storeByName('food', STORE);
    await page.goto(`/store/${store.id}?module_id=${store.module_id}&store_zone_id=${store.zone_id + 1000}`);
    await expect(page.getByTestId('store-page')).toBeVisible();
    await expect(toast(page, 'Этот магазин работает в другой зоне доставки').first()).toBeVisible();
  });

  test('en: a product link with another module switches to it', async ({ page }) => {
    await startIn(page, 'food');
    await page.evaluate(() => localStorage.setItem('language-setting', 'en'));
    const pharmacy = await moduleOf('pharmacy', 'en');
    const items = (await (
      await fetch(`${API}/api/v1/items/search?offset=1&limit=5`, {
        headers: { moduleId: String(pharmacy.id), 'X-localization': 'en' },
      })
    ).json()) as { products: { id: number; name: string }[] };
    const item = items.products[0];
    await page.goto(`/product/${item!.id}?module_id=${pharmacy.id}`);
    await expect(page.getByRole('heading', { name: item!.name })).toBeVisible();
    await page.goto('/home');
    await expect(page.getByRole('heading', { name: pharmacy.module_name })).toBeVisible();
  });
});

async function firstStore(type: string): Promise<{ name: string }> {
  const m = await moduleOf(type);
  const res = await fetch(`${API}/api/v1/stores/get-stores/all?offset=1&limit=1`, {
    headers: { moduleId: String(m.id), Accept: 'application/json' },
  });
  return ((await res.json()) as { stores: { name: string }[] }).stores[0]!;
}

test.describe('/profile?page= knows every page', () => {
  test('ru: each page of the menu, the addresses and the wishlist; an unknown page is the profile', async ({
    page,
  }) => {
    const { token } = await signUpViaApi();
    await page.addInitScript((t) => localStorage.setItem('token', t), token);
    const nav = page.getByRole('navigation', { name: 'Профиль' });

    await page.goto('/profile?page=my-orders');
    await expect(page).toHaveURL(/\/my-orders$/);
    await expect(page.getByText('Заказов пока нет')).toBeVisible();

    await page.goto('/profile?page=wallet');
    await expect(page.getByText('Баланс кошелька')).toBeVisible();
    await expect(nav.locator('[aria-current="page"]')).toHaveText('Кошелёк');

    await page.goto('/profile?page=loyalty-points');
    await expect(page.getByText('Всего баллов')).toBeVisible();

    await page.goto('/profile?page=addresses');
    await expect(page.getByRole('heading', { name: 'Мои адреса' })).toBeVisible();

    await page.goto('/profile?page=track-order');
    await expect(page).toHaveURL(/\/track-order$/);

    await page.goto('/profile?page=wishlist');
    await expect(page.getByTestId('wishlist-drawer')).toBeVisible();

    await page.goto('/profile?page=no-such-page');
    await expect(page.getByRole('heading', { name: 'Мой профиль' })).toBeVisible();
  });

  test('en: a page the site turns off gives the profile', async ({ page }) => {
    await inLanguage(page, 'en');
    await withConfig(page, (c) => ({ ...c, customer_wallet_status: 0 }));
    const { token } = await signUpViaApi();
    await page.addInitScript((t) => localStorage.setItem('token', t), token);
    await page.goto('/profile?page=wallet');
    await expect(page.getByRole('heading', { name: 'My profile' })).toBeVisible();
    await page.goto('/profile?page=help-and-support');
    await expect(page).toHaveURL(/\/help-and-support$/);
  });
});
