#!/usr/bin/env bash
# `npm test`: lint, typecheck, unit + integration tests, the production build, then the e2e suite in
# Chromium. Ends with the time of each step against its budget, the slowest test files, and one line
# counting every test that ran.
#
# The whole run has 20 minutes on a clean clone of CI's 2-core machine (CI itself stops at 90). Each step's
# share is written beside it, in seconds (the shares add up to the 20 minutes); a step that passes its share prints a warning with its time, so a
# slow test is seen when it is added rather than when CI times out. Steps that do not depend on each other
# run side by side where that measured faster on two cores.
set -euo pipefail
cd "$(dirname "$0")/.."

results=tmp/test-results
rm -rf "$results" && mkdir -p "$results"
logs="$results/logs"
mkdir -p "$logs"
steps="$results/steps.tsv"
: >"$steps"

# One line per finished step: name, seconds, budget. Read by scripts/test-summary.mjs.
record() {
  local name=$1 seconds=$2 budget=$3
  printf '%s\t%s\t%s\n' "$name" "$seconds" "$budget" >>"$steps"
  if [ "$seconds" -gt "$budget" ]; then
    printf '\nWARNING: step "%s" took %dm%02ds, over its budget of %dm%02ds (scripts/test-all.sh)\n' \
      "$name" $((seconds / 60)) $((seconds % 60)) $((budget / 60)) $((budget % 60))
  fi
}

header() { printf '\n=== %s (at %dm%02ds) ===\n' "$1" $((SECONDS / 60)) $((SECONDS % 60)); }

# step NAME BUDGET COMMAND...: runs one step in the foreground.
step() {
  local name=$1 budget=$2
  shift 2
  header "$name"
  local start=$SECONDS
  "$@"
  record "$name" $((SECONDS - start)) "$budget"
}

