import { readFileSync } from 'node:fs';
import { repoPath } from '../../src/paths';
import { collectRoutes } from '../../src/schemas/api-routes';
import { renderApiTypes } from '../../src/schemas/typescript';

test('@mart/api-types matches the route schemas (run `pnpm --filter @mart/server gen:api-types`)', async () => {
  const checkedIn = readFileSync(repoPath('shared', 'api-types', 'src', 'index.ts'), 'utf8');
  expect(checkedIn).toBe(renderApiTypes(await collectRoutes()));
});

test('every /api route has a success answer schema, so every route has generated types', async () => {
  const routes = await collectRoutes();
  expect(routes.length).toBeGreaterThan(100);
  expect(routes.filter((r) => !r.response).map((r) => `${r.method} ${r.url}`)).toEqual([]);
});
