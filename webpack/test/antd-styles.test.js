'use strict';
// The antd stylesheet made at build time (webpack/antd-styles.js): run with `node --test`.
const assert = require('node:assert/strict');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { test } = require('node:test');
const { antdImportsIn, antdStylesheet, sourceDirsOf } = require('../antd-styles');

const REPO = path.join(__dirname, '..', '..');
const RENTAL = path.join(REPO, 'remotes', 'rental');

test("reads the antd components a source tree imports, not its type-only imports or its tests'", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'antd-imports-'));
  fs.mkdirSync(path.join(dir, 'pages'));
  fs.writeFileSync(
    path.join(dir, 'pages', 'Form.tsx'),
    "import { Button, Select as Picker, type FormProps } from 'antd';\nimport type { ThemeConfig } from 'antd';\n",
  );
  fs.writeFileSync(path.join(dir, 'a.ts'), "import {\n  Modal,\n  message,\n} from 'antd';\nimport x from 'other';\n");
  fs.writeFileSync(path.join(dir, 'a.test.tsx'), "import { Slider } from 'antd';\n");
  assert.deepEqual([...antdImportsIn(dir)].sort(), ['Button', 'Modal', 'Select', 'message']);
});

test("the kit's antd controls count only where a source imports them from the kit", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'antd-kit-imports-'));
  fs.writeFileSync(path.join(dir, 'Page.tsx'), "import { Form, Steps, Button, Stack } from '@mart/ui';\n");
  // Form and Steps are the kit's antd controls; Button and Stack are its own (no antd)
  assert.deepEqual([...antdImportsIn(dir)].sort(), ['Form', 'Steps']);
  // the kit's own folder does not bring every antd control it offers
  const kit = [...antdImportsIn(path.join(REPO, 'shared', 'ui', 'src'))];
  for (const name of ['Form', 'Steps', 'Menu', 'AutoComplete']) assert.ok(!kit.includes(name), name);
});

test("an app's sources include the workspace packages it builds with", () => {
  const dirs = sourceDirsOf(RENTAL).map((d) => path.relative(REPO, d));
  for (const d of ['remotes/rental/src', 'shared/vehicle/src', 'shared/runtime/src', 'shared/ui/src'])
    assert.ok(dirs.includes(d), d);
});

test("the stylesheet has the named components' styles and the list antd checks before making a style", () => {
  const css = antdStylesheet(RENTAL, ['Button', 'Select', 'Col', 'ConfigProvider']);
  assert.match(css, /\.ant-btn\{/);
  assert.match(css, /\.ant-select\{/);
  // no hash in the selectors: the same rules serve light and dark
  assert.doesNotMatch(css, /:where\(\.css-/);
  // the theme's values are CSS variables set at runtime, not the default theme's colours baked in
  assert.doesNotMatch(css, /\.css-var-/);
  assert.match(css, /var\(--ant-color-primary\)/);
  const list = /\.data-ant-cssinjs-cache-path\{content:"([^"]*)";\}/.exec(css)?.[1] ?? '';
  const paths = list.split(';').map((e) => e.split(':')[0]);
  assert.ok(paths.includes('|Button-Button|ant-btn|anticon'), list);
  assert.ok(paths.includes('|Shared|ant'), list);
  // the grid is left to the runtime (the pages that use it)
  assert.ok(!paths.some((p) => p.startsWith('|Grid')), list);
  assert.doesNotMatch(css, /\.ant-col-24\{/);
});
