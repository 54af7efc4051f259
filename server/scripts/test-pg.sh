#!/usr/bin/env bash
# Runs the server test suite against a real PostgreSQL server.
# With DATABASE_URL set, that server is used (each test file creates and drops its own database there).
# Otherwise a throwaway cluster is started on loopback with Debian's PostgreSQL (installed with apt when missing),
# and stopped and deleted afterwards. Extra arguments go to jest.
set -euo pipefail
cd "$(dirname "$0")/.."

run_suite() {
  NODE_OPTIONS="--experimental-vm-modules --no-warnings" npx jest --maxWorkers=2 "$@"
}

if [[ -n "${DATABASE_URL:-}" ]]; then
  run_suite "$@"
  exit $?
fi

find_bin() { ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1; }
PG_BIN="$(find_bin)"
if [[ -z "$PG_BIN" ]]; then
  if [[ "$(id -u)" != 0 ]]; then
    echo "PostgreSQL is not installed and this user cannot install it: apt-get install postgresql" >&2
    exit 1
  fi
  echo "installing PostgreSQL (Debian package)..."
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends postgresql >/dev/null
  PG_BIN="$(find_bin)"
fi

# PostgreSQL refuses to run as root: use the postgres account (created by the package) when we are root.
as_pg() {
  if [[ "$(id -u)" == 0 ]]; then runuser -u postgres -- "$@"; else "$@"; fi
}

port=54329
while (echo >"/dev/tcp/127.0.0.1/$port") 2>/dev/null; do port=$((port + 1)); done

work="$(mktemp -d /tmp/mart-pg.XXXXXX)"
[[ "$(id -u)" == 0 ]] && chown postgres: "$work"
cleanup() {
  as_pg "$PG_BIN/pg_ctl" -D "$work/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$work"
}
trap cleanup EXIT

# C.UTF-8 so lower()/like behave on Cyrillic as in PGlite; durability off: this cluster lives for one test run.
as_pg "$PG_BIN/initdb" -D "$work/data" -U mart --auth=trust --encoding=UTF8 --locale=C.UTF-8 >"$work/initdb.log"
as_pg "$PG_BIN/pg_ctl" -D "$work/data" -l "$work/server.log" -w -o \
  "-p $port -k $work -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" \
  start >/dev/null
echo "PostgreSQL $("$PG_BIN/postgres" --version | awk '{print $3}') on 127.0.0.1:$port"

export DATABASE_URL="postgres://mart@127.0.0.1:$port/postgres"
run_suite "$@"
