// @ts-check
// Where each deployable lives locally. Each remote has its own origin (port) to prove it deploys on its own.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** @type {Record<string, { dir: string, port: number }>} */
export const APPS = {
  shell: { dir: 'shell', port: 3000 },
  rental: { dir: 'remotes/rental', port: 3001 },
  carmarket: { dir: 'remotes/carmarket', port: 3002 },
  'store-modules': { dir: 'remotes/store-modules', port: 3003 },
  account: { dir: 'remotes/account', port: 3004 },
};
export const REMOTE_NAMES = Object.keys(APPS).filter((n) => n !== 'shell');
export const API_PORT = 4000;

/** @param {string} name */
export function portOf(name) {
  const fromEnv = process.env[`MART_PORT_${name.toUpperCase().replace(/-/g, '_')}`];
  const app = APPS[name];
  if (!app) throw new Error(`unknown app ${name}`);
  return fromEnv ? Number(fromEnv) : app.port;
}

/** @param {string} name */
export function originOf(name) {
  const host = process.env.MART_PUBLIC_HOST ?? 'localhost';
  return `http://${host}:${portOf(name)}`;
}

export function apiBaseUrl() {
  return (
    process.env.MART_API_URL ?? `http://${process.env.MART_PUBLIC_HOST ?? 'localhost'}:${process.env.PORT ?? API_PORT}`
  );
}

export function deployRoot() {
  return process.env.MART_DEPLOY_DIR ?? path.join(REPO, '.deploy');
}
