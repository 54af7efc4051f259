import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/** The monorepo root: the nearest folder above the working directory holding pnpm-workspace.yaml. */
export function repoRoot(start = process.cwd()): string {
  let dir = resolve(start);
  while (!existsSync(join(dir, 'pnpm-workspace.yaml'))) {
    const parent = dirname(dir);
    if (parent === dir) return resolve(start);
    dir = parent;
  }
  return dir;
}

export const repoPath = (...parts: string[]) => join(repoRoot(), ...parts);
