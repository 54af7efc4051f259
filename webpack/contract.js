'use strict';
// The shared contract a build is made against: the bus events, the API client surface and the federation runtime. Each package declares
// its contract version (major = breaking) in its package.json "martContract" field; a build records them so the
// deploy CLI can refuse a remote the live shell cannot serve.
const path = require('node:path');
const fs = require('node:fs');
const { runtimeCoreContract } = require('./federation-runtime');

// apiClient: the singleton client's surface (@mart/api-runtime), not the per-app endpoint functions
const CONTRACT_PACKAGES = { bus: 'bus', apiClient: 'api-runtime' };

function contractVersions() {
  const out = {};
  for (const [key, dir] of Object.entries(CONTRACT_PACKAGES)) {
    const pkg = JSON.parse(fs.readFileSync(path.join(__dirname, '..', 'shared', dir, 'package.json'), 'utf8'));
    out[key] = pkg.martContract;
  }
  // a remote runs on the shell's federation runtime-core (federation-runtime.js): built with the same major.minor
  out.federationRuntime = runtimeCoreContract();
  return out;
}

module.exports = { contractVersions };