# side_by_side NAME BUDGET "label|command" ...: runs the commands at once, each into its own log, then prints
# the logs one after another (never interleaved) and fails if any command failed.
side_by_side() {
  local name=$1 budget=$2
  shift 2
  header "$name"
  local start=$SECONDS pids=() labels=() failed=0
  for job in "$@"; do
    local label=${job%%|*} command=${job#*|}
    bash -c "$command" >"$logs/$label.log" 2>&1 &
    pids+=($!)
    labels+=("$label")
  done
  for i in "${!pids[@]}"; do
    local code=0
    wait "${pids[$i]}" || code=$?
    printf '\n--- %s (exit %d) ---\n' "${labels[$i]}" "$code"
    cat "$logs/${labels[$i]}.log"
    [ "$code" -eq 0 ] || failed=1
  done
  record "$name" $((SECONDS - start)) "$budget"
  return "$failed"
}

# The typecheck step below covers the build's own type check (next typegen writes the route validators that tsc then
# checks), and a clean clone never reads Turbopack's build cache back: the build skips both (next.config.ts).
clean_build="NEXT_BUILD_TYPECHECK=skip NEXT_BUILD_CACHE=off npx next build"

# Budgets (seconds) follow the clean-clone run of b275ebc (2026-11-27, nothing else running: install 55 s, lint +
# typecheck 58 s, PGlite 3m37s, build + PostgreSQL 1m28s, e2e 11m05s of which 19 s were one flaky test's retry, kits
# 1m33s, two instances 14 s; 19m50s in all) and add up to 20 minutes with almost no room: the e2e step is the one to
# make cheaper next (a11y-pages 2m29s, exercise-first 1m13s). The scoring lanes (issue 40) then moved 55 s from the
# e2e step's budget to the kits' (see there). On a clean clone of 8aa0069 on a machine 1.7x slower, the run took
# 33m37s: about 19m50s on the machine these budgets come from, so the e2e step still has to give up about a minute.
# The clean-clone run of 255fd38 (2026-11-28, nothing else running) took 18m31s: install 44 s, lint + typecheck 47 s,
# PGlite 3m04s, build + PostgreSQL 1m07s, e2e 9m58s, kits 2m38s (three browser kits at once since dce0756), two
# instances 13 s. So 15 s of the PGlite step's budget, which it no longer needs, went to the kits'.
# On the slower kind of machine CI has had since 2026-12-02 (AMD EPYC, 2 cores), every step is over its share: a clean
# clone of 137456a (2026-12-06) took 36m43s (install 1m04s, lint + typecheck 1m17s, PGlite 5m13s, build + PostgreSQL
# 2m17s, e2e 20m27s, kits 5m59s, two instances 26 s). The shares stay the 20 minutes the issue asks for there; the
# warnings below say by how much each step misses them (README, "What to expect").
# Three clean clones on a 2-core machine as fast as the earlier kind (2026-12-06, nothing else running) took 18m04s
# (1c997ed), 17m54s (f92ce01) and 18m57s (f010f20). Each share below is the longest of the three for its step (install
# 35 s, lint + typecheck 48 s, PGlite 3m39s, build + PostgreSQL 1m39s, e2e 9m46s, kits 2m37s, two instances 14 s:
# 19m18s together) plus the remaining 42 s shared out by the steps' length, so they still add up to the 20 minutes.
# They are tight: a fourth clean clone (de721bd), run after they were set, took 20m08s on a slower hour of the same
# machine, four steps over their shares (lint + typecheck 1m01s, PGlite 4m11s, e2e 10m19s). The suite needs about
# 3 minutes more room before its time holds on any hour (issue 36).
# A clean clone of edf9282 on a machine of the slower kind (2026-12-06) took 28m46s, every step over its share: install
# 45 s, lint + typecheck 59 s, PGlite 4m38s, build + PostgreSQL 1m52s, e2e 15m31s (280 tests), kits 4m42s, two
# instances 19 s. The shares stay those of the faster machine, which the issue's 20 minutes were set on.
# Two clean clones on a machine of the faster kind (2026-12-06, 42ac5be and 558660e, nothing else running) took 16m44s
# and 15m57s: the e2e step 8m35s and 8m09s, 1m30s under its share, but the install 30 s and then 49 s, over its 36 s
# (npm's install of a clean clone is disk and registry work, and moved most between runs: 34 to 49 s on this kind). So
# 24 s of the e2e step's share went to the install's: the shares still add up to the 20 minutes.
# The install step runs in .ci/run before this script; it passes its time on so the summary shows the whole run.
if [ -n "${CI_INSTALL_SECONDS:-}" ]; then record "install (Chromium, npm install)" "$CI_INSTALL_SECONDS" 60; fi

# Both are CPU-bound and independent: side by side they take about the longer of the two.
side_by_side "lint + typecheck" 50 \
  "lint|npx eslint ." \
  "typecheck|npx next typegen && npx tsc --noEmit && npx tsc --noEmit -p practice-kits"

step "unit + integration (PGlite)" 227 \
  env -u TEST_DATABASE_URL npx vitest run --reporter=default --reporter=json --outputFile.json="$results/vitest-pglite.json"

if [ -n "${TEST_DATABASE_URL:-}" ]; then
  # The PostgreSQL suite (the files of tests/postgres-suite.ts: what differs there) waits on the database server
  # much of the time, which leaves room for the build.
  side_by_side "build + integration (PostgreSQL)" 103 \
    "build|$clean_build" \
    "postgres|npx vitest run --project integration --project integration-mocks --reporter=default --reporter=json --outputFile.json=$results/vitest-postgres.json"
else
  step "build" 103 bash -c "$clean_build"
fi

# The specs run in a seeded random order (E2E_SHUFFLE_SEED to replay one; the seed is printed first), so every run
# also shows that no spec depends on another having run before it.
step "e2e (Chromium)" 582 \
  env PLAYWRIGHT_JSON_OUTPUT_NAME="$results/e2e.json" npx tsx scripts/e2e-shuffled.ts "${E2E_SHUFFLE_SEED:-random}" --reporter=list,json

# The practice lab's reference suites: every exercise's Playwright and Selenium starter kit and the Employee service's
# zeep kit, downloaded from the built app as a learner gets them and run against one default server (`npm start`), with
# bug mode off (all pass) and on (each kit catches a planted defect). See docs/practice/README.md#starter-kits. Beside
# them, the suite score's whole loop through the public run API (scripts/practice-kits/score-runs.ts): Mouse Action
# with the Playwright kit's `npm run score`, Grocery with the Selenium kit's `python score.py` (the kit exercises with
# the fewest defects, so the fewest rounds), the Employee service with the zeep kit's `python3 score.py` (8 rounds of
# SOAP calls, seconds each), Book List's collection with newman through the printed curl loop,
# and the rules' proofs: always passing scores 0, always failing gets no score, watching the page kills nothing.
# Measured on a clean clone of 8aa0069 (2026-11-27) on a machine 1.7x slower than the one the other budgets came from
# (the same lint + typecheck of fd07002 took 91 s there, 50 s here before): the step took 5m17s, the scoring lanes
# about 5 minutes side by side with the kits (Playwright 9 rounds 281 s, Selenium 9 rounds 299 s, newman 9 rounds
# 224 s, the page watch 101 s), about 3 minutes on the faster machine. The zeep kit, added after (9b2116a), runs in
# 12-22 s per mode and its scoring lane took 8 rounds in 48 s alone, 104 s beside the Selenium lane (a machine shared
# with other builds): shorter than the browser lanes they run beside, so the step's time stays theirs. Its share, as
# every step's, comes from the clean clones of 2026-12-06 (above): 2m06s to 2m37s there.
step "reference suites (starter kits)" 163 \
  npx tsx scripts/practice-kits/run.ts "$results" \
  --score=playwright:mouse-action,selenium-python:grocery,soap-python:employee-wsdl,newman:book-list,rules:book-list,page:mouse-action

if [ -n "${TEST_DATABASE_URL:-}" ]; then
  step "two instances on one PostgreSQL" 15 \
    env PLAYWRIGHT_JSON_OUTPUT_NAME="$results/cluster.json" npx playwright test --config playwright.cluster.config.ts --reporter=list,json
fi

header "summary"
node scripts/test-summary.mjs "$results"
