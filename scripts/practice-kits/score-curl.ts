import fs from 'node:fs';
import path from 'node:path';
import { scoreCalls } from '../../lib/practice/suite-score/curl-calls';
import { execute } from './execute';
import type { KitLearner } from './learners';

// The suite score's runs as CI proves them (scripts/practice-kits/score-runs.ts): the loop exactly as the docs pages
// and task sheets print it (lib/practice/suite-score/curl-calls.ts), run by bash with a SUITE, and the run then read
// back through the API with the learner's session.

export interface SuiteResult {
  score: number | null;
  killed: number;
  defects: number;
  failsClean: boolean;
  flaky: boolean;
  matrix: { defect: number; killed: boolean; failedTests: string[] }[];
}

export interface ScoredRun {
  id: number;
  status: string;
  rounds: number;
  result: SuiteResult | null;
}

/** The learner's newest run, as the API answers it. */
export async function newestRun(baseURL: string, learner: KitLearner): Promise<ScoredRun> {
  const reply = await fetch(new URL('/api/practice/v1/suite-runs', baseURL), { headers: { cookie: learner.cookie } });
  if (!reply.ok) throw new Error(`GET suite-runs answered ${reply.status}: ${await reply.text()}`);
  const { runs } = (await reply.json()) as { runs: ScoredRun[] };
  if (!runs[0]) throw new Error('no scoring run was started');
  return runs[0];
}

/** How a result prints: the score and, per defect, killed or survived. */
export function describeResult(result: SuiteResult | null): string {
  if (!result) return 'no result';
  const score = result.score === null ? `no score (fails on the clean build${result.flaky ? ', flaky' : ''})` : `${result.killed}/${result.defects} killed`;
  return `${score}: ${result.matrix.map((entry) => `#${entry.defect} ${entry.killed ? 'killed' : 'survived'}`).join(', ')}`;
}

export interface CurlLoop {
  /** The label of the run, for its work folder and log. */
  label: string;
  exercise: string;
  token: string;
  /** The learner whose token it is, to read the run back. */
  learner: KitLearner;
  /** The test command, writing report.xml. */
  suite: string;
  /** More environment for the suite. */
  env?: Record<string, string>;
}

/** Runs the printed loop; answers the finished run, and fails unless bash succeeded and printed the API's result. */
export async function scoreWithCurl(baseURL: string, resultsDir: string, loop: CurlLoop): Promise<ScoredRun> {
  const work = path.join(resultsDir, 'kits', `score-${loop.label}`);
  fs.rmSync(work, { recursive: true, force: true });
  fs.mkdirSync(work, { recursive: true });
  fs.writeFileSync(path.join(work, 'score.sh'), `${scoreCalls(loop.exercise)}\n`);
  const log = `${work}.log`;
  const env = { PATH: process.env.PATH, HOME: process.env.HOME, QA_ACADEMY_URL: baseURL.replace(/\/$/, ''), QA_ACADEMY_TOKEN: loop.token, SUITE: loop.suite, ...loop.env };
  const exitCode = await execute('bash', ['-e', '-o', 'pipefail', 'score.sh'], { cwd: work, env, log });
  if (exitCode !== 0) throw new Error(`${loop.label}: the printed curl loop exited ${exitCode} (see ${log})`);
  const run = await newestRun(baseURL, loop.learner);
  const output = fs.readFileSync(log, 'utf8');
  // The last call prints the result (jq's pretty JSON: the top-level object starts a line).
  const printed = JSON.parse(output.slice(output.lastIndexOf('\n{') + 1)) as SuiteResult;
  if (JSON.stringify(printed) !== JSON.stringify(run.result)) throw new Error(`${loop.label}: the loop printed ${JSON.stringify(printed)}, the API has ${JSON.stringify(run.result)}`);
  return run;
}
