// The API built for production (issue 38.4): src/main.ts and everything it imports from this repository, @mart/domain
// included, bundled into one ES module, dist/main.js, with its source map (`node --enable-source-maps` reads it, so a
// stack trace names the .ts lines). The packages of package.json's dependencies stay outside, loaded from
// node_modules as they are (PGlite's wasm, pg, Fastify's plugins). `pnpm --filter @mart/server run build`.
import { build } from 'esbuild';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';

const serverDir = fileURLToPath(new URL('..', import.meta.url));
const pkg = JSON.parse(fs.readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
// a workspace package (@mart/domain) is TypeScript source: bundled; every other dependency is installed
const external = Object.entries(pkg.dependencies)
  .filter(([, version]) => !String(version).startsWith('workspace:'))
  .map(([name]) => name);

fs.rmSync(new URL('../dist', import.meta.url), { recursive: true, force: true });
await build({
  absWorkingDir: serverDir,
  entryPoints: { main: 'src/main.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // a package path marks its subpaths external too (kysely/migration)
  external,
  sourcemap: true,
  // a bundled CommonJS module that calls require() gets Node's, as it would unbundled
  banner: {
    js: "import { createRequire as martCreateRequire } from 'node:module';\nconst require = martCreateRequire(import.meta.url);",
  },
  logLevel: 'warning',
});
console.log(`built ${fileURLToPath(new URL('../dist/main.js', import.meta.url))}`);
