'use strict';
// The shared contract a build is made against: the bus events and the API client surface. Each package declares
// its contract version (major = breaking) in its package.json "martContract" field; a build records them so the
// deploy CLI can refuse a remote the live shell cannot serve.
const path = require('node:path');
const fs = require('node:fs');

// apiClient: the singleton client's surface (@mart/api-runtime), not the per-app endpoint functions
const CONTRACT_PACKAGES = { bus: 'bus', apiClient: 'api-runtime' };

function contractVersions() {
  const out = {};
  for (const [key, dir] of Object.entries(CONTRACT_PACKAGES)) {
    const pkg = JSON.parse(fs.readFileSync(path.join(__dirname, '..', 'shared', dir, 'package.json'), 'utf8'));
    out[key] = pkg.martContract;
  }
  return out;
}

module.exports = { contractVersions };
