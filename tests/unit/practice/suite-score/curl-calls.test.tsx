import { readFileSync } from 'node:fs';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ScoreSuiteBody } from '@/components/practice/score-suite-section';
import { HOSTED_EXERCISES } from '@/lib/practice/registry';
import { scoreCalls, scoreCallsMarkdown, SUITE_EXAMPLES } from '@/lib/practice/suite-score/curl-calls';
import { SUITE_SCORE_BASE } from '@/lib/practice/suite-score/routes';

// "Score your suite" (issue 40): the four curl calls each exercise's docs page and task sheet print are one text, the
// one CI runs in the kits step (scripts/practice-kits/score-curl.ts runs scoreCalls() itself), and they call the run
// API's own routes: start, next round, report the outcome, read the result.

const unescape = (html: string) => html.replace(/&#x27;/g, "'").replace(/&quot;/g, '"').replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>');

describe('score your suite: the loop in four curl calls', () => {
  it('calls the run API four times: start, next round, outcome, result', () => {
    const calls = scoreCalls('an-exercise');
    const curls = [...calls.matchAll(/curl -sSf (?:-X (\w+) )?"\$QA_ACADEMY_URL([^"]*)"/g)].map(([, method = 'GET', address]) => `${method} ${address}`);
    expect(curls).toEqual([
      `POST ${SUITE_SCORE_BASE}`,
      `POST ${SUITE_SCORE_BASE}/$RUN/rounds/next`,
      `POST ${SUITE_SCORE_BASE}/$RUN/rounds/$ROUND/outcome`,
      `GET ${SUITE_SCORE_BASE}/$RUN`,
    ]);
    expect(calls).toContain(`-d '{"exercise":"an-exercise"}'`);
    // Every call carries the practice token, and the suite writes the JUnit report the outcome sends.
    expect(calls.match(/Authorization: Bearer \$QA_ACADEMY_TOKEN/g)).toHaveLength(4);
    expect(calls).toContain('--rawfile junit report.xml');
    for (const example of SUITE_EXAMPLES) expect(example).toContain('report.xml');
  });

  it.each(HOSTED_EXERCISES)('docs/practice/%s.md prints the loop for its exercise', (exercise) => {
    const doc = readFileSync(path.join(process.cwd(), 'docs/practice', `${exercise}.md`), 'utf8');
    expect(doc.includes(scoreCallsMarkdown(exercise)), `docs/practice/${exercise}.md is out of date: run npm run docs:tool-calls`).toBe(true);
  });

  it('the task sheet prints the same calls', () => {
    const html = unescape(renderToStaticMarkup(<ScoreSuiteBody exercise="an-exercise" />));
    expect(html).toContain(scoreCalls('an-exercise'));
    for (const example of SUITE_EXAMPLES) expect(html).toContain(example);
  });
});
