import { expect, test, type Request } from '@playwright/test';
import { demoCode, signUpViaApi, typeCode } from './account-helpers';

/**
 * Issue 45.4: forgot password by phone goes through `PUT /api/v1/auth/verify-phone` with `is_reset_token`; the
 * reset-password call carries the one-use token it answered, never the code. In ru and kz (en: account-auth.spec.ts).
 */
const LANGS = [
  {
    lang: 'ru',
    byPhone: 'По телефону',
    phone: 'Телефон',
    title: 'Новый пароль',
    confirm: 'Подтвердите пароль',
    changed: 'Пароль изменён.',
    refused: 'Ссылка для сброса устарела или уже использована. Начните заново.',
  },
  {
    lang: 'kz',
    byPhone: 'Телефон арқылы',
    phone: 'Телефон',
    title: 'Жаңа құпиясөз',
    confirm: 'Құпиясөзді растаңыз',
    changed: 'Құпиясөз өзгертілді.',
    refused: 'Қалпына келтіру сілтемесінің мерзімі өтті немесе ол қолданылған. Қайта бастаңыз.',
  },
] as const;

for (const l of LANGS) {
  test(`${l.lang}: forgot password by phone through verify-phone and a one-use reset token`, async ({ page }) => {
    await page.addInitScript((lang) => localStorage.setItem('language-setting', lang), l.lang);
    const c = await signUpViaApi(page);
    await page.goto('/forgot-password');
    await page.getByRole('form', { name: l.byPhone }).getByLabel(l.phone).fill(c.phone.replace('+7', ''));
    await page.getByTestId('forgot-send').click();
    const code = await demoCode(page);
    await typeCode(page, code);
    const verified = page.waitForRequest((r) => r.url().includes('/api/v1/auth/verify-phone'));
    await page.getByTestId('code-verify').click();
    const verifyRequest: Request = await verified;
    expect(verifyRequest.method()).toBe('PUT');
    expect(verifyRequest.postDataJSON()).toMatchObject({ phoneNumber: c.phone, code, is_reset_token: 1 });
    const token = ((await (await verifyRequest.response())!.json()) as { reset_token: string }).reset_token;
    expect(token).not.toBe(code);

    const form = page.getByRole('form', { name: l.title });
    await form.getByLabel(l.title, { exact: true }).fill('newpass1');
    await form.getByLabel(l.confirm).fill('newpass1');
    const resetCall = page.waitForRequest((r) => r.url().includes('/api/v1/auth/reset-password'));
    await page.getByTestId('reset-submit').click();
    expect((await resetCall).postDataJSON()).toMatchObject({ phone: c.phone, reset_token: token });
    await expect(page.getByText(l.changed)).toBeVisible();

    // the token was used: a second reset with it is refused in the page's language
    const again = await page.request.put(`${new URL(verifyRequest.url()).origin}/api/v1/auth/reset-password`, {
      headers: { 'x-localization': l.lang },
      data: { phone: c.phone, reset_token: token, password: 'other-pass1', confirm_password: 'other-pass1' },
    });
    expect(again.status()).toBe(400);
    expect(((await again.json()) as { errors: { message: string }[] }).errors[0]!.message).toBe(l.refused);
  });
}
