#!/usr/bin/env bash
# Runs browser tests on their own port and their own build of the web app, so several people (or
# agents) can run them at once on one machine. Usage: scripts/e2e-isolated.sh PORT [playwright args…]
set -euo pipefail
cd "$(dirname "$0")/.."
port=$1
shift
out=/tmp/carehome-web-$port
node scripts/ensure-chromium.mjs
npx vite build apps/web --outDir "$out" --emptyOutDir --logLevel error
E2E_PORT=$port WEB_DIST=$out npx playwright test -c e2e/playwright.config.ts --output "/tmp/carehome-e2e-results-$port" "$@"
