'use strict';
// antd's dependencies marked free of side effects (webpack/index.js `pureAntdDependencies`): run with `node --test`.
const assert = require('node:assert/strict');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { test } = require('node:test');
const webpack = require('webpack');
const { pureAntdDependencies } = require('../index');

const UI = path.join(__dirname, '..', '..', 'shared', 'ui');

/** The packages of the modules a production build of `source` (importing shared/ui's antd) puts in its bundle. */
function packagesBuilt(source, rules) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pure-antd-'));
  fs.writeFileSync(path.join(dir, 'entry.mjs'), source);
  const compiler = webpack({
    mode: 'production',
    context: dir,
    entry: './entry.mjs',
    output: { path: path.join(dir, 'dist') },
    resolve: { modules: [path.join(UI, 'node_modules'), 'node_modules'] },
    module: { rules },
    optimization: { minimize: false },
    performance: { hints: false },
  });
  return new Promise((resolve, reject) =>
    compiler.run((err, stats) => {
      if (err || !stats || stats.hasErrors()) return reject(err ?? new Error(stats?.toString('errors-only')));
      const modules = stats.toJson({ modules: true, nestedModules: true }).modules ?? [];
      // a module left out stays in the list as an orphan, in no chunk
      const all = modules
        .filter((m) => (m.chunks ?? []).length > 0)
        .flatMap((m) => [m, ...(m.modules ?? [])])
        .map((m) => m.name ?? '');
      const packages = new Set(
        all.map((n) => /node_modules\/((?:@[^/]+\/)?[^/]+)\/(?!.*node_modules)/.exec(n)?.[1]).filter(Boolean),
      );
      compiler.close(() => resolve(packages));
    }),
  );
}

test("antd's Input no longer brings @rc-component/form's Form and its validator", { timeout: 120_000 }, async () => {
  const source = "import { Input } from 'antd';\nconsole.log(Input);\n";
  const before = await packagesBuilt(source, []);
  // the control: without the rule, the validator came along (if this fails, antd stopped importing it at all)
  assert.ok(before.has('@rc-component/async-validator'));
  const after = await packagesBuilt(source, [pureAntdDependencies]);
  assert.ok(after.has('@rc-component/input'), 'Input itself is still built');
  assert.ok(!after.has('@rc-component/async-validator'));
});

test("the rule names antd's pure dependencies in pnpm's layout, not antd or the carousel it wraps", () => {
  const at = (p) => `/repo/node_modules/.pnpm/x@1/node_modules/${p}/es/index.js`;
  for (const p of ['@rc-component/form', '@rc-component/util', '@ant-design/cssinjs', '@ant-design/colors'])
    assert.match(at(p), pureAntdDependencies.test, p);
  for (const p of ['antd', '@ant-design/react-slick', '@ant-design/icons', 'react-dom'])
    assert.doesNotMatch(at(p), pureAntdDependencies.test, p);
});
