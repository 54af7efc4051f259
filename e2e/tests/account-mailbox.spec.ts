import { expect, test } from '@playwright/test';
import { API, newCustomer, signUpViaApi, typeCode, useEnglish } from './account-helpers';

/**
 * Issue 39: the demo sends nothing out; the local mail catcher (a real SMTP server) takes what the store sent, and
 * the demo mailbox page shows it. A visitor who forgot their password asks for a code by e-mail, reads it in the
 * mail on that page, and sets a new password with it.
 */
test('forgot password by e-mail: the code is read from the mail in the demo mailbox, and the new password signs in', async ({
  page,
  context,
}) => {
  await useEnglish(page);
  const c = await signUpViaApi(page, newCustomer());
  await page.goto('/forgot-password');
  await page.getByText('By email').click();
  await page.getByRole('form', { name: 'By email' }).getByLabel('Email').fill(c.email);
  await page.getByTestId('forgot-send').click();
  await expect(page.getByRole('button', { name: /Resend code in \d+ s/ })).toBeDisabled();

  // the demo mailbox, in another tab: the mail to this address, in English (the language the page asked in)
  const mailbox = await context.newPage();
  const subject = 'Mart: your password reset code';
  await expect(async () => {
    await mailbox.goto(`${API}/demo/mailbox?lang=en&to=${encodeURIComponent(c.email)}`);
    await expect(mailbox.getByRole('link', { name: subject })).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await mailbox.getByRole('link', { name: subject }).click();
  const mail = mailbox.frameLocator(`iframe[title="${subject}"]`);
  await expect(mail.getByText('Your code to set a new password:')).toBeVisible();
  const code = /\b(\d{6})\b/.exec(await mail.locator('body').innerText())![1]!;
  await mailbox.close();

  await typeCode(page, code);
  await page.getByTestId('code-verify').click();
  const reset = page.getByRole('form', { name: 'Set a new password' });
  await reset.getByLabel('New Password').fill('frommail1');
  await reset.getByLabel('Confirm Password').fill('frommail1');
  await page.getByTestId('reset-submit').click();
  await expect(page.getByText('Password changed successfully.')).toBeVisible();
  const signIn = page.getByRole('form', { name: 'Sign In' });
  await signIn.getByLabel('Email or phone').fill(c.email);
  await signIn.getByLabel('Password').fill('frommail1');
  await page.getByTestId('sign-in-submit').click();
  await expect(page.getByTestId('profile-menu')).toBeVisible();
});
