// The closing summary of `npm test` (scripts/test-all.sh): each step's time against its budget and its share of
// the run, the 15 slowest test files of every runner, and last one line counting every test that ran.
import fs from 'node:fs';
import path from 'node:path';
import { readJunit } from './practice-kits/junit.mjs';

const dir = process.argv[2];
const SLOWEST = 15;

const minutes = (seconds) => `${Math.floor(seconds / 60)}m${String(Math.round(seconds % 60)).padStart(2, '0')}s`;

function printSteps() {
  const file = path.join(dir, 'steps.tsv');
  if (!fs.existsSync(file)) return;
  const steps = fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [name, seconds, budget] = line.split('\t');
      return { name, seconds: Number(seconds), budget: Number(budget) };
    });
  const total = steps.reduce((sum, s) => sum + s.seconds, 0);
  const budget = steps.reduce((sum, s) => sum + s.budget, 0);
  console.log('\nWhere the time went (budget: 20 minutes for the whole run, install included):');
  const width = Math.max('all steps'.length, ...steps.map((s) => s.name.length));
  for (const s of steps) {
    const share = total ? Math.round((100 * s.seconds) / total) : 0;
    const over = s.seconds > s.budget ? '  OVER BUDGET' : '';
    console.log(`  ${s.name.padEnd(width)}  ${minutes(s.seconds).padStart(7)}  ${String(share).padStart(3)} %  (budget ${minutes(s.budget)})${over}`);
  }
  console.log(`  ${'all steps'.padEnd(width)}  ${minutes(total).padStart(7)}  100 %  (budget ${minutes(budget)})`);
}

/** Seconds spent per test file, for a Vitest or a Playwright JSON report, named `runner: file`. */
function fileTimes(runner, report) {
  const times = new Map();
  const add = (file, ms) => times.set(`${runner}: ${file}`, (times.get(`${runner}: ${file}`) ?? 0) + ms / 1000);
  if (report.stats) {
    // Playwright: one top-level suite per file; its tests' durations over every project and retry.
    const walk = (suite, file) => {
      for (const spec of suite.specs ?? []) for (const test of spec.tests) for (const result of test.results) add(file, result.duration);
      for (const child of suite.suites ?? []) walk(child, file);
    };
    // A shuffled run (scripts/e2e-shuffled.ts) names each spec with its drawn position first: `007-payment.spec.ts`.
    for (const suite of report.suites ?? []) walk(suite, (suite.file ?? suite.title).replace(/^\d{3}-/, ''));
  } else {
    for (const result of report.testResults ?? []) add(path.relative(process.cwd(), result.name), result.endTime - result.startTime);
  }
  return times;
}

const reports = fs
  .readdirSync(dir)
  .filter((name) => name.endsWith('.json'))
  .sort()
  .map((name) => ({ runner: name.replace('.json', ''), report: JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8')) }));

/**
 * The reference suites (scripts/practice-kits/run.ts): one JUnit report per tool, mode and exercise, named
 * `{tool}-{clean|bug}-{exercise}.xml`. With bug mode on a failed test is the point (a planted defect caught): those
 * count as caught, not failed; the run itself fails when a kit catches none.
 */
function kitRuns() {
  const kitsDir = path.join(dir, 'kits');
  if (!fs.existsSync(kitsDir)) return [];
  return fs
    .readdirSync(kitsDir)
    .filter((name) => name.endsWith('.xml'))
    .sort()
    .map((name) => {
      const [, tool, mode, exercise] = /^(.+)-(clean|bug)-(.+)\.xml$/.exec(name) ?? [];
      return { tool, mode, exercise, cases: readJunit(path.join(kitsDir, name)) };
    });
}
const kits = kitRuns();

printSteps();

const kitTimes = kits.map(({ tool, mode, exercise, cases }) => [
  `kits: ${exercise} (${tool}, bug mode ${mode === 'bug' ? 'on' : 'off'})`,
  cases.reduce((sum, c) => sum + c.seconds, 0),
]);
const files = [...reports.flatMap(({ runner, report }) => [...fileTimes(runner, report)]), ...kitTimes].sort((a, b) => b[1] - a[1]);
if (files.length) {
  console.log(`\nThe ${Math.min(SLOWEST, files.length)} slowest test files (time summed over their tests, projects and retries):`);
  for (const [file, seconds] of files.slice(0, SLOWEST)) console.log(`  ${minutes(seconds).padStart(7)}  ${file}`);
}

let passed = 0;
let failed = 0;
let skipped = 0;
const parts = [];
for (const { runner, report } of reports) {
  let p;
  let f;
  let s;
  if (report.stats) {
    // Playwright: expected = passed, unexpected = failed, flaky = passed on retry.
    p = report.stats.expected + report.stats.flaky;
    f = report.stats.unexpected;
    s = report.stats.skipped;
  } else {
    p = report.numPassedTests;
    f = report.numFailedTests;
    s = report.numPendingTests + (report.numTodoTests ?? 0);
  }
  passed += p;
  failed += f;
  skipped += s;
  parts.push(`${runner}: ${p}`);
}

let caught = 0;
for (const tool of [...new Set(kits.map((run) => run.tool))]) {
  for (const mode of ['clean', 'bug']) {
    const cases = kits.filter((run) => run.tool === tool && run.mode === mode).flatMap((run) => run.cases);
    if (!cases.length) continue;
    const p = cases.filter((c) => c.outcome === 'passed').length;
    const f = cases.filter((c) => c.outcome === 'failed').length;
    passed += p;
    if (mode === 'bug') {
      // A kit stops at its first catch; the tests it then leaves out are not counted.
      caught += f;
      parts.push(`kits ${tool} bug mode: ${p} + ${f} defects caught`);
    } else {
      skipped += cases.filter((c) => c.outcome === 'skipped').length;
      failed += f;
      parts.push(`kits ${tool}: ${p}`);
    }
  }
}

console.log(`\n${parts.join(', ')}`);
const caughtNote = caught ? `, ${caught} failed on purpose (bug mode: planted defects caught)` : '';
console.log(`${passed} passed, ${failed} failed${caughtNote}${skipped ? `, ${skipped} skipped` : ''}`);
