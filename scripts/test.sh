#!/usr/bin/env bash
# The whole test suite: lint+format check, types, unit/API tests, widget build,
# browser tests in Debian Chromium. Installs what is missing first.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-deps.sh --test
export PATH="$PWD/node_modules/.bin:$PATH"
# Node keeps the compiled (and type-stripped) code of every module it loads here, so the
# hundred-odd servers and CLI runs the tests start skip compiling the same files again.
export NODE_COMPILE_CACHE="$PWD/node_modules/.cache/node-compile-cache"

# PostgreSQL and Redis: the machine's when they answer, else our own for this run.
services=$(mktemp -d -t afterlook-test-services.XXXXXX)
stop_services() {
  node apps/server/src/testing/support/test-services.ts stop "$services" || true
  rm -rf "$services"
}
trap stop_services EXIT
service_urls=$(node apps/server/src/testing/support/test-services.ts start "$services")
eval "$service_urls"

echo "› node $(node --version)"
echo "› lint and format (biome)"
biome check .
echo "› typecheck"
npm run --silent typecheck
echo "› build widget"
npm run --silent build
mkdir -p .artifacts
rm -rf .artifacts/adversarial
echo "› tests (unit, widget, api, e2e)"
status=0
vitest run --reporter=default --reporter=./scripts/slowest-files-reporter.ts \
  --reporter=json --outputFile.json=.artifacts/vitest.json || status=$?
node -e '
  const r = JSON.parse(require("fs").readFileSync(".artifacts/vitest.json", "utf8"));
  console.log(`${r.numPassedTests} passed, ${r.numFailedTests} failed, ${r.numPendingTests} skipped`);
' || true
node apps/server/src/testing/adversarial/print-adversarial-table.ts || true
exit $status
