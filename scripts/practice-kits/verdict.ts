// What the practice-kit runs must show (scripts/practice-kits/run.ts): with bug mode off every test of every kit
// passes; with bug mode on every kit has at least one failing test, on a planted defect. Prints which.
import type { JunitCase } from './junit.mjs';

export interface Run {
  tool: string;
  mode: 'clean' | 'bug';
  exercise: string;
  /** The run's JUnit report. */
  report: string;
  exitCode: number;
  seconds: number;
  cases: JunitCase[];
}

/**
 * A failure before any test could run (Playwright's beforeAll hook, pytest's fixture set-up: the login, the first page
 * load, the reset): the kit did not start, which proves nothing about a planted defect.
 */
const didNotStart = (message: string) => /"beforeAll" hook|failed on setup/i.test(message);
/** The first line of what a failure said, for the log. */
const firstLine = (message: string) => message.split('\n')[0].slice(0, 300);

/** Prints each run's outcome; answers what is wrong (nothing when all is as it must be). */
export function checkOutcomes(runs: Run[], resultsDir: string): string[] {
  const problems: string[] = [];
  console.log(`\nReference suites (JUnit reports in ${resultsDir}/kits):`);
  for (const run of [...runs].sort((a, b) => `${a.mode}${a.tool}${a.exercise}`.localeCompare(`${b.mode}${b.tool}${b.exercise}`))) {
    const failed = run.cases.filter((c) => c.outcome === 'failed');
    const passed = run.cases.filter((c) => c.outcome === 'passed').length;
    const where = `${run.tool} ${run.exercise} (${run.mode === 'clean' ? 'bug mode off' : 'bug mode on'})`;
    console.log(`  ${where}: ${passed} passed, ${failed.length} failed, ${run.seconds.toFixed(1)} s`);
    if (run.cases.length === 0) {
      problems.push(`${where}: no test ran (exit code ${run.exitCode})`);
      continue;
    }
    const said = failed.length ? ` (first failure: ${firstLine(failed[0].message)})` : '';
    if (run.mode === 'clean') {
      if (passed !== run.cases.length || run.exitCode !== 0) problems.push(`${where}: every test must pass; failed or skipped: ${run.cases.filter((c) => c.outcome !== 'passed').map((c) => c.name).join('; ')}${said}`);
    } else {
      const caught = failed.filter((test) => !didNotStart(test.message));
      for (const test of caught) console.log(`      caught: ${test.name}`);
      if (caught.length === 0) problems.push(failed.length ? `${where}: the kit did not start${said}` : `${where}: no test failed, so no planted defect was caught`);
    }
  }
  return problems;
}
