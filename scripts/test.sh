#!/usr/bin/env bash
# The whole test suite: lint+format check, types, unit/API tests, widget build,
# browser tests in Debian Chromium. Installs what is missing first.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-deps.sh --browser
export PATH="$PWD/node_modules/.bin:$PATH"

echo "› node $(node --version)"
echo "› lint and format (biome)"
biome check .
echo "› typecheck"
npm run --silent typecheck
echo "› build widget"
npm run --silent build
mkdir -p .artifacts
echo "› tests (unit, widget, api, e2e)"
status=0
vitest run --reporter=default --reporter=json --outputFile.json=.artifacts/vitest.json || status=$?
node -e '
  const r = JSON.parse(require("fs").readFileSync(".artifacts/vitest.json", "utf8"));
  console.log(`${r.numPassedTests} passed, ${r.numFailedTests} failed, ${r.numPendingTests} skipped`);
' || true
exit $status
