// `npm run score`: scores this kit's tests through the site's suite-score API (README.md, "Score your suite").
// Starts a run for the exercise, then round after round asks for the next one, runs `playwright test` with a JUnit
// report and tells the site whether it passed or failed, until the run is over; then prints the result. Arguments
// after `--` go to `playwright test` (e.g. `npm run score -- --max-failures=1`). Exits non-zero only on errors:
// a low score is a result, not an error. Plain Node 20, nothing to install beyond the kit's own packages.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const KIT = path.dirname(fileURLToPath(import.meta.url));
const BASE = (process.env.QA_ACADEMY_URL ?? 'http://localhost:3000').replace(/\/$/, '');
const RUNS = `${BASE}/api/practice/v1/suite-runs`;
const JUNIT_MAX = 512 * 1024;

/** The exercise: QA_ACADEMY_EXERCISE, or the one the kit was made for (exercise.json). */
function exerciseOfKit() {
  if (process.env.QA_ACADEMY_EXERCISE) return process.env.QA_ACADEMY_EXERCISE;
  const file = path.join(KIT, 'exercise.json');
  if (!fs.existsSync(file)) throw new Error('Set QA_ACADEMY_EXERCISE to the exercise to score: this folder has no exercise.json.');
  return JSON.parse(fs.readFileSync(file, 'utf8')).exercise;
}

/** Your practice token (QA_ACADEMY_TOKEN) as a bearer, or else the session of your login, as the tests log in. */
async function credentials() {
  if (process.env.QA_ACADEMY_TOKEN) return { authorization: `Bearer ${process.env.QA_ACADEMY_TOKEN}` };
  const email = process.env.QA_ACADEMY_EMAIL;
  const password = process.env.QA_ACADEMY_PASSWORD;
  if (!email || !password) throw new Error('Set QA_ACADEMY_TOKEN, or QA_ACADEMY_EMAIL and QA_ACADEMY_PASSWORD (see README.md).');
  const reply = await fetch(`${BASE}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) });
  if (!reply.ok) throw new Error(`Login answered ${reply.status}: ${await reply.text()}`);
  return { cookie: reply.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ') };
}

async function call(auth, method, url, body) {
  const headers = { ...auth, ...(body === undefined ? {} : { 'content-type': 'application/json' }) };
  const reply = await fetch(url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await reply.text();
  if (!reply.ok) throw new Error(`${method} ${url.slice(BASE.length)} answered ${reply.status}: ${text}`);
  return text ? JSON.parse(text) : null;
}

/** Runs `playwright test` with this kit's config and a JUnit report; answers passed or failed and the report. */
function runTests(report, extra) {
  const cli = createRequire(path.join(KIT, 'package.json')).resolve('@playwright/test/cli');
  const args = [cli, 'test', '--config', path.join(KIT, 'playwright.config.ts'), '--reporter=list,junit', ...extra];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: KIT, stdio: 'inherit', env: { ...process.env, PLAYWRIGHT_JUNIT_OUTPUT_NAME: report } });
    child.once('error', reject);
    child.once('exit', (code) => {
      const junit = fs.existsSync(report) ? fs.readFileSync(report, 'utf8') : '';
      resolve({ outcome: code === 0 ? 'passed' : 'failed', ...(junit && junit.length <= JUNIT_MAX ? { junit } : {}) });
    });
  });
}

function printResult(run) {
  const result = run.result;
  if (!result) return console.log(`\nThe run ended without a result (${run.status}).`);
  if (result.score === null) console.log(`\nNo score: your suite fails on the clean build${result.flaky ? ' (and only sometimes: it is flaky)' : ''}.`);
  else console.log(`\nScore: ${result.killed} of ${result.matrix.length} killed (${Math.round(result.score * 100)} %)`);
  result.matrix.forEach((entry, index) => {
    const tests = entry.failedTests.length ? `, failed: ${entry.failedTests.join('; ')}` : '';
    console.log(`  #${index + 1}: ${entry.killed ? 'killed' : 'survived'}${tests}`);
  });
}

async function main() {
  const extra = process.argv.slice(2).filter((arg) => arg !== '--');
  const exercise = exerciseOfKit();
  const auth = await credentials();
  let { run } = await call(auth, 'POST', RUNS, { exercise });
  console.log(`Scoring run ${run.id} of ${exercise}: ${run.rounds} rounds`);
  const report = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'qa-academy-score-')), 'report.xml');
  try {
    while (run.status === 'open') {
      const { round, of } = await call(auth, 'POST', `${RUNS}/${run.id}/rounds/next`);
      console.log(`\n--- round ${round} of ${of} ---`);
      fs.rmSync(report, { force: true });
      const outcome = await runTests(report, extra);
      console.log(`round ${round}: ${outcome.outcome}`);
      ({ run } = await call(auth, 'POST', `${RUNS}/${run.id}/rounds/${round}/outcome`, outcome));
    }
  } catch (error) {
    // Leave nothing open: the run is abandoned, so your own settings apply again at once.
    await call(auth, 'DELETE', `${RUNS}/${run.id}`).catch(() => {});
    throw error;
  }
  printResult(run);
  if (run.status !== 'finished') process.exitCode = 1;
}

main().catch((error) => {
  console.error(`score: ${error.message}`);
  process.exitCode = 1;
});
