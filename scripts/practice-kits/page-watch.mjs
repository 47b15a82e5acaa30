// A suite that cheats (scripts/practice-kits/score-runs.ts, docs/architecture.md#suite-score): it never drives the
// exercise, it only loads the exercise page as the learner, as served (its script is not run), and the learner's part of
// it that the page's script asks for (GET /api/practice/v1/page-flags, docs/architecture.md#shared-exercise-pages), and
// reads them two ways. "the page is as before": the page compared with the copy kept before the run, in the form
// ./page-form.mjs writes (what the page shows, not when the server flushed it; script nonces left out). The served page
// is the same for every learner and names no round, so this passes in every round. "the page plants nothing": the
// sealed flags of the page-flags reply unsealed, as the page's own script does (the layout is
// docs/architecture.md#defects-one-at-a-time's, a mask and no secret); it fails whenever a page flag is on, so exactly
// in the rounds of defects the page plants. That is the most a reader of replies can learn, and a scoring run must
// still credit it with nothing: a kill needs the learner's traffic to reach the defect, and reading is not reaching.
//
// node page-watch.mjs: QA_ACADEMY_URL, WATCH_PAGE (the page's path), WATCH_EXERCISE (its exercise's id), WATCH_COOKIE
// (the learner's session) and WATCH_BASELINE (a file: written when absent, compared with when present). Writes
// report.xml (JUnit) in the cwd.
import fs from 'node:fs';
import { formDifference, pageForm } from './page-form.mjs';

const { QA_ACADEMY_URL, WATCH_PAGE, WATCH_EXERCISE, WATCH_COOKIE, WATCH_BASELINE } = process.env;
// The test names score-runs.ts reads in the run's matrix.
const AS_BEFORE = 'the page is as before';
const PLANTS_NOTHING = 'the page plants nothing';

/** Whether a sealed value has any flag on: its second half XOR its first (the nonce) is the flags' bits. */
function anyFlagOn(sealed) {
  const bytes = Buffer.from(sealed, 'base64url');
  const half = bytes.length / 2;
  return bytes.subarray(half).some((byte, index) => (byte ^ bytes[index]) !== 0);
}

const reply = await fetch(new URL(WATCH_PAGE, QA_ACADEMY_URL), { headers: { cookie: WATCH_COOKIE } });
const html = await reply.text();
if (reply.status !== 200) throw new Error(`${WATCH_PAGE} answered ${reply.status}`);
const flagsPath = `/api/practice/v1/page-flags?exercise=${encodeURIComponent(WATCH_EXERCISE ?? '')}`;
const flagsReply = await fetch(new URL(flagsPath, QA_ACADEMY_URL), { headers: { cookie: WATCH_COOKIE } });
if (flagsReply.status !== 200) throw new Error(`${flagsPath} answered ${flagsReply.status}`);
const sealed = (await flagsReply.json()).planted?.sealed;
if (typeof sealed !== 'string') throw new Error(`${flagsPath} carries no sealed page flags`);
const page = pageForm(html);
if (!fs.existsSync(WATCH_BASELINE)) fs.writeFileSync(WATCH_BASELINE, page);
const difference = formDifference(fs.readFileSync(WATCH_BASELINE, 'utf8'), page);
const same = difference === null;
// What differed, kept beside the copy for whoever reads why a round failed.
if (!same) {
  fs.writeFileSync(`${WATCH_BASELINE}.differs`, page);
  console.log(`the page differs from the copy: ${difference}`);
}
const planted = anyFlagOn(sealed);

const testcase = (name, failure) => `<testcase classname="page" name="${name}">${failure ? `<failure message="${failure}"/>` : ''}</testcase>`;
fs.writeFileSync(
  'report.xml',
  `<?xml version="1.0"?><testsuites><testsuite name="page">${testcase(AS_BEFORE, !same && 'the page differs from the copy kept before the run')}${testcase(
    PLANTS_NOTHING,
    planted && 'the sealed page flags have one on',
  )}</testsuite></testsuites>`,
);
process.exitCode = same && !planted ? 0 : 1;
