import fs from 'node:fs';
import path from 'node:path';
import { EXERCISES, exercisePath, type HostedExercise } from '../../lib/practice/registry';
import { KIT_VERSION, type KitTool } from '../../lib/practice/starter-kits';
import { execute } from './execute';
import { download } from './kit-download';
import { KIT_SHORT_NAMES, kitEnv, PYTHON } from './kit-env';
import { createLearner } from './learners';
import { NEWMAN, postmanFiles, practiceToken } from './postman';
import { describeResult, newestRun, scoreWithCurl } from './score-curl';

// The suite score's whole loop through the public run API (docs/product.md#suite-score), in the kits step of `npm test`:
// a UI exercise scored with the Playwright kit's `npm run score`, another with the Selenium kit's `python score.py`,
// the Employee service with the zeep kit's `python3 score.py` (as its README says: an OAuth client only),
// and the Book List's Postman collection with newman through the curl loop the docs print. Beside them, the cheap proofs of the rules, through the same printed loop: a suite that always
// passes scores 0, one that always fails gets no score, and one that only reads the page as served (never driving the
// exercise) kills nothing, even when it reads the round off the page's sealed flags. Each lane is a learner of its own, so the lanes go side by side.

export interface ScoreChoice {
  playwright?: HostedExercise;
  'selenium-python'?: HostedExercise;
  'soap-python'?: HostedExercise;
  newman?: HostedExercise;
  /** The exercise the always-passing and always-failing suites are scored on (through the printed loop). */
  rules?: HostedExercise;
  /** The exercise whose page the page-watching suite watches. */
  page?: HostedExercise;
}

export interface ScoreServer {
  baseURL: string;
  outboxDir: string;
}

const REPO = path.resolve(import.meta.dirname, '../..');
const EMPTY_REPORT = `echo '<testsuites/>' > report.xml`;

function check(problems: string[], ok: boolean, what: string) {
  if (!ok) problems.push(`suite score: ${what}`);
}

const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

/** Each kit's `score` command, with the tool's arguments. */
function scoreCommand(tool: KitTool, exercise: HostedExercise): [string, string[]] {
  // Each round of a browser kit stops at its first failing test: one failure decides the round, and each further one
  // costs a timeout. The SOAP kit's tests fail in milliseconds, so its rounds name every test that failed.
  if (tool === 'playwright') return ['npm', ['run', '--silent', 'score', '--', '--trace=off', '--max-failures=1', '--output', path.join(REPO, 'tmp', 'practice-kits', 'output', `score-${exercise}`)]];
  if (tool === 'selenium-python') return [PYTHON, ['score.py', '-q', '-p', 'no:cacheprovider', '-x']];
  return [PYTHON, ['score.py', '-q', '-p', 'no:cacheprovider']];
}

/** A kit's `score` command, run in the unpacked kit as a learner runs it; answers the problems found. */
async function scoreWithKit(server: ScoreServer, resultsDir: string, tool: KitTool, exercise: HostedExercise): Promise<string[]> {
  const started = Date.now();
  const learner = await createLearner(server.baseURL, server.outboxDir, `score-${KIT_SHORT_NAMES[tool]}`, false);
  const kit = await download(server.baseURL, learner, exercise, tool, path.join(REPO, 'tmp', 'practice-kits', 'score', tool));
  const log = path.join(resultsDir, 'kits', `score-${tool}-${exercise}.log`);
  const [command, commandArgs] = scoreCommand(tool, exercise);
  const exitCode = await execute(command, commandArgs, { cwd: kit, log, env: await kitEnv(tool, server.baseURL, learner) });
  const problems: string[] = [];
  const run = await newestRun(server.baseURL, learner);
  const where = `${tool} kit's score command on ${exercise}`;
  const printed = /^Score: (\d+) of (\d+) killed/m.exec(fs.readFileSync(log, 'utf8'));
  console.log(`  ${where}: ${describeResult(run.result)}; ${run.rounds} rounds in ${seconds(started)} (exit ${exitCode})`);
  check(problems, exitCode === 0 && run.status === 'finished', `${where} exited ${exitCode} with the run ${run.status} (see ${path.relative(REPO, log)})`);
  check(problems, run.result?.score !== null && (run.result?.killed ?? 0) >= 1, `${where}: the kit passes on the clean build and catches a defect, so it must score above 0`);
  check(problems, printed?.[1] === String(run.result?.killed) && printed?.[2] === String(run.result?.defects), `${where}: it must print the score the API has`);
  return problems;
}

async function scoringLearner(server: ScoreServer, name: string) {
  const learner = await createLearner(server.baseURL, server.outboxDir, name, false);
  return { learner, token: await practiceToken(server.baseURL, learner) };
}

/**
 * Book List's collection with newman, through the printed loop. That the same suite scores the same twice is proved
 * where it is cheaper, in tests/integration/practice/suite-score/scoring.test.ts.
 */
async function scoreWithNewman(server: ScoreServer, resultsDir: string, exercise: HostedExercise): Promise<string[]> {
  const started = Date.now();
  const { learner, token } = await scoringLearner(server, 'score-newman');
  const files = (await postmanFiles(server.baseURL, token, path.join(REPO, 'tmp', 'postman-score'))).find(({ api }) => api === (EXERCISES[exercise].api ?? exercise));
  if (!files) return [`suite score: no Postman collection for ${exercise}`];
  const suite = `"${NEWMAN}" run "${files.collection}" -e "${files.environment}" --reporters junit --reporter-junit-export report.xml`;
  const run = await scoreWithCurl(server.baseURL, resultsDir, { label: 'newman', exercise, token, learner, suite });
  console.log(`  newman ${files.name} through the printed curl loop: ${describeResult(run.result)}; ${run.rounds} rounds in ${seconds(started)}`);
  const problems: string[] = [];
  check(problems, run.result?.score !== null && (run.result?.killed ?? 0) >= 1, `newman on ${exercise} must score above 0`);
  return problems;
}

