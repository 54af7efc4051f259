import { expect, type Page } from '@playwright/test';

import { API } from '../support/site';

export { API };
const rand = () => Math.floor(1_000_000 + Math.random() * 8_999_999);

/** A unique customer's contacts; phone is +7 705 xxx xx xx (10 national digits). */
export function newCustomer() {
  const n = rand();
  return { name: `Aida ${n}`, email: `aida${n}@mail.kz`, phone: `+7705${n}`, password: 'secret123' };
}

/** English UI, so the SPEC's messages are checked verbatim. */
export async function useEnglish(page: Page) {
  await page.addInitScript(() => localStorage.setItem('language-setting', 'en'));
}

export async function demoCode(page: Page): Promise<string> {
  const text = await page.getByTestId('demo-otp').last().innerText();
  return /(\d{6})/.exec(text)![1]!;
}

export async function typeCode(page: Page, code: string) {
  for (let i = 0; i < code.length; i++) await page.getByTestId(`code-digit-${i}`).last().fill(code[i]!);
}

export async function signUpViaApi(page: Page, c = newCustomer()) {
  const res = await page.request.post(`${API}/api/v1/auth/sign-up`, {
    data: { ...c, confirm_password: c.password },
  });
  expect(res.ok()).toBeTruthy();
  return { ...c, token: ((await res.json()) as { token: string }).token };
}

export async function signInWithToken(page: Page, token: string) {
  await page.addInitScript((t) => localStorage.setItem('token', t), token);
}
