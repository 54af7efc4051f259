import { expect, test, type Page } from '@playwright/test';

/**
 * Issue 40.7: Kazakhstan and Russia share +7, so ten digits say nothing. A Russian mobile number at a store that
 * offers only Kazakhstan is refused with the country's message before anything is sent, and a Kazakh mobile passes,
 * sent in E.164. In Russian and English. (The server's own refusal: server/test/api/phone-country.test.ts.)
 */
const cases = [
  {
    lng: 'ru',
    form: 'Регистрация',
    name: 'Имя',
    phone: 'Телефон',
    password: 'Пароль',
    confirm: 'Подтвердите пароль',
    refused: 'Введите действующий номер мобильного телефона (Казахстан)',
  },
  {
    lng: 'en',
    form: 'Sign Up',
    name: 'Name',
    phone: 'Phone',
    password: 'Password',
    confirm: 'Confirm Password',
    refused: 'Enter a valid mobile number of Kazakhstan',
  },
] as const;

/** The store as a Kazakh-only one: the picker off, the site's country Kazakhstan (what the seed has). */
async function kazakhOnly(page: Page): Promise<void> {
  await page.route('**/api/v1/config', async (route) => {
    const res = await route.fetch();
    const config = (await res.json()) as Record<string, unknown>;
    await route.fulfill({ response: res, json: { ...config, country_picker_status: 0 } });
  });
}

for (const c of cases) {
  test(`${c.lng}: a Russian mobile number is refused at a Kazakh-only sign-up; a Kazakh one is sent in E.164`, async ({
    page,
  }) => {
    await page.addInitScript((l) => localStorage.setItem('language-setting', l), c.lng);
    await kazakhOnly(page);
    // a page the browser draws with the config it was given (/home is drawn on the server with the real one)
    await page.goto('/forgot-password');
    await page.getByTestId('sign-in-button').click();
    await page.getByTestId('to-sign-up').click();
    const form = page.getByRole('form', { name: c.form });
    // no picker: the number is typed whole, and only the site's country's mobiles pass
    await expect(form.getByRole('combobox')).toHaveCount(0);

    const n = `${Date.now()}`.slice(-6);
    await form.getByRole('textbox', { name: c.name, exact: true }).fill('Аружан');
    await form.getByRole('textbox', { name: /e-?mail/i }).fill(`kz${c.lng}${n}@example.kz`);
    await form.getByLabel(c.password, { exact: true }).fill('secret123');
    await form.getByLabel(c.confirm).fill('secret123');
    await form.getByRole('checkbox').check();

    const signUps: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/api/v1/auth/sign-up')) signUps.push(r.postData() ?? '');
    });
    // Moscow's 916: ten digits after +7, a real Russian mobile, not a Kazakh one
    const phone = form.getByRole('textbox', { name: c.phone, exact: true });
    await phone.fill('+7 916 123 45 67');
    await phone.blur();
    await expect(form.getByText(c.refused)).toBeVisible();
    await page.getByTestId('sign-up-submit').click();
    await expect(form.getByText(c.refused)).toBeVisible();
    expect(signUps).toHaveLength(0);

    // a Kazakh mobile (Beeline's 705) passes and is sent as +7705…
    await phone.fill(`+7 7051${n}`);
    await expect(form.getByText(c.refused)).toHaveCount(0);
    const sent = page.waitForRequest((r) => r.url().endsWith('/api/v1/auth/sign-up'));
    await page.getByTestId('sign-up-submit').click();
    expect(((await sent).postDataJSON() as { phone: string }).phone).toBe(`+77051${n}`);
  });
}
