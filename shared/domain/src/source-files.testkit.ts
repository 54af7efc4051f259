/**
 * The site's and the API's own source files, for the tests that scan them for a pattern (a timestamp cut as a
 * string, a constant's literal twin): everything under server/src, shell/src, remotes and shared, without builds,
 * dependencies, tests, generated API types and the `skip` paths a scan names.
 */
import fs from 'node:fs';
import path from 'node:path';

export const REPO = path.resolve(__dirname, '../../..');
const ROOTS = ['server/src', 'shell/src', 'remotes', 'shared'];
const ALWAYS_SKIPPED = /node_modules|[/\\]dist|\.test\.|\.testkit\.|[/\\]test[/\\]|api-types/;

export function sourceFiles(skip?: RegExp): string[] {
  const walk = (dir: string): string[] => {
    if (!fs.existsSync(dir)) return [];
    return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
      const p = path.join(dir, e.name);
      if (ALWAYS_SKIPPED.test(p) || skip?.test(p)) return [];
      if (e.isDirectory()) return walk(p);
      return /\.(ts|tsx|mjs|js)$/.test(e.name) ? [p] : [];
    });
  };
  return ROOTS.flatMap((r) => walk(path.join(REPO, r)));
}
