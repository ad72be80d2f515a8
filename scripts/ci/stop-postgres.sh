#!/usr/bin/env bash
# Stops the server started by start-postgres.sh and removes its files.
set -euo pipefail
dir="${PG_TEST_DIR:-/tmp/forms-test-postgres}"
bin="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)"
[ -d "$dir/data" ] || exit 0
if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$bin/pg_ctl" -D "$dir/data" -m fast -w stop >&2 || true
else "$bin/pg_ctl" -D "$dir/data" -m fast -w stop >&2 || true; fi
rm -rf "$dir"
