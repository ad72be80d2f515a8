#!/usr/bin/env bash
# Starts a throwaway PostgreSQL server for the integration tests and prints its URL on stdout:
#
#   export TEST_DATABASE_URL="$(scripts/ci/start-postgres.sh)"
#   npx vitest run tests/integration
#   scripts/ci/stop-postgres.sh
#
# Needs Debian's server package (apt-get install -y postgresql). PostgreSQL refuses to run as
# root, so as root the cluster belongs to the "postgres" user the package creates.
# PGPORT (default 55432) and PG_TEST_DIR (default /tmp/forms-test-postgres) can be changed.
set -euo pipefail

port="${PGPORT:-55432}"
dir="${PG_TEST_DIR:-/tmp/forms-test-postgres}"
bin="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)"
[ -x "$bin/initdb" ] || { echo "PostgreSQL server not found: apt-get install -y postgresql" >&2; exit 1; }

as_owner() {
  if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

if [ -f "$dir/data/postmaster.pid" ] && as_owner "$bin/pg_ctl" -D "$dir/data" status >/dev/null 2>&1; then
  echo "PostgreSQL already running in $dir" >&2
else
  rm -rf "$dir"
  mkdir -p "$dir"
  [ "$(id -u)" = 0 ] && chown postgres: "$dir"
  as_owner "$bin/initdb" -D "$dir/data" -U postgres -A trust --no-sync -E UTF8 >"$dir/initdb.log" 2>&1 \
    || { cat "$dir/initdb.log" >&2; exit 1; }
  # fsync off: a test database that is thrown away needs speed, not durability.
  as_owner "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 60 \
    -o "-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off" start >&2 \
    || { cat "$dir/server.log" >&2; exit 1; }
fi

echo "postgres://postgres@127.0.0.1:$port/postgres"
