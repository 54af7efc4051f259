// @ts-check
import fs from 'node:fs';
import path from 'node:path';
import { deployRoot } from './topology.mjs';

/**
 * @typedef {{ path: string, followsModule?: boolean }} RouteClaim  a page path of a remote's route manifest
 * @typedef {{ version: string, contract: Record<string,string>, deployedAt: string, routes?: RouteClaim[] }} Release
 * @typedef {{ version: string, manifest: string, contract: Record<string,string>, routes: RouteClaim[] }} LiveRemote
 * @typedef {{
 *   apiBaseUrl?: string,
 *   shell?: { version: string, contract: Record<string,string> },
 *   remotes: Record<string, LiveRemote>,
 *   releases: Record<string, Release[]>,
 *   history?: Record<string, string[]>,
 *   canaries?: Record<string, Canary>,
 *   canaryLog?: CanaryLogEntry[]
 * }} Registry  history: per app, the versions that were live before each deploy (what a plain rollback returns to);
 *   canaries: per remote, a version served to a share of visitors beside the live one (canary.mjs)
 * @typedef {LiveRemote & { share: number, startedAt: string }} Canary  share: percent of visitors, 1–99
 * @typedef {{ remote: string, version: string, at: string, outcome: 'promoted' | 'rolled back' | 'rolled back by itself',
 *   reason?: string, figures?: unknown }} CanaryLogEntry
 */

export function registryFile(root = deployRoot()) {
  return path.join(root, 'registry.json');
}

/** @returns {Registry} */
export function readRegistry(root = deployRoot()) {
  const file = registryFile(root);
  if (!fs.existsSync(file)) return { remotes: {}, releases: {} };
  const doc = JSON.parse(fs.readFileSync(file, 'utf8'));
  return { remotes: {}, releases: {}, ...doc };
}

/** Atomic switch: readers see the old document or the new one, never half of one. */
export function writeRegistry(/** @type {Registry} */ doc, root = deployRoot()) {
  fs.mkdirSync(root, { recursive: true });
  const file = registryFile(root);
  const tmp = `${file}.${process.pid}.${Date.now()}.tmp`;
  fs.writeFileSync(tmp, `${JSON.stringify(doc, null, 2)}\n`);
  fs.renameSync(tmp, file);
}
