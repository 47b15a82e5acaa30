import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { readJunit } from '@/scripts/practice-kits/junit.mjs';
import { checkOutcomes, type Run } from '@/scripts/practice-kits/verdict';

// The starter kits' verdict (scripts/practice-kits/verdict.ts) read from JUnit reports as Playwright and pytest write
// them. A kit whose start failed (a beforeAll hook that timed out on a busy CI machine) used to count as "caught a
// planted defect" in bug mode: the failure was the kit's own, not the defect's.

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kit-verdict-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
vi.spyOn(console, 'log').mockImplementation(() => {});

const PLAYWRIGHT_HOOK_TIMEOUT = `<testsuites><testsuite name="grocery.spec.ts" tests="2">
<testcase name="search shows the matching products" classname="grocery.spec.ts" time="0">
<error message="&quot;beforeAll&quot; hook timeout of 30000ms exceeded." type="Error"><![CDATA[ grocery.spec.ts:19:1 ]]></error>
</testcase>
<testcase name="the cart" classname="grocery.spec.ts" time="0"><skipped/></testcase>
</testsuite></testsuites>`;
const PLAYWRIGHT_ASSERTION = `<testsuites><testsuite name="mouse-action.spec.ts" tests="2">
<testcase name="Move to" classname="mouse-action.spec.ts" time="1.2"></testcase>
<testcase name="Up moves a card" classname="mouse-action.spec.ts" time="2.1">
<failure message="mouse-action.spec.ts:30:3 Up moves a card" type="FAILURE"><![CDATA[Error: expect(received).toEqual(expected)]]></failure>
</testcase></testsuite></testsuites>`;
const PYTEST_SETUP_ERROR = `<?xml version="1.0" encoding="utf-8"?><testsuites><testsuite name="pytest" errors="1" tests="1">
<testcase classname="tests.test_grocery" name="test_search" time="5.0"><error message="failed on setup with &quot;TimeoutException: Message: &#10;Stacktrace:&quot;">trace</error></testcase>
</testsuite></testsuites>`;

function run(mode: Run['mode'], xml: string): Run {
  const report = path.join(dir, `${mode}-${Math.random().toString(36).slice(2)}.xml`);
  fs.writeFileSync(report, xml);
  return { tool: 'playwright', mode, exercise: 'grocery', report, exitCode: 1, seconds: 1, cases: readJunit(report) };
}

describe('the starter kits’ verdict', () => {
  it('reads what a failure said, from Playwright’s and pytest’s reports', () => {
    expect(readJunit(run('bug', PLAYWRIGHT_HOOK_TIMEOUT).report)[0]).toMatchObject({ outcome: 'failed', message: '"beforeAll" hook timeout of 30000ms exceeded.' });
    expect(readJunit(run('bug', PYTEST_SETUP_ERROR).report)[0].message).toBe('failed on setup with "TimeoutException: Message: \nStacktrace:"');
  });

  it('a kit that failed before its first test in bug mode caught nothing: it did not start', () => {
    expect(checkOutcomes([run('bug', PLAYWRIGHT_HOOK_TIMEOUT)], dir)).toEqual([
      'playwright grocery (bug mode on): the kit did not start (first failure: "beforeAll" hook timeout of 30000ms exceeded.)',
    ]);
    expect(checkOutcomes([run('bug', PYTEST_SETUP_ERROR)], dir)[0]).toMatch(/did not start/);
  });

  it('a failing assertion in bug mode is a catch', () => {
    expect(checkOutcomes([run('bug', PLAYWRIGHT_ASSERTION)], dir)).toEqual([]);
  });

  it('a failure with bug mode off names the tests and what the first one said', () => {
    expect(checkOutcomes([run('clean', PLAYWRIGHT_HOOK_TIMEOUT)], dir)).toEqual([
      'playwright grocery (bug mode off): every test must pass; failed or skipped: search shows the matching products; the cart (first failure: "beforeAll" hook timeout of 30000ms exceeded.)',
    ]);
  });
});
