/** Unit tests of @mart/domain: plain Node, TypeScript compiled by SWC (no type check here; `pnpm typecheck` does that). */
module.exports = {
  displayName: '@mart/domain',
  rootDir: __dirname,
  testEnvironment: 'node',
  roots: ['<rootDir>/src'],
  testMatch: ['**/*.test.ts'],
  transform: {
    '^.+\\.ts$': [
      '@swc/jest',
      { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } },
    ],
  },
};
