import { readFileSync, writeFileSync } from 'node:fs';
import { repoPath } from '../src/paths';
import { collectRoutes } from '../src/schemas/api-routes';
import { renderApiTypes } from '../src/schemas/typescript';

// `--check` (npm test's static checks): fail when the checked-in file is not what the schemas generate.
const target = repoPath('shared', 'api-types', 'src', 'index.ts');
const text = renderApiTypes(await collectRoutes());
if (process.argv.includes('--check')) {
  if (readFileSync(target, 'utf8') !== text) {
    console.error(`${target} is stale: run \`pnpm --filter @mart/server gen:api-types\` and commit it.`);
    process.exit(1);
  }
  console.log(`${target} matches the route schemas`);
} else {
  writeFileSync(target, text);
  console.log(`wrote ${target}`);
}
