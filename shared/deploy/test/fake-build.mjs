// A build folder as webpack leaves it, for the deploy tests: build info with its contract, the MF manifest, a
// remote's route claims (dist/routes.json), and whatever other files a test needs.
import fs from 'node:fs';
import path from 'node:path';

/**
 * @param {string} dir @param {string} name
 * @param {{ contract?: Record<string,string>, routes?: { path: string }[], files?: Record<string,string> }} [o]
 */
export function fakeBuild(dir, name, { contract = { bus: '1.0', apiClient: '1.0' }, routes, files = {} } = {}) {
  const all = {
    'build-info.json': JSON.stringify({ name, packageVersion: '1.0.0', contract }),
    'mf-manifest.json': '{}',
    ...(name === 'shell' ? {} : { 'routes.json': JSON.stringify(routes ?? [{ path: `/${name}` }]) }),
    ...files,
  };
  for (const [file, body] of Object.entries(all)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), body);
  }
  return dir;
}
