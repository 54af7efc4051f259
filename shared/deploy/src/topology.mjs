// @ts-check
// Where each deployable lives locally. Each remote has its own origin (port) to prove it deploys on its own.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/**
 * Every deployable, its folder and its local port: the one list (apps.json, also read by the webpack configs and
 * the scripts). @type {Record<string, { dir: string, port: number }>}
 */
export const APPS = JSON.parse(fs.readFileSync(new URL('../apps.json', import.meta.url), 'utf8'));
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
