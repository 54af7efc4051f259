/**
 * Canary releases (issue 42): a build of the account remote that throws on mount, deployed as a 50% canary, reaches
 * about half the visitors (each keeps theirs), the API's RUM figures show its errors, the page server rolls it back by
 * itself, and every visitor then gets the good version; a healthy canary is promoted. The page server runs in a
 * process of its own (e2e/support/page-server.mjs): a canary's first page loads its server render there in ~0.5 s.
 */
import { expect, test, type Browser } from '@playwright/test';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { API, OPERATOR_KEY } from '../support/site';

type Registry = { remotes: Record<string, { version: string }>; canaries?: Record<string, { version: string }> };
type DeployModule = {
  deploy: (name: string, o: { distDir?: string; canary?: number }) => { version: string };
  promote: (name: string) => unknown;
  readRegistry: () => Registry & { canaryLog?: { outcome: string; version: string; reason?: string }[] };
  deployRoot: () => string;
};

/**
 * A copy of the live account build, changed so it deploys as a new version; otherwise only a note file differs.
 * `broken` rewrites the built `./app` module itself (the chunk the manifest lists for the expose, whose exports the
 * shell's resilient app mounts) so its `mount` export is one lifecycle that throws: the canary's code really throws
 * on mount, as a bad release would. (Patching the container in remoteEntry.js cannot: webpack defines its `get` as
 * a getter-only property, so an assignment is silently ignored and the page mounts.)
 */
function variantOf(root: string, live: string, broken: boolean): string {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'mart-canary-build-'));
  fs.cpSync(path.join(root, 'remotes', 'account', live), out, { recursive: true });
  fs.writeFileSync(path.join(out, 'canary-note.txt'), `${broken ? 'broken' : 'healthy'} ${Date.now()}`);
  if (broken) {
    const manifest = JSON.parse(fs.readFileSync(path.join(out, 'mf-manifest.json'), 'utf8')) as {
      exposes: { name: string; assets: { js: { sync: string[] } } }[];
    };
    const chunk = manifest.exposes
      .find((e) => e.name === 'app')!
      .assets.js.sync.find((f) => f.includes('__federation_expose_app'));
    if (!chunk) throw new Error("the account build's manifest names no chunk for ./app");
    const file = path.join(out, chunk);
    // webpack's export table of the module: r.d(t,{bootstrap:()=>a,mount:()=>b,unmount:()=>c})
    const exportsTable = /(\{bootstrap:\(\)=>[\w$]+,mount:\(\)=>)([\w$]+)(,unmount:\(\)=>[\w$]+\})/g;
    const code = fs.readFileSync(file, 'utf8');
    if ((code.match(exportsTable) ?? []).length !== 1) throw new Error(`no single ./app export table in ${chunk}`);
    fs.writeFileSync(
      file,
      code.replace(exportsTable, `$1[async()=>{throw new Error("canary build throws on mount")}]$3`),
    );
    // the page server prefers precompressed copies: they would still hold the good code
    for (const pre of ['.br', '.gz']) fs.rmSync(`${file}${pre}`, { force: true });
  }
  return out;
}

/** The account version a visitor (their own browser context, optionally with a slot cookie) gets, and whether it mounted. */
async function visit(browser: Browser, baseURL: string, slot?: number) {
  const context = await browser.newContext({ baseURL });
  if (slot !== undefined) await context.addCookies([{ name: 'mart_canary', value: String(slot), url: baseURL }]);
  const page = await context.newPage();
  await page.goto('/about-us');
  const registry = (await page.evaluate(async () => (await fetch('/registry.json')).json())) as Registry;
  // mounted: the remote's page replaced the server's first screen (data-prerendered gone); failed: its error panel
  const state = async () =>
    (await page.getByTestId('remote-error').count())
      ? 'failed'
      : (await page.locator('#mart-app-account:not([data-prerendered]) :is(h1, h2, h3)').count())
        ? 'mounted'
        : 'pending';
  await expect.poll(state, { timeout: 20_000 }).not.toBe('pending');
  const mounted = (await state()) === 'mounted';
  // leaving the page sends what the beacon still holds
  await page.goto('about:blank');
  await context.close();
  return { version: registry.remotes.account!.version, mounted };
}

const rum = async () =>
  (
    (await (
      await fetch(`${API}/api/v1/operator/rum?remote=account`, { headers: { 'x-operator-key': OPERATOR_KEY } })
    ).json()) as { versions: { version: string; views: number; errors: number }[] }
  ).versions;

test('a canary that throws on mount reaches half the visitors, shows its errors and rolls itself back', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const d = (await import('@mart/deploy')) as unknown as DeployModule;
  const live = d.readRegistry().remotes.account!.version;
  const canary = d.deploy('account', { distDir: variantOf(d.deployRoot(), live, true), canary: 50 }).version;
  expect(canary).not.toBe(live);

  // fresh visitors: some get the canary, some the live version
  const seen = new Set<string>();
  for (let i = 0; i < 12 && seen.size < 2; i++) seen.add((await visit(browser, baseURL!)).version);
  expect([...seen].sort()).toEqual([canary, live].sort());

  // visitors on the canary's side see its error panel; the live side's page works
  const good = await visit(browser, baseURL!, 99);
  expect(good).toEqual({ version: live, mounted: true });
  let canaryVisits = 0;
  for (let slot = 0; slot < 49 && d.readRegistry().canaries?.account; slot += 2) {
    const v = await visit(browser, baseURL!, slot);
    if (v.version === canary) {
      expect(v.mounted).toBe(false);
      canaryVisits++;
    }
  }
  expect(canaryVisits).toBeGreaterThanOrEqual(5);
  // the API's figures show the canary's errors beside the live version's
  const figures = await rum();
  const mine = figures.find((v) => v.version === canary);
  expect(mine?.errors).toBeGreaterThanOrEqual(5);
  expect(mine?.views).toBeGreaterThanOrEqual(mine?.errors ?? 0);

  // the page server's check rolls it back by itself, with the figures logged in the registry
  await expect.poll(() => d.readRegistry().canaries?.account?.version ?? null, { timeout: 60_000 }).toBeNull();
  const logged = d.readRegistry().canaryLog!.at(-1)!;
  expect(logged).toMatchObject({ version: canary, outcome: 'rolled back by itself' });
  expect(logged.reason).toMatch(/error rate clearly above live/);
  // everyone, canary side included, now gets the good version
  for (const slot of [0, 10, 49, 80])
    expect(await visit(browser, baseURL!, slot)).toEqual({ version: live, mounted: true });
});

test('a healthy canary is promoted: every visitor then gets it', async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const d = (await import('@mart/deploy')) as unknown as DeployModule;
  const live = d.readRegistry().remotes.account!.version;
  const next = d.deploy('account', { distDir: variantOf(d.deployRoot(), live, false), canary: 50 }).version;
  expect((await visit(browser, baseURL!, 1)).version).toBe(next);
  expect((await visit(browser, baseURL!, 90)).version).toBe(live);
  d.promote('account');
  for (const slot of [1, 90]) expect(await visit(browser, baseURL!, slot)).toEqual({ version: next, mounted: true });
  expect(d.readRegistry().canaryLog!.at(-1)).toMatchObject({ version: next, outcome: 'promoted' });
});
