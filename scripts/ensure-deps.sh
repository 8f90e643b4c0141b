#!/usr/bin/env bash
# Installs what the product and its tests need on a fresh machine: npm packages
# (pinned Node 24 included) and, with --test, Debian's chromium for the browser tests
# and the PostgreSQL and Redis servers the tests start when none is running.
set -euo pipefail
cd "$(dirname "$0")/.."

# npm runs on whichever `node` comes first in PATH. Under the machine's older Node it
# checks every package's `engines` against that one and warns (EBADENGINE) about
# packages that are fine on the pinned Node 24 the product runs on. So npm itself runs
# on the pinned Node: the installed one, or on a fresh clone the same version's binary
# unpacked from its npm package (what the `node` package installs) into .cache/.
pinned_node_bin() {
  if [ -x node_modules/.bin/node ]; then
    echo "$PWD/node_modules/.bin"
    return
  fi
  local version platform dir
  version=$(sed -n '/"node_modules\/node": {/,/}/s/.*"version": "\([^"]*\)".*/\1/p' package-lock.json | head -1)
  dir="$PWD/.cache/node-$version"
  if [ ! -x "$dir/bin/node" ]; then
    platform=$(node -p 'process.platform + "-" + process.arch')
    [ "$platform" = "darwin-arm64" ] && platform="bin-darwin-arm64"
    echo "› fetching Node $version (npm package node-$platform)" >&2
    mkdir -p "$dir"
    tarball=$(npm pack --silent --pack-destination "$dir" "node-$platform@$version")
    tar -xzf "$dir/$tarball" -C "$dir" --strip-components=1 package/bin/node
    rm -f "$dir/$tarball"
  fi
  echo "$dir/bin"
}

if [ ! -x node_modules/.bin/node ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  # `npm install` honours the lock file like `npm ci`, but tolerates optional
  # platform packages (other OSes' Biome binaries) that this registry does not carry.
  echo "› installing npm packages"
  PATH="$(pinned_node_bin):$PATH" npm install --no-audit --no-fund
fi

# --without-models: npm start fetches them beside its build (scripts/fetch-models.sh).
[ "${1:-}" = "--without-models" ] || bash scripts/fetch-models.sh

if [ "${1:-}" = "--test" ]; then
  missing=()
  [ -x /usr/bin/chromium ] || missing+=(chromium fonts-liberation)
  # Only the binaries: test-services.ts starts them on free ports when nothing answers.
  command -v redis-server >/dev/null || missing+=(redis-server)
  { command -v initdb >/dev/null || ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1; } ||
    missing+=(postgresql)
  if [ ${#missing[@]} -gt 0 ]; then
    echo "› installing Debian packages: ${missing[*]}"
    SUDO=""
    [ "$(id -u)" -ne 0 ] && SUDO="sudo"
    $SUDO apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
  fi
fi
