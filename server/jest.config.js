/** @type {import('jest').Config} */
export default {
  testEnvironment: 'node',
  roots: ['<rootDir>/test'],
  testMatch: ['**/*.test.ts'],
  setupFilesAfterEnv: ['<rootDir>/test/english-by-default.ts'],
  transform: {
    '^.+\\.(t|j|mj)s$': [
      '@swc/jest',
      { jsc: { target: 'es2022', parser: { syntax: 'typescript' } }, module: { type: 'commonjs' } },
    ],
  },
  // kysely ships ESM only: compile it to CommonJS with the tests (pnpm paths: node_modules/.pnpm/kysely@x/node_modules/kysely).
  transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm|kysely|content-disposition|cookie)(/|@))'],
  moduleFileExtensions: ['ts', 'js', 'mjs', 'cjs', 'json'],
  // Each file starts its own PGlite (WASM) and migrates + seeds it in beforeAll: on two shared cores that can take
  // well over 30 s, and a hook timing out fails the whole file.
  testTimeout: 120000,
};
