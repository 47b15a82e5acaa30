import { describe, expect, it } from 'vitest';
import { SUITE_SCORE_FIGURES } from '@/lib/practice/suite-score/figures';
import { failedTestsOf } from '@/lib/practice/suite-score/junit';
import { planRounds } from '@/lib/practice/suite-score/plan';
import { resultOf, type RoundFacts } from '@/lib/practice/suite-score/result';

// docs/architecture.md#suite-score: the pure parts of a run: its plan, the failed tests read from JUnit XML, the result.

const DEFECTS = ['A-01', 'A-02', 'A-03', 'A-04', 'A-05', 'A-06'];

describe('a run plan', () => {
  it('holds every defect once and the clean rounds, in orders that differ', () => {
    const orders = new Set<string>();
    for (let i = 0; i < 20; i++) {
      const plan = planRounds(DEFECTS);
      expect([...plan].sort()).toEqual([...DEFECTS, ...Array.from({ length: SUITE_SCORE_FIGURES.cleanRounds }, () => null)].sort());
      orders.add(JSON.stringify(plan));
    }
    expect(orders.size).toBeGreaterThan(1);
  });
});

describe('failed tests from JUnit XML', () => {
  it('names the test cases with a failure or an error, with their class', () => {
    const xml = `<?xml version="1.0"?><testsuites><testsuite name="api"><testcase classname="books" name="creates"/>
      <testcase classname="books" name="pages"><failure message="x">stack</failure></testcase>
      <testcase name="reviews"><error/></testcase><testcase name="skipped"><skipped/></testcase></testsuite></testsuites>`;
    expect(failedTestsOf(xml)).toEqual(['books › pages', 'reviews']);
  });

  it('reads a single suite without testsuites, and answers null for text that is not XML', () => {
    expect(failedTestsOf('<testsuite><testcase name="one"><failure/></testcase></testsuite>')).toEqual(['one']);
    expect(failedTestsOf('<testsuite><testcase name="one">')).toBeNull();
    expect(failedTestsOf('not xml at all')).toBeNull();
  });

  it('does not expand entities', () => {
    const xml = '<!DOCTYPE t [<!ENTITY a "aaaaaaaaaa">]><testsuite><testcase name="&a;&a;"><failure/></testcase></testsuite>';
    const names = failedTestsOf(xml);
    expect(names === null || names.every((name) => !name.includes('aaaaaaaaaa'))).toBe(true);
  });
});

const round = (n: number, defectId: string | null, outcome: string, reached = false): RoundFacts => ({ n, defectId, outcome, reachedAt: reached ? new Date() : null, failedTests: [] });

describe('a result', () => {
  it('kills a defect only when its round failed and reached it', () => {
    const result = resultOf([round(1, null, 'passed'), round(2, 'A-01', 'failed', true), round(3, 'A-02', 'failed'), round(4, 'A-03', 'passed', true), round(5, null, 'passed')], ['A-01', 'A-02', 'A-03']);
    expect(result).toMatchObject({ score: 1 / 3, killed: 1, defects: 3, failsClean: false, flaky: false });
    expect(result.matrix.map((entry) => entry.killed)).toEqual([true, false, false]);
  });

  it('gives no score when a clean round failed, and calls disagreeing clean rounds flaky', () => {
    expect(resultOf([round(1, null, 'failed'), round(2, 'A-01', 'failed', true), round(3, null, 'failed')], ['A-01'])).toMatchObject({ score: null, failsClean: true, flaky: false });
    expect(resultOf([round(1, null, 'passed'), round(2, 'A-01', 'failed', true), round(3, null, 'failed')], ['A-01'])).toMatchObject({ score: null, failsClean: true, flaky: true });
  });
});
