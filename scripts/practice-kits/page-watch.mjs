// A suite that cheats (scripts/practice-kits/score-runs.ts, docs/architecture.md#suite-score): it never drives the
// exercise, it only loads the exercise page as the learner and fails whenever the page differs in any way from the
// copy it kept before the run. A scoring run must credit it with nothing: it fails in rounds whose defect shows in the
// served page, but a kill needs the learner's traffic to reach the defect, and loading the page is not reaching it.
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
// What differed, kept beside the copy for whoever reads why a round failed.
if (!same) fs.writeFileSync(`${WATCH_BASELINE}.differs.html`, page);
const failure = same ? '' : '<failure message="the page differs from the copy kept before the run"/>';
fs.writeFileSync('report.xml', `<?xml version="1.0"?><testsuites><testsuite name="page"><testcase classname="page" name="the page is as before">${failure}</testcase></testsuite></testsuites>`);
process.exitCode = same ? 0 : 1;
