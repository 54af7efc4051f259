/**
 * Request ids (issue 42): a failed call's error panel shows the call's request id, small and copyable, and that id
 * is on the API's log lines of the failure, so a customer's quote leads support to the server's side.
 */
import { expect, test } from '@playwright/test';
import fs from 'node:fs';
import { apiLogFile } from '../support/global-setup';

test("a failing call's error panel shows a request id that is found in the API's log", async ({ page }) => {
  // an item id past the API's range: the item call fails with a 400, the product page shows its error panel
  const failed = page.waitForResponse(
    (r) => r.url().includes('/api/v1/items/details/2147483648') && r.status() === 400,
  );
  await page.goto('/product/2147483648?module_id=1');
  const answered = (await failed).headers()['x-request-id'];
  const note = page.getByTestId('request-id');
  await expect(note).toBeVisible();
  const id = (await note.locator('code').textContent()) ?? '';
  expect(id).toMatch(/^[A-Za-z0-9._:-]{8,64}$/);
  // the customer can copy it in one tap
  await expect(note.getByRole('button')).toBeVisible();

  const logged = () =>
    fs
      .readFileSync(apiLogFile(), 'utf8')
      .split('\n')
      .filter((l) => l.includes(`"reqId":"${id}"`));
  await expect.poll(() => logged().length).toBeGreaterThan(0);
  expect(logged().some((l) => l.includes('"statusCode":400'))).toBe(true);
  // the page's last failed call is the one whose id it shows (react-query may have tried more than once)
  expect(answered).toMatch(/^web-/);
});
