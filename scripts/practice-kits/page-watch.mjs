// A suite that cheats (scripts/practice-kits/score-runs.ts, docs/architecture.md#suite-score): it never drives the
// exercise, it only loads the exercise page as the learner and fails whenever the page differs in any way from the
// copy it kept before the run. A scoring run must credit it with nothing: what makes a page defective reaches it in
// the same shape every round, and a kill needs the learner's traffic to reach the defect.
//
// node page-watch.mjs: QA_ACADEMY_URL, WATCH_PAGE (the page's path), WATCH_COOKIE (the learner's session) and
// WATCH_BASELINE (a file: written when absent, compared with when present). Writes report.xml (JUnit) in the cwd.
import fs from 'node:fs';

const { QA_ACADEMY_URL, WATCH_PAGE, WATCH_COOKIE, WATCH_BASELINE } = process.env;

/** The page as served, without what differs on every load whatever the build: script nonces. */
const normalised = (html) => html.replace(/\snonce="[^"]*"/g, '');

const reply = await fetch(new URL(WATCH_PAGE, QA_ACADEMY_URL), { headers: { cookie: WATCH_COOKIE } });
const page = normalised(await reply.text());
if (reply.status !== 200) throw new Error(`${WATCH_PAGE} answered ${reply.status}`);
if (!fs.existsSync(WATCH_BASELINE)) fs.writeFileSync(WATCH_BASELINE, page);
const same = page === fs.readFileSync(WATCH_BASELINE, 'utf8');
const failure = same ? '' : '<failure message="the page differs from the copy kept before the run"/>';
fs.writeFileSync('report.xml', `<?xml version="1.0"?><testsuites><testsuite name="page"><testcase classname="page" name="the page is as before">${failure}</testcase></testsuite></testsuites>`);
process.exitCode = same ? 0 : 1;
