import { readFileSync } from 'node:fs';
import { repoPath } from '../../src/paths';
import { renderApiTypes } from '../../src/schemas/typescript';

test('@mart/api-types matches the route schemas (run `pnpm --filter @mart/server gen:api-types`)', () => {
  const checkedIn = readFileSync(repoPath('shared', 'api-types', 'src', 'index.ts'), 'utf8');
  expect(checkedIn).toBe(renderApiTypes());
});
