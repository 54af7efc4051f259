import { expect, test, type Page } from '@playwright/test';
import { API, demoCode, signInWithToken, signUpViaApi, useEnglish } from './account-helpers';

/**
 * Issue 37.1 in the browser, by keyboard alone: a new e-mail proves the person (a code to the current e-mail, or the
 * current password) and the new address (its own code), with the wording of each step; the other sessions end.
 */

async function profileOf(page: Page, token: string) {
  const res = await page.request.get(`${API}/api/v1/customer/info`, { headers: { authorization: `Bearer ${token}` } });
  return { status: res.status(), body: (await res.json()) as Record<string, unknown> };
}

/** Types the code shown in demo mode into the six boxes (the first has the focus), then Verify by Enter. */
async function enterCode(page: Page) {
  const code = await demoCode(page);
  await expect(page.getByTestId('code-digit-0').last()).toBeFocused();
  await page.keyboard.type(code);
  await page.keyboard.press('Tab');
  await expect(page.getByTestId('otp-verify')).toBeFocused();
  await page.keyboard.press('Enter');
}

/** Opens the edit form from the profile page by keyboard and puts `email` into its E-mail field. */
async function editEmail(page: Page, email: string) {
  await page.goto('/profile?page=profile-settings');
  await page.getByTestId('edit-profile').focus();
  await page.keyboard.press('Enter');
  const form = page.getByRole('form', { name: 'Edit Personal Details' });
  await form.getByLabel('Email').focus();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(email);
  return form;
}

test.beforeEach(async ({ page }) => {
  await useEnglish(page);
});

test('change the e-mail by keyboard with codes: the current address confirms, the new one verifies', async ({
  page,
}) => {
  const c = await signUpViaApi(page);
  const other = await page.request.post(`${API}/api/v1/auth/login`, {
    data: { email_or_phone: c.email, password: c.password },
  });
  const otherToken = ((await other.json()) as { token: string }).token;
  await signInWithToken(page, c.token);
  const next = `moved${Date.now()}@mail.kz`;
  const form = await editEmail(page, next);
  // no current password: the hint says a code goes to the current contact instead
  await expect(form.getByText(/leave it empty and we will send a code to your current contact/)).toBeVisible();
  await page.keyboard.press('Enter');

  const dialog = page.getByRole('dialog', { name: 'Confirm it is you' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('We sent a code to your current email. Enter it to change your details.');
  await expect(dialog).toContainText(c.email);
  await enterCode(page);

  const verify = page.getByRole('dialog', { name: 'Verify your email' });
  await expect(verify).toContainText('Enter the code we sent to your new email to finish the change.');
  await expect(verify).toContainText(next);
  await enterCode(page);

  await expect(page.getByText('Updated successfully.')).toBeVisible();
  await expect(page.getByTestId('profile-summary')).toContainText(next);
  expect((await profileOf(page, c.token)).body).toMatchObject({ email: next, is_email_verified: 1 });
  // the change signed the other session out; this one stays
  expect((await profileOf(page, otherToken)).status).toBe(401);
});

test('change the e-mail by keyboard with the current password: only the new address needs a code', async ({ page }) => {
  const c = await signUpViaApi(page);
  await signInWithToken(page, c.token);
  const next = `pw${Date.now()}@mail.kz`;
  const form = await editEmail(page, next);
  await form.getByLabel('Current password').focus();
  await page.keyboard.type('not-my-password');
  await page.keyboard.press('Enter');
  await expect(page.getByText('The current password is incorrect')).toBeVisible();
  expect((await profileOf(page, c.token)).body.email).toBe(c.email);

  await form.getByLabel('Current password').focus();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(c.password);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Verify your email' })).toContainText(next);
  await enterCode(page);
  await expect(page.getByText('Updated successfully.')).toBeVisible();
  expect((await profileOf(page, c.token)).body).toMatchObject({ email: next, is_email_verified: 1 });
});
