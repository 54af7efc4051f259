#!/usr/bin/env bash
# A throwaway PostgreSQL cluster on loopback, for test-pg.sh and the benchmark.
#   pg-cluster.sh start DIR   → starts a cluster in DIR (installs Debian's postgresql when missing), prints its URL
#   pg-cluster.sh stop DIR    → stops it and deletes DIR
#   pg-cluster.sh pause DIR / resume DIR → stops / starts the server alone, data kept (readiness tests)
#   pg-cluster.sh restart DIR → pg_ctl restart -m fast: every connection is cut, data kept (fault tests)
# MART_PG_PORT: the first port tried (default 54329).
set -euo pipefail

find_bin() { ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1; }
# PostgreSQL refuses to run as root: use the postgres account (created by the package) when we are root.
as_pg() {
  if [[ "$(id -u)" == 0 ]]; then runuser -u postgres -- "$@"; else "$@"; fi
}

cmd="${1:?start|stop}"
dir="${2:?directory}"
PG_BIN="$(find_bin)"
# C.UTF-8 so lower()/like treat Cyrillic as PGlite does; durability off: the cluster lives for one run.
server_options() {
  echo "-p $1 -k $dir -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200"
}

case "$cmd" in
  start)
    if [[ -z "$PG_BIN" ]]; then
      if [[ "$(id -u)" != 0 ]]; then
        echo "PostgreSQL is not installed and this user cannot install it: apt-get install postgresql" >&2
        exit 1
      fi
      echo "installing PostgreSQL (Debian package)..." >&2
      apt-get update -qq >&2
      DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends postgresql >&2
      PG_BIN="$(find_bin)"
    fi
    port="${MART_PG_PORT:-54329}"
    while (echo >"/dev/tcp/127.0.0.1/$port") 2>/dev/null; do port=$((port + 1)); done
    mkdir -p "$dir"
    [[ "$(id -u)" == 0 ]] && chown postgres: "$dir"
    as_pg "$PG_BIN/initdb" -D "$dir/data" -U mart --auth=trust --encoding=UTF8 --locale=C.UTF-8 >"$dir/initdb.log"
    echo "$port" >"$dir/port"
    as_pg "$PG_BIN/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -o "$(server_options "$port")" start >/dev/null
    echo "PostgreSQL $("$PG_BIN/postgres" --version | awk '{print $3}') on 127.0.0.1:$port" >&2
    echo "postgres://mart@127.0.0.1:$port/postgres"
    ;;
  pause)
    as_pg "$PG_BIN/pg_ctl" -D "$dir/data" -m fast -w stop >/dev/null
    ;;
  resume)
    as_pg "$PG_BIN/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -o "$(server_options "$(cat "$dir/port")")" start >/dev/null
    ;;
  restart)
    as_pg "$PG_BIN/pg_ctl" -D "$dir/data" -l "$dir/server.log" -m fast -w -o "$(server_options "$(cat "$dir/port")")" \
      restart >/dev/null
    ;;
  stop)
    if [[ -n "$PG_BIN" && -d "$dir/data" ]]; then
      as_pg "$PG_BIN/pg_ctl" -D "$dir/data" -m immediate stop >/dev/null 2>&1 || true
    fi
    rm -rf "$dir"
    ;;
  *)
    echo "usage: pg-cluster.sh start|stop|pause|resume|restart DIR" >&2
    exit 2
    ;;
esac
