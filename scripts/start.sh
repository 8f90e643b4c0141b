#!/usr/bin/env bash
# Runs the product on the embedded default: SQLite, local files, demo clinic.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-deps.sh
export PATH="$PWD/node_modules/.bin:$PATH"
npm run --silent build
exec node apps/server/src/main.ts
