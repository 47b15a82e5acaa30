#!/usr/bin/env bash
# `npm test`: lint, typecheck, unit + integration tests, the production build, then the e2e suite in
# Chromium. Ends with one line counting every test that ran.
set -euo pipefail
cd "$(dirname "$0")/.."

results=tmp/test-results
rm -rf "$results" && mkdir -p "$results"
# Each step's header says how long the run has taken so far, to keep CI's time in view.
step() { printf '\n=== %s (at %dm%02ds) ===\n' "$1" $((SECONDS / 60)) $((SECONDS % 60)); }

step "lint"
npx eslint .
step "typecheck"
npx tsc --noEmit
step "unit + integration (PGlite)"
env -u TEST_DATABASE_URL npx vitest run --reporter=default --reporter=json --outputFile.json="$results/vitest-pglite.json"
if [ -n "${TEST_DATABASE_URL:-}" ]; then
  step "integration (PostgreSQL)"
  npx vitest run --project integration --reporter=default --reporter=json --outputFile.json="$results/vitest-postgres.json"
fi
step "build"
npx next build
step "e2e (Chromium)"
PLAYWRIGHT_JSON_OUTPUT_NAME="$results/e2e.json" npx playwright test --reporter=list,json
if [ -n "${TEST_DATABASE_URL:-}" ]; then
  step "two instances on one PostgreSQL"
  PLAYWRIGHT_JSON_OUTPUT_NAME="$results/cluster.json" npx playwright test --config playwright.cluster.config.ts --reporter=list,json
fi

step "summary"
node scripts/test-summary.mjs "$results"
