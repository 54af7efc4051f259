import { expect, type Page } from '@playwright/test';
import path from 'node:path';

export const API = process.env.MART_API_URL ?? 'http://localhost:4100';
/** The test API's operator key (global-setup starts it with this), for moving orders and trips along. */
export const OPERATOR_KEY = 'e2e-operator-key';

/** Moves an order (store or parcel) or a trip forward through the operator API, as a store or courier would. */
export async function operatorMove(kind: 'orders' | 'trips', id: number, status: string): Promise<void> {
  const res = await fetch(`${API}/api/v1/operator/${kind}/${id}/status`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-operator-key': OPERATOR_KEY },
    body: JSON.stringify({ status }),
  });
  if (!res.ok) throw new Error(`operator move failed: ${res.status} ${await res.text()}`);
}

/** Everything a page of ours has around the routed content: the shell's header and footer. */
export async function expectChrome(page: Page): Promise<void> {
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
}

/** The remote's own box inside <main> has content and is not the error panel. */
export async function expectMounted(page: Page, app: string): Promise<void> {
  const box = page.locator(`#mart-app-${app}`);
  await expect(box).not.toBeEmpty();
  await expect(box.getByTestId('remote-error')).toHaveCount(0);
}

/** Pick a module the way a customer does, on the module picker that /home shows at first. */
export async function chooseModule(page: Page, moduleType: string): Promise<void> {
  const modules = (await (await fetch(`${API}/api/v1/module`)).json()) as {
    module_type: string;
    module_name: string;
  }[];
  const m = modules.find((x) => x.module_type === moduleType);
  if (!m) throw new Error(`no ${moduleType} module in the demo data`);
  await page.goto('/home');
  await page.getByRole('button', { name: m.module_name, exact: true }).click();
}

export async function signUpViaApi(): Promise<{ token: string; email: string; password: string }> {
  const n = `${Date.now()}${Math.floor(Math.random() * 1e4)}`;
  const email = `e2e${n}@example.com`;
  const password = 'secret123';
  const res = await fetch(`${API}/api/v1/auth/sign-up`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({
      name: 'E2E Customer',
      email,
      phone: `+7701${n.slice(-7)}`,
      password,
      confirm_password: password,
    }),
  });
  const body = (await res.json()) as { token?: string };
  if (!res.ok || !body.token) throw new Error(`sign-up failed: ${res.status} ${JSON.stringify(body)}`);
  return { token: body.token, email, password };
}

/**
 * Where the screenshot specs write: docs/screenshots when asked for (`MART_SCREENSHOTS=1`, `pnpm --filter @mart/e2e
 * run screenshots`), else the test output folder, so running the tests never rewrites the committed pictures.
 */
export function screenshotPath(file: string): string {
  const dir = process.env.MART_SCREENSHOTS === '1' ? '../docs/screenshots' : 'test-results/screenshots';
  return path.resolve(dir, file);
}
