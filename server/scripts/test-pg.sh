#!/usr/bin/env bash
# Runs the server test suite against a real PostgreSQL server.
# With DATABASE_URL set, that server is used (each test file creates and drops its own database there);
# otherwise a throwaway loopback cluster is started with Debian's PostgreSQL and removed afterwards.
# Extra arguments go to jest.
set -euo pipefail
cd "$(dirname "$0")/.."

if [[ -z "${DATABASE_URL:-}" ]]; then
  work="$(mktemp -d /tmp/mart-pg.XXXXXX)"
  trap 'bash scripts/pg-cluster.sh stop "$work"' EXIT
  DATABASE_URL="$(bash scripts/pg-cluster.sh start "$work")"
  export DATABASE_URL
fi
NODE_OPTIONS="--experimental-vm-modules --no-warnings" npx jest --maxWorkers=2 "$@"
