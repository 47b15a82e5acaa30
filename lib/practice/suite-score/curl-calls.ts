// "Score your suite" (docs/product.md#suite-score): the scoring loop in four curl calls, as each exercise's docs page
// (docs/practice/{exercise}.md, written by `npm run docs:tool-calls`) and its task sheet print it, so any CI runs it.
// CI runs this very text (scripts/practice-kits/score-runs.ts): what a learner copies is what is proved to work.
// Client-safe: plain strings, no server code.

export const SCORE_CALLS_START = '<!-- score-your-suite: generated from lib/practice/suite-score/curl-calls.ts by npm run docs:tool-calls -->';
export const SCORE_CALLS_END = '<!-- score-your-suite: end -->';

/** What the script reads from its environment, and what each is. */
export const SCORE_CALL_VARIABLES: readonly { name: string; what: string }[] = [
  { name: 'QA_ACADEMY_URL', what: "the site's address, no trailing slash" },
  { name: 'QA_ACADEMY_TOKEN', what: 'a practice token of yours (Book List or Employee service page, or POST /api/practice/v1/tokens)' },
  { name: 'SUITE', what: 'your test command; it must write its JUnit XML report to report.xml' },
];

/** A SUITE for each kind of runner, as the section suggests it. */
export const SUITE_EXAMPLES: readonly string[] = [
  "SUITE='PLAYWRIGHT_JUNIT_OUTPUT_NAME=report.xml npx playwright test --reporter=list,junit'",
  "SUITE='python -m pytest --junitxml=report.xml'",
  "SUITE='newman run collection.json -e environment.json --reporters cli,junit --reporter-junit-export report.xml'",
];

/** The loop for one exercise: start a run, then next round, your suite, its outcome, until the run is over; then the result. */
export function scoreCalls(exercise: string): string {
  const api = '"$QA_ACADEMY_URL/api/practice/v1/suite-runs';
  const auth = '-H "Authorization: Bearer $QA_ACADEMY_TOKEN"';
  const json = "-H 'Content-Type: application/json'";
  return [
    `RUN=$(curl -sSf -X POST ${api}" ${auth} ${json} -d '{"exercise":"${exercise}"}' | jq -r .run.id)`,
    'STATUS=open',
    'while [ "$STATUS" = open ]; do',
    `  ROUND=$(curl -sSf -X POST ${api}/$RUN/rounds/next" ${auth} | jq -r .round)`,
    '  rm -f report.xml',
    '  if eval "$SUITE"; then OUTCOME=passed; else OUTCOME=failed; fi',
    "  STATUS=$(jq -n --arg outcome \"$OUTCOME\" --rawfile junit report.xml '{$outcome, $junit}' |",
    `    curl -sSf -X POST ${api}/$RUN/rounds/$ROUND/outcome" ${auth} ${json} --data-binary @- | jq -r .run.status)`,
    'done',
    `curl -sSf ${api}/$RUN" ${auth} | jq .run.result`,
  ].join('\n');
}

/** The docs page's section, markers included. */
export function scoreCallsMarkdown(exercise: string): string {
  return [
    SCORE_CALLS_START,
    '## Score your suite',
    '',
    "A scoring run plays your own suite against this exercise's planted defects, one at a time, like mutation testing: each round switches on one defect (or none) for you alone, your suite runs, and you report passed or failed. A defect counts as killed when your suite failed in its round and your traffic reached it. The loop in four curl calls (bash, curl and jq), for any CI:",
    '',
    ...SCORE_CALL_VARIABLES.map(({ name, what }) => `- \`${name}\`: ${what}`),
    '',
    '```bash',
    scoreCalls(exercise),
    '```',
    '',
    'For example:',
    '',
    '```bash',
    ...SUITE_EXAMPLES,
    '```',
    '',
    'The result lists each defect by its place (1, 2, …) as killed or survived, with the tests that failed in its round, and the score: killed / defects. A suite that fails on the clean build gets no score. The starter kits run the same loop with `npm run score` (Playwright) and `python score.py` (Selenium + pytest, and the zeep + pytest kit of the SOAP service).',
    SCORE_CALLS_END,
  ].join('\n');
}

/** The doc with its section replaced, or appended at the end when it has none yet. */
export function withScoreCalls(doc: string, exercise: string): string {
  const section = scoreCallsMarkdown(exercise);
  const start = doc.indexOf(SCORE_CALLS_START);
  const end = doc.indexOf(SCORE_CALLS_END);
  if (start >= 0 && end > start) return doc.slice(0, start) + section + doc.slice(end + SCORE_CALLS_END.length);
  return `${doc.trimEnd()}\n\n${section}\n`;
}
