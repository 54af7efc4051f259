// @ts-check
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { contractProblems } from './contract.mjs';
import { readRegistry, writeRegistry } from './registry.mjs';
import { APPS, REPO, apiBaseUrl, deployRoot, originOf } from './topology.mjs';

export class DeployError extends Error {}

/** @param {string} name @param {string} version */
export function releasePath(name, version, root = deployRoot()) {
  return releaseDir(name, version, root);
}

/** @param {string} dir */
function hashDir(dir) {
  const h = crypto.createHash('sha256');
  const walk = (/** @type {string} */ d) => {
    for (const e of fs.readdirSync(d, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const p = path.join(d, e.name);
      if (e.isDirectory()) walk(p);
      else if (e.name !== 'build-info.json') h.update(e.name).update(fs.readFileSync(p));
    }
  };
  walk(dir);
  return h.digest('hex').slice(0, 8);
}

/** @param {string} name @param {string} version */
function releaseDir(name, version, root = deployRoot()) {
  return name === 'shell' ? path.join(root, 'shell', version) : path.join(root, 'remotes', name, version);
}

/**
 * @param {import('./registry.mjs').Registry} reg
 * @param {string} name
 * @param {import('./registry.mjs').Release} release
 */
function makeLive(reg, name, release) {
  if (name === 'shell') {
    reg.shell = { version: release.version, contract: release.contract };
    return;
  }
  const shell = reg.shell;
  if (!shell) throw new DeployError(`refused: no shell is live yet; deploy the shell before ${name}`);
  const problems = contractProblems(release.contract, shell.contract);
  if (problems.length)
    throw new DeployError(`refused: ${name} ${release.version} — ${problems.join('; ')}. Nothing changed.`);
  if (!release.routes?.length)
    throw new DeployError(
      `refused: ${name} ${release.version} declares no routes (dist/routes.json). Nothing changed.`,
    );
  reg.remotes[name] = {
    version: release.version,
    manifest: `${originOf(name)}/${release.version}/mf-manifest.json`,
    contract: release.contract,
    // the paths the shell routes to this remote: the build's route manifest, so a new page needs no shell deploy
    routes: release.routes,
  };
}

/**
 * Publish the app's current build as a new version and make it live; with `canary` (a percent of visitors, 1–99, a
 * remote only) serve it to that share of visitors beside the live version instead (canary.mjs), until it is promoted
 * or rolled back.
 * @param {string} name
 * @param {{ root?: string, distDir?: string, log?: (s: string) => void, canary?: number }} [o]
 */
export function deploy(name, o = {}) {
  const root = o.root ?? deployRoot();
  if (!APPS[name]) throw new DeployError(`unknown app "${name}" (known: ${Object.keys(APPS).join(', ')})`);
  const dist = o.distDir ?? path.join(REPO, APPS[name].dir, 'dist');
  const infoFile = path.join(dist, 'build-info.json');
  if (!fs.existsSync(infoFile)) throw new DeployError(`no build of ${name} at ${dist}: build it first`);
  const info = JSON.parse(fs.readFileSync(infoFile, 'utf8'));
  const reg = readRegistry(root);
  const releases = reg.releases[name] ?? [];
  const hash = hashDir(dist);
  const existing = releases.find((r) => r.version.endsWith(`-${hash}`));
  const routesFile = path.join(dist, 'routes.json');
  const release = existing ?? {
    version: `v${releases.length + 1}-${hash}`,
    contract: info.contract,
    deployedAt: new Date().toISOString(),
    ...(fs.existsSync(routesFile) ? { routes: JSON.parse(fs.readFileSync(routesFile, 'utf8')) } : {}),
  };
  const live = name === 'shell' ? reg.shell?.version : reg.remotes[name]?.version;
  if (o.canary !== undefined) return deployCanary(reg, name, release, existing, dist, { ...o, root, share: o.canary });
  // validate before touching the disk: a refused deploy changes nothing
  makeLive(reg, name, release);
  // a new live version ends any canary of the app
  if (reg.canaries?.[name]) delete reg.canaries[name];
  // what was live before, so a plain rollback returns to it (not to a release that was itself rolled back)
  if (live && live !== release.version)
    reg.history = { ...reg.history, [name]: [...(reg.history?.[name] ?? []), live] };
  if (!existing) {
    fs.cpSync(dist, releaseDir(name, release.version, root), { recursive: true });
    reg.releases[name] = [...releases, release];
  }
  reg.apiBaseUrl = apiBaseUrl();
  writeRegistry(reg, root);
  o.log?.(`${name} ${release.version} is live${existing ? ' (same build as an earlier release)' : ''}`);
  return release;
}

/**
 * Make an earlier version live again (default: the one that was live before the last deploy).
 * @param {string} name
 * @param {string | undefined} version
 * @param {{ root?: string, log?: (s: string) => void }} [o]
 */
export function rollback(name, version, o = {}) {
  const root = o.root ?? deployRoot();
  const reg = readRegistry(root);
  const releases = reg.releases[name] ?? [];
  const live = name === 'shell' ? reg.shell?.version : reg.remotes[name]?.version;
  let target;
  if (version) {
    target = releases.find((r) => r.version === version || r.version.startsWith(`${version}-`));
    if (!target)
      throw new DeployError(
        `${name} has no version ${version} (available: ${releases.map((r) => r.version).join(', ') || 'none'})`,
      );
  } else {
    const before = reg.history?.[name] ?? [];
    const idx = releases.findIndex((r) => r.version === live);
    // the version live before the last deploy; a registry written before deploys kept that: the release before
    target = before.length
      ? releases.find((r) => r.version === before[before.length - 1])
      : idx > 0
        ? releases[idx - 1]
        : undefined;
    if (!target) throw new DeployError(`${name} has no version before ${live ?? 'the live one'} to roll back to`);
    if (before.length) reg.history = { ...reg.history, [name]: before.slice(0, -1) };
  }
  if (!fs.existsSync(releaseDir(name, target.version, root)))
    throw new DeployError(`files of ${name} ${target.version} are missing`);
  makeLive(reg, name, target);
  // a rollback also ends any canary of the app: everyone gets the version rolled back to
  if (reg.canaries?.[name]) delete reg.canaries[name];
  writeRegistry(reg, root);
  o.log?.(`${name} rolled back to ${target.version}`);
  return target;
}

/** @param {{ root?: string }} [o] */
export function status(o = {}) {
  const reg = readRegistry(o.root ?? deployRoot());
  return Object.keys(APPS).map((name) => ({
    name,
    live: (name === 'shell' ? reg.shell?.version : reg.remotes[name]?.version) ?? null,
    canary: reg.canaries?.[name] ? { version: reg.canaries[name].version, share: reg.canaries[name].share } : null,
    available: (reg.releases[name] ?? []).map((r) => r.version),
  }));
}

/**
 * The canary half of `deploy`: the release checked against the shell's contract like a live one, its files
 * published, and the registry's `canaries[name]` set (a canary of the same remote before it is replaced).
 * @param {import('./registry.mjs').Registry} reg @param {string} name @param {import('./registry.mjs').Release} release
 * @param {import('./registry.mjs').Release | undefined} existing @param {string} dist
 * @param {{ root: string, share: number, log?: (s: string) => void }} o
 */
function deployCanary(reg, name, release, existing, dist, o) {
  if (name === 'shell')
    throw new DeployError('refused: the shell has no canary (only a remote does). Nothing changed.');
  if (!Number.isInteger(o.share) || o.share < 1 || o.share > 99)
    throw new DeployError(
      `refused: --canary takes a percent of visitors from 1 to 99, not ${o.share}. Nothing changed.`,
    );
  if (!reg.remotes[name])
    throw new DeployError(`refused: ${name} has no live version to compare a canary with. Nothing changed.`);
  if (reg.remotes[name].version === release.version)
    throw new DeployError(`refused: ${name} ${release.version} is already live. Nothing changed.`);
  /** @type {import('./registry.mjs').Registry} */
  const trial = structuredClone(reg);
  makeLive(trial, name, release);
  if (!existing) {
    fs.cpSync(dist, releaseDir(name, release.version, o.root), { recursive: true });
    reg.releases[name] = [...(reg.releases[name] ?? []), release];
  }
  const entry = /** @type {import('./registry.mjs').LiveRemote} */ (trial.remotes[name]);
  reg.canaries = { ...reg.canaries, [name]: { ...entry, share: o.share, startedAt: new Date().toISOString() } };
  writeRegistry(reg, o.root);
  o.log?.(`${name} ${release.version} is a canary for ${o.share}% of visitors (live: ${reg.remotes[name].version})`);
  return release;
}
