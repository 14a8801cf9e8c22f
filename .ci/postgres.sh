#!/usr/bin/env bash
# Starts a throwaway PostgreSQL for the tests (Debian's postgresql, run as the postgres user on a local port) and
# prints its DATABASE_URL. `.ci/postgres.sh stop DIR` stops it again and removes its folder.
set -euo pipefail
# The postgres user may not enter the caller's folder (a clone under root's mktemp): its commands start from /.
cd /
bin=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -1)
if [ "${1:-}" = stop ]; then
  runuser -u postgres -- "$bin/pg_ctl" -D "$2/data" -m fast -w stop >/dev/null
  rm -rf "$2"
  exit 0
fi
port="${PGPORT:-5433}"
dir=$(mktemp -d /tmp/dashboard-pg.XXXXXX)
chown postgres "$dir"
runuser -u postgres -- "$bin/initdb" -D "$dir/data" -U postgres --auth=trust >/dev/null
runuser -u postgres -- "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w \
  -o "-p $port -k $dir -c listen_addresses=127.0.0.1" start >/dev/null
runuser -u postgres -- "$bin/createdb" -h 127.0.0.1 -p "$port" dashboard_test
echo "$dir postgres://postgres@127.0.0.1:$port/dashboard_test"