/** The rules' cheap proofs, through the printed loop on one learner, one run after another. */
async function proveRules(server: ScoreServer, resultsDir: string, exercise: HostedExercise): Promise<string[]> {
  const started = Date.now();
  const loop = { exercise, ...(await scoringLearner(server, 'score-rules')) };
  const problems: string[] = [];
  const passes = (await scoreWithCurl(server.baseURL, resultsDir, { ...loop, label: 'always-passes', suite: EMPTY_REPORT })).result;
  check(problems, passes?.score === 0 && !passes.failsClean, `a suite that always passes must score 0: ${describeResult(passes)}`);
  const fails = (await scoreWithCurl(server.baseURL, resultsDir, { ...loop, label: 'always-fails', suite: `${EMPTY_REPORT}; false` })).result;
  check(problems, fails?.score === null && fails.failsClean && fails.killed === 0, `a suite that always fails must get no score: ${describeResult(fails)}`);
  console.log(`  always passes: ${describeResult(passes)} | always fails: ${describeResult(fails)}; ${seconds(started)} in all`);
  return problems;
}

/** page-watch.mjs's two tests, by the names the run's matrix keeps. */
const WATCH_TESTS = { asBefore: 'the page is as before', plantsNothing: 'the page plants nothing' };

/**
 * A suite that only reads the exercise's page as served, never driving it, through the printed loop
 * (page-watch.mjs), and the page-flags reply its script asks for. The served page names no round, so its diff with the
 * copy from before the run passes in every round; the reply's sealed flags unsealed say the round outright, so that test fails in exactly the page defects' rounds and
 * passes the clean ones (the run has a score). Reading the round that well still kills nothing: failing is not reaching.
 */
async function provePageWatchKillsNothing(server: ScoreServer, resultsDir: string, pageExercise: HostedExercise): Promise<string[]> {
  const started = Date.now();
  const { learner, token } = await scoringLearner(server, 'score-watch');
  const problems: string[] = [];
  const before = path.join(resultsDir, 'kits', 'score-page-before');
  fs.rmSync(before, { recursive: true, force: true });
  fs.mkdirSync(before, { recursive: true });
  const watch = { WATCH_PAGE: exercisePath(pageExercise, KIT_VERSION), WATCH_EXERCISE: pageExercise, WATCH_COOKIE: learner.cookie, WATCH_BASELINE: path.join(before, 'page-form.txt') };
  // The copy of the page the watcher compares with, taken before the run.
  await execute(process.execPath, [path.join(import.meta.dirname, 'page-watch.mjs')], { cwd: before, env: { ...watch, QA_ACADEMY_URL: server.baseURL }, log: path.join(before, 'watch.log') });
  const suite = `node "${path.join(import.meta.dirname, 'page-watch.mjs')}"`;
  const watcher = (await scoreWithCurl(server.baseURL, resultsDir, { exercise: pageExercise, token, learner, label: 'page-watch', suite, env: watch })).result;
  // The run keeps a failed test as `classname › name`.
  const failedOn = (test: string) => watcher?.matrix.filter((entry) => entry.failedTests.includes(`page › ${test}`)).length ?? 0;
  const seen = failedOn(WATCH_TESTS.plantsNothing);
  // Compared in page-form.mjs's form: a streamed page's bytes depend on when the server flushed it (on a busy machine
  // React sent a table cell's text as a flight row of its own and the HTML got a text separator, in clean rounds too).
  const differed = failedOn(WATCH_TESTS.asBefore);
  check(problems, differed === 0 && watcher?.failsClean === false, `the served ${pageExercise} page must be as before in every round (it differed in ${differed}): ${describeResult(watcher)} (see ${path.relative(REPO, before)})`);
  check(problems, seen > 0, `the page-watching suite must read some defect's round off its sealed flags, or "kills nothing" proves nothing: ${describeResult(watcher)}`);
  check(problems, watcher?.score === 0 && watcher.killed === 0, `a suite that only reads the page, never driving it, must kill nothing: ${describeResult(watcher)}`);
  console.log(`  reads the ${pageExercise} page: ${describeResult(watcher)}, read ${seen} defect rounds off the sealed flags; ${seconds(started)}`);
  return problems;
}

/** Every scoring lane side by side; answers the problems found (nothing when all is as it must be). */
export async function runScoring(server: ScoreServer, resultsDir: string, choice: ScoreChoice): Promise<string[]> {
  const lanes: Promise<string[]>[] = [];
  const failed = (label: string) => (error: Error) => [`suite score, ${label}: ${error.message}`];
  for (const tool of ['playwright', 'selenium-python', 'soap-python'] as const) {
    const exercise = choice[tool];
    if (exercise) lanes.push(scoreWithKit(server, resultsDir, tool, exercise).catch(failed(tool)));
  }
  if (choice.newman) lanes.push(scoreWithNewman(server, resultsDir, choice.newman).catch(failed('newman')));
  if (choice.rules) lanes.push(proveRules(server, resultsDir, choice.rules).catch(failed('rules')));
  if (choice.page) lanes.push(provePageWatchKillsNothing(server, resultsDir, choice.page).catch(failed('page watch')));
  return (await Promise.all(lanes)).flat();
}
