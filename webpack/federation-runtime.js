'use strict';
// One federation runtime per page: the shell's. A remote's remoteEntry.js carried a second copy of
// @module-federation/runtime-core (~15 KB br of its 25), the same code as the shell's main.js already runs. The shell
// now hands its runtime-core to the page (federation-runtime-provide.mjs, a runtime plugin of its build) and every
// remote's build takes it from there (federation-runtime-core-from-host.mjs, an alias for the package). The thin
// @module-federation/runtime layer above it (its init/loadRemote and the instance they hold) stays in each build,
// so a remote's init never replaces the shell's federation instance.
// MF's own `experiments.externalRuntime` / `provideExternalRuntime` do the same with the whole package as a
// namespace, which the host then cannot tree-shake (main.js 29 → 43 KB br): this provides the names the runtime
// layer imports, which the shell's runtime uses anyway.
const fs = require('node:fs');
const path = require('node:path');

/** the real folder of a package as `from` (a package folder) resolves it (some export no ./package.json) */
function packageDir(name, from) {
  let dir = path.dirname(fs.realpathSync(require.resolve(name, { paths: [from] })));
  while (!fs.existsSync(path.join(dir, 'package.json')) || readJson(path.join(dir, 'package.json')).name !== name) {
    const up = path.dirname(dir);
    if (up === dir) throw new Error(`no package folder for ${name} from ${from}`);
    dir = up;
  }
  return dir;
}

const readJson = (/** @type {string} */ file) => JSON.parse(fs.readFileSync(file, 'utf8'));

/** the installed @module-federation/runtime-core, the one the builds' federation runtime imports */
function runtimeCoreDir() {
  const enhanced = packageDir('@module-federation/enhanced', __dirname);
  const tools = packageDir('@module-federation/runtime-tools', enhanced);
  const runtime = packageDir('@module-federation/runtime', tools);
  return { runtime, core: packageDir('@module-federation/runtime-core', runtime) };
}

/** its ES module entry: the file the runtime's `import … from '@module-federation/runtime-core'` resolves to */
function runtimeCoreEntry() {
  const { core } = runtimeCoreDir();
  return path.join(core, readJson(path.join(core, 'package.json')).exports['.'].import.default);
}

/** `major.minor` of the runtime-core a build was made with: the shell and a remote must agree (contract.js) */
function runtimeCoreContract() {
  const { core } = runtimeCoreDir();
  const { version } = readJson(path.join(core, 'package.json'));
  return version.split('.').slice(0, 2).join('.');
}

/**
 * What an app's build adds for it: the shell (host) provides its runtime-core from a runtime plugin; a remote's
 * `@module-federation/runtime-core` is the shell's.
 * @param {boolean} host
 */
function federationRuntime(host) {
  return host
    ? {
        alias: { '@mart/federation-runtime-core$': runtimeCoreEntry() },
        runtimePlugins: [path.join(__dirname, 'federation-runtime-provide.mjs')],
      }
    : {
        alias: { '@module-federation/runtime-core$': path.join(__dirname, 'federation-runtime-core-from-host.mjs') },
        runtimePlugins: [],
      };
}

module.exports = { federationRuntime, runtimeCoreContract, runtimeCoreDir };
