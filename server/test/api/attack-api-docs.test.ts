/**
 * Issue 37.10: the OpenAPI page maps every route for a stranger. It is opt-in: off unless API_DOCS=1, whatever
 * NODE_ENV and DEMO say (before, `DEMO=0` without NODE_ENV=production served it).
 */
import { buildApp } from '../../src/app';
import { readEnv } from '../../src/env';
import { startApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  // startApp builds the app as main.ts does without API_DOCS: no `docs` option
  t = await startApp({ demo: false });
});
afterAll(() => t.close());

const DOCS_URLS = ['/api/docs', '/api/docs/json', '/api/docs/yaml', '/api/docs/static/index.html'];

test.each(DOCS_URLS)('%s is a 404 by default', async (url) => {
  expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
});

test.each([
  [{}],
  [{ DEMO: '0' }],
  [{ DEMO: '1' }],
  [{ NODE_ENV: 'development' }],
  [{ NODE_ENV: 'production' }],
  [{ API_DOCS: '0', DEMO: '1' }],
])('readEnv(%j) leaves the docs off', (env) => {
  expect(readEnv(env).apiDocs).toBe(false);
});

test.each([[{ API_DOCS: '1' }], [{ API_DOCS: 'true', NODE_ENV: 'production' }]])(
  'readEnv(%j) turns them on, and then they are served',
  async (env) => {
    expect(readEnv(env).apiDocs).toBe(true);
    const app = await buildApp({ db: t.db, docs: readEnv(env).apiDocs });
    try {
      expect((await app.inject({ method: 'GET', url: '/api/docs/json' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  },
);

test('the OpenAPI document still exists in the process for the api-types generator', () => {
  expect(t.app.swagger()).toHaveProperty('paths');
});
