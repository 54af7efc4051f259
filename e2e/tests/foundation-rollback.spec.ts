import { expect, test } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

type DeployModule = {
  deploy: (name: string, o: { distDir?: string }) => { version: string };
  rollback: (name: string, version?: string) => { version: string };
  readRegistry: () => { shell?: { version: string }; remotes: Record<string, { version: string }> };
  deployRoot: () => string;
  REPO: string;
};

/** every file of the deployed shell and of the other remotes, hashed: they must not change */
function fingerprint(root: string, except: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const f of fs.readdirSync(root, { recursive: true })) {
    const rel = String(f);
    const p = path.join(root, rel);
    if (rel.startsWith(path.join('remotes', except)) || rel === 'registry.json' || !fs.statSync(p).isFile()) continue;
    out[rel] = crypto.createHash('sha256').update(fs.readFileSync(p)).digest('hex');
  }
  return out;
}

test('deploy a changed build of one remote, see it; roll back, see the old one; nothing else changes', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const d = (await import('@mart/deploy')) as unknown as DeployModule;
  const before = d.readRegistry();
  const old = before.remotes.account!.version;
  const untouched = fingerprint(d.deployRoot(), 'account');

  // a real rebuild of the account remote only, labelled so the change is visible on the page
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'mart-account-build-'));
  execFileSync('pnpm', ['--dir', 'remotes/account', 'exec', 'webpack', '--mode', 'production', '--output-path', out], {
    cwd: d.REPO,
    env: { ...process.env, MART_BUILD_LABEL: 'e2e-next-build' },
    stdio: 'ignore',
  });
  const next = d.deploy('account', { distDir: out }).version;
  expect(next).not.toBe(old);

  const build = async () => {
    await page.goto('/about-us');
    await expect(page.locator('#mart-app-account')).not.toBeEmpty();
    await page.getByTestId('about-build').click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByTestId('version-account')).toBeVisible();
    return {
      version: await dialog.getByTestId('version-account').textContent(),
      build: await dialog.getByTestId('build-account').textContent(),
    };
  };

  const deployed = await build();
  expect(deployed.version).toBe(next);
  expect(deployed.build).toContain('e2e-next-build');

  d.rollback('account');
  const rolledBack = await build();
  expect(rolledBack.version).toBe(old);
  expect(rolledBack.build).not.toContain('e2e-next-build');

  const after = d.readRegistry();
  expect(after.shell).toEqual(before.shell);
  for (const name of ['rental', 'carmarket', 'store-modules'])
    expect(after.remotes[name]).toEqual(before.remotes[name]);
  expect(fingerprint(d.deployRoot(), 'account')).toEqual(untouched);
});

/**
 * A copy of the account remote's sources with one more page, as the account team would write it: one page file and
 * one manifest entry. Built from a temporary folder (the repository is not touched), with the remote's own toolchain.
 */
function accountWithNewPage(repo: string, pathname: string, heading: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mart-account-next-'));
  const account = path.join(repo, 'remotes', 'account');
  for (const f of ['src', 'package.json', 'webpack.config.js', 'tsconfig.json', 'budget.json'])
    fs.cpSync(path.join(account, f), path.join(dir, f), { recursive: true });
  fs.symlinkSync(path.join(account, 'node_modules'), path.join(dir, 'node_modules'));
  fs.writeFileSync(
    path.join(dir, 'src', 'GiftCardsPage.tsx'),
    `export function GiftCardsPage() {\n  return <h1>${heading}</h1>;\n}\n`,
  );
  const manifest = path.join(dir, 'src', 'routes.tsx');
  const source = fs.readFileSync(manifest, 'utf8');
  const end = source.lastIndexOf('];');
  fs.writeFileSync(
    manifest,
    `import { GiftCardsPage } from './GiftCardsPage';\n${source.slice(0, end)}  { path: '${pathname}', page: GiftCardsPage },\n${source.slice(end)}`,
  );
  execFileSync(path.join(account, 'node_modules', '.bin', 'webpack'), ['--mode', 'production'], {
    cwd: dir,
    stdio: 'ignore',
  });
  return path.join(dir, 'dist');
}

test('a remote adds a top-level page with one manifest entry; the live, unchanged shell serves it', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const d = (await import('@mart/deploy')) as unknown as DeployModule;
  const before = d.readRegistry();
  const untouched = fingerprint(d.deployRoot(), 'account');

  await page.goto('/gift-cards');
  await expect(page.locator('#mart-app-not-found')).toContainText('Страница не найдена');

  const dist = accountWithNewPage(d.REPO, '/gift-cards', 'Gift cards by the account team');
  d.deploy('account', { distDir: dist });
  try {
    await page.goto('/gift-cards');
    await expect(page.getByRole('heading', { name: 'Gift cards by the account team' })).toBeVisible();
    // the account's other pages are still its own
    await page.goto('/help-and-support');
    await expect(page.locator('#mart-app-account')).not.toBeEmpty();
    expect(d.readRegistry().shell).toEqual(before.shell);
    expect(fingerprint(d.deployRoot(), 'account')).toEqual(untouched);
  } finally {
    d.rollback('account');
  }
  await page.goto('/gift-cards');
  await expect(page.locator('#mart-app-not-found')).toContainText('Страница не найдена');
});
