import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { appBoundaries, featureBoundaries } from './scripts/eslint-boundaries.mjs';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-single/**',
      '.deploy/**',
      '.data/**',
      '.pnpm-store/**',
      '.tmp/**',
      'e2e/test-results/**',
      'coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      // the classic hook rules; the React Compiler's stricter advice (set-state-in-effect, refs, purity) is not enforced
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      '@typescript-eslint/no-require-imports': 'off',
    },
  },
  {
    // a query's key, fetcher and cache rules live together in a query-options factory (`*-queries.ts`, or
    // @mart/api-client's queries/), so every reader of a resource shares one cache entry and one way to refresh it
    files: ['shell/src/**', 'remotes/*/src/**', 'shared/*/src/**'],
    ignores: [
      '**/*-queries.ts',
      'shared/api-client/src/queries/**',
      'shared/api-client/src/endpoints/**',
      '**/*.test.*',
      '**/test/**',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "Property[key.name='queryKey'] > ArrayExpression",
          message: 'Inline query key: use (or add) a query-options factory in a *-queries.ts file or @mart/api-client.',
        },
        {
          selector:
            'CallExpression[callee.property.name=/^(setQueryData|getQueryData|invalidateQueries|removeQueries|refetchQueries)$/] > ArrayExpression',
          message: 'Inline query key: use (or add) a query-options factory in a *-queries.ts file or @mart/api-client.',
        },
      ],
    },
  },
  {
    // one way: the runtime (how a remote mounts, loads, renders on the server) is built on the kit; the kit (what a
    // page renders and its styles) never reaches back into the runtime, so it stays usable and testable alone
    files: ['shared/ui/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@mart/runtime', '@mart/runtime/*', '**/runtime/src/**'],
              message: 'The kit (@mart/ui) must not import @mart/runtime: the runtime is built on the kit.',
            },
          ],
        },
      ],
    },
  },
  {
    // one way to a dialog (issue 40.1): the kit's Modal, Drawer and confirm move the focus in, keep Tab inside and
    // give it back to the opener; antd's own leave the focus on <body>
    files: ['shell/src/**', 'remotes/*/src/**', 'shared/*/src/**'],
    ignores: ['shared/ui/src/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'antd',
              importNames: ['Modal', 'Drawer', 'Popconfirm'],
              message: "Use the kit's Modal, Drawer or confirm (@mart/ui): they hold the keyboard.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'e2e/**'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  {
    // Playwright fixtures and helpers named use* are not React hooks
    files: ['e2e/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  // server layers (issue 43): model ← repositories/infra ← services ← routes/plugins. Nothing below the routes
  // speaks HTTP (no fastify), and no layer reaches up; test/import-cycles.test.ts keeps the graph free of circles.
  ...serverLayer(
    'server/src/model/**',
    ['repositories', 'infra', 'services', 'routes', 'plugins'],
    'model/ is the bottom layer',
  ),
  ...serverLayer(
    'server/src/repositories/**',
    ['services', 'routes', 'plugins'],
    'repositories speak SQL for the use cases',
  ),
  ...serverLayer('server/src/infra/**', ['services', 'routes', 'plugins'], 'infra/ serves the use cases'),
  ...serverLayer('server/src/services/**', ['routes', 'plugins'], 'use cases take plain values from the routes'),
  {
    // one UI language in features (issue 43): antd is the kit's business. Features, the shell and the shared
    // packages take every control from @mart/ui, whose antd-backed ones load with the parts of a page that draw antd.
    // Tests may still render antd to check how the kit and the runtime configure it.
    files: ['shell/src/**', 'remotes/*/src/**', 'shared/*/src/**'],
    ignores: ['shared/ui/src/**', '**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'antd', message: 'Take it from the kit (@mart/ui): antd is imported only under shared/ui.' }],
          patterns: [{ group: ['antd/*'], message: 'antd is imported only under shared/ui (the kit).' }],
        },
      ],
    },
  },
  {
    // issue 43: apps meet through the bus, the runtime and Module Federation, never a source import; a feature
    // imports no other feature (what two share lives in the app's src/lib/)
    files: ['shell/src/**', 'remotes/*/src/**', 'shared/*/src/**'],
    plugins: { mart: { rules: { 'app-boundaries': appBoundaries, 'feature-boundaries': featureBoundaries } } },
    rules: { 'mart/app-boundaries': 'error', 'mart/feature-boundaries': 'error' },
  },
);

/** One server layer's rule: no fastify, and none of the layers above it (by folder, at any depth below src/). */
function serverLayer(files, above, why) {
  return [
    {
      files: [files],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            paths: [{ name: 'fastify', message: `No fastify below the routes: ${why}.` }],
            patterns: [
              { group: ['@fastify/*'], message: `No fastify below the routes: ${why}.` },
              ...above.map((layer) => ({
                group: [`../${layer}`, `../${layer}/*`, `../../${layer}`, `../../${layer}/*`],
                message: `A layer never imports the one above it (${layer}/): ${why}.`,
              })),
            ],
          },
        ],
      },
    },
  ];
}
