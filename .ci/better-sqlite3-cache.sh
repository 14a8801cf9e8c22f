#!/usr/bin/env bash
# better-sqlite3 is the one module built against Node's own ABI, and its prebuilt binaries come from GitHub, which
# these machines cannot reach: every install compiles it from source, over a minute of a core for each Node. CI keeps
# what it compiled outside the checkout, as a tarball in prebuild-install's own naming and layout, so that a later run
# on the same machine unpacks it instead: better-sqlite3's install script tries prebuild-install first, which reads a
# directory of "local prebuilds" (its documented `local-prebuilds` option); Node 24's copy is unpacked by `load`.
# The directory is per Node headers version the module was compiled against, the file name carries the module's
# version and the ABI, so a new better-sqlite3, a new Node or new headers misses the cache and compiles as before. A
# cached module is used only once it has opened a database in the Node it is for.
# CI compiles it at -O1 (`cflags`; the compiler takes the last -O given, after the package's own -O3): 40 s of a core
# instead of 72 for SQLite's one large source file, the Node 24 compile competing with the unit suite; the suites'
# SQLite work ran about 10% slower (the sandbox's dataset in 26.9 s against 24.4). npm install elsewhere keeps -O3.
# Usage: bash .ci/better-sqlite3-cache.sh cflags — the C compiler flags CI compiles it with
#        bash .ci/better-sqlite3-cache.sh dir HEADERS_VERSION — the cache directory for modules built against those headers
#        bash .ci/better-sqlite3-cache.sh save MODULE_DIR CACHE_DIR NODE — keeps MODULE_DIR's build unless kept already
#        bash .ci/better-sqlite3-cache.sh load MODULE_DIR CACHE_DIR NODE — unpacks the kept build; fails when there is none
set -euo pipefail
mode=$1

if [ "$mode" = cflags ]; then
  echo "-O1"
  exit 0
fi

if [ "$mode" = dir ]; then
  echo "${DASHBOARD_CI_CACHE:-$HOME/.cache/dashboard-ci}/better-sqlite3/node-$2"
  exit 0
fi

module=$2
dir=$3
node=$4
module=$(cd "$module" && pwd)
version=$("$node" -p "require('$module/package.json').version")
tarball="$dir/better-sqlite3-v$version-node-v$("$node" -p 'process.versions.modules')-$("$node" -p 'process.platform + "-" + process.arch').tar.gz"
opens() { "$node" -e "new (require('$module'))(':memory:').prepare('select 1').get()" 2>/dev/null; }

if [ "$mode" = save ]; then
  [ -f "$tarball" ] && exit 0
  opens || { echo "better-sqlite3 in $module does not load in $("$node" --version); not cached" >&2; exit 1; }
  mkdir -p "$dir"
  tar -C "$module" -czf "$tarball.$$" build/Release/better_sqlite3.node
  mv "$tarball.$$" "$tarball"
  exit 0
fi

if [ "$mode" = load ]; then
  [ -f "$tarball" ] || exit 1
  rm -f "$module/build/Release/better_sqlite3.node"
  tar -C "$module" -xzf "$tarball"
  if ! opens; then
    echo "the cached better-sqlite3 ($tarball) does not load in $("$node" --version); compiling it" >&2
    exit 1
  fi
  exit 0
fi

echo "usage: $0 cflags | dir HEADERS | save|load MODULE_DIR CACHE_DIR NODE" >&2
exit 2
