// Keeps the single-bundle build honest without building it: every module a remote exposes through Module
// Federation must be reachable in the single bundle too, or the bench would compare pages that are not the same.
import fs from 'node:fs';
import { REMOTES } from '@mart/domain';
import { BUNDLED } from './runtime.single';

const singleBundle = require('../../../webpack/single-bundle') as {
  remoteExposes: () => Record<string, { dir: string; exposes: Record<string, string> }>;
  singleAliases: () => Record<string, string>;
  REMOTE_DIRS: Record<string, string>;
};

const exposes = singleBundle.remoteExposes();
const aliases = singleBundle.singleAliases();
const pairs = Object.entries(exposes).flatMap(([remote, r]) =>
  Object.keys(r.exposes).map((key) => [remote, key.replace(/^\.\//, '')] as const),
);

test('the single build knows the same remotes the shell routes to', () => {
  expect(Object.keys(singleBundle.REMOTE_DIRS).sort()).toEqual([...REMOTES].sort());
  expect(Object.keys(BUNDLED).sort()).toEqual([...REMOTES].sort());
});

test('every remote exposes something (its webpack.config.js was read)', () => {
  for (const remote of REMOTES) expect(Object.keys(exposes[remote]?.exposes ?? {})).toContain('./app');
});

test.each(pairs)('%s/%s is aliased to the exposed source file, which exists', (remote, expose) => {
  const file = aliases[`@mart-single/${remote}/${expose}$`];
  expect(file).toBeDefined();
  expect(fs.existsSync(file!)).toBe(true);
});

test.each(pairs)('%s/%s has its own lazy import in runtime.single.ts', (remote, expose) => {
  const load = BUNDLED[remote as keyof typeof BUNDLED][expose];
  expect(load).toBeDefined();
  // the loader must import this very expose (a copy-paste slip would load another remote's module)
  expect(load!.toString()).toContain(`@mart-single/${remote}/${expose}`);
});

test('runtime.single.ts lists nothing the remotes do not expose', () => {
  const listed = Object.entries(BUNDLED).flatMap(([remote, m]) => Object.keys(m).map((e) => `${remote}/${e}`));
  expect(listed.sort()).toEqual(pairs.map(([r, e]) => `${r}/${e}`).sort());
});
