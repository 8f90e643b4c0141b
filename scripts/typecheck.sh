#!/usr/bin/env bash
# Typechecks every workspace with its own tsconfig (DOM types only where a browser runs the code).
set -euo pipefail
cd "$(dirname "$0")/.."
for project in packages/* apps/* tools/* e2e bench scripts; do
  [ -f "$project/tsconfig.json" ] || continue
  tsc -p "$project"
done
