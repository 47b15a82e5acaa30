import { renderToStaticMarkup } from 'react-dom/server';
import type { ReactElement } from 'react';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import CertificateVerificationPage from '@/app/(public)/certificates/[code]/page';
import { GET as downloadPdf } from '@/app/api/certificates/[code]/pdf/route';
import { PUT as saveRule } from '@/app/api/trainer/certificate-rules/[courseId]/route';
import { GET as readTable } from '@/app/api/trainer/progress/route';
import { certificates } from '@/lib/db/schema';
import { HOSTED_EXERCISES } from '@/lib/practice/registry';
import { defectsOf } from '@/lib/practice/server-registry';
import { classDefectKills } from '@/lib/practice/suite-score/class-kills';
import { suiteStandingOf } from '@/lib/practice/suite-score/standing';
import { CERTIFICATE_MSG } from '@/lib/messages';
import { call } from '@/tests/helpers/http';
import { readPdf } from '@/tests/helpers/pdf-reading';
import { makeCourse, renderPage, setRule, summaryOf } from '@/tests/helpers/progress';
import { seedSuiteRun } from '@/tests/helpers/suite-runs';
import { setupFreshDatabase } from '@/tests/helpers/test-db';
import { createLoggedInUser, type TestUser } from '@/tests/helpers/users';

// Issue 40, item 6 (docs/product.md#suite-score): where the suite score shows. The learner's best score per exercise
// and last run's matrix, the trainer's per-learner scores and per-defect kill counts, and the certificate rule
// "suite score ≥ X % on N exercises", all from stored finished runs: a run with no score, or not finished, never counts,
// and one learner's runs never show for another.

vi.mock('next/server', async (importOriginal) => ({ ...(await importOriginal<object>()), connection: async () => undefined }));

const getDb = setupFreshDatabase();
const [first, second] = HOSTED_EXERCISES.filter((id) => defectsOf(id).length >= 6);
const total = (exercise: typeof first) => defectsOf(exercise).length;
const range = (n: number) => Array.from({ length: n }, (_, i) => i + 1);
const pct = (killed: number, exercise: typeof first) => Math.floor((killed / total(exercise)) * 100 + 1e-9);

let admin: TestUser;
let ann: TestUser;
let bob: TestUser;
let cy: TestUser;

beforeAll(async () => {
  admin = await createLoggedInUser({ role: 'admin' });
  [ann, bob, cy] = [await createLoggedInUser({ username: 'Ann Archer' }), await createLoggedInUser({ username: 'Bob Baker' }), await createLoggedInUser({ username: 'Cy Cell' })];
  const at = (minutes: number) => new Date(Date.now() - minutes * 60_000);
  // Ann: two finished runs of the first exercise (2, then all killed), then a later one that failed on the clean build.
  await seedSuiteRun(getDb(), ann.id, first, { killed: [1, 2], endedAt: at(30) });
  await seedSuiteRun(getDb(), ann.id, first, { killed: range(total(first)), endedAt: at(20) });
  await seedSuiteRun(getDb(), ann.id, first, { killed: [1], failsClean: true, endedAt: at(10) });
  // Ann's last finished run is this one, of the second exercise: defect 2 killed, the rest survived.
  await seedSuiteRun(getDb(), ann.id, second, { killed: [2], endedAt: at(5) });
  // Bob: one suite killing defect 1 of the first exercise; an abandoned run that would have killed everything.
  await seedSuiteRun(getDb(), bob.id, first, { killed: [1], endedAt: at(15) });
  await seedSuiteRun(getDb(), bob.id, first, { killed: range(total(first)), status: 'abandoned', endedAt: at(1) });
  // The admin's own run is not a learner's suite.
  await seedSuiteRun(getDb(), admin.id, first, { killed: range(total(first)) });
});

describe('the learner\'s suite scores', () => {
  it('best score per exercise from finished scored runs, and the last finished run with its matrix', async () => {
    const standing = await suiteStandingOf(ann.id);
    expect(standing.best).toEqual([
      { exercise: first, name: expect.any(String), percent: 100 },
      { exercise: second, name: expect.any(String), percent: pct(1, second) },
    ].sort((a, b) => HOSTED_EXERCISES.indexOf(a.exercise) - HOSTED_EXERCISES.indexOf(b.exercise)));
    expect(standing.last).toMatchObject({ exercise: second, status: 'finished', result: { killed: 1, defects: total(second), failsClean: false } });
    const matrix = standing.last!.result!.matrix;
    expect(matrix.map((entry) => entry.killed)).toEqual(range(total(second)).map((n) => n === 2));
    expect(matrix[1].failedTests).toEqual(['suite › catches 2']);
    // The matrix numbers defects; it never names them by id.
    for (const defect of defectsOf(second)) expect(JSON.stringify(standing.last)).not.toContain(defect.id);
  });

  it('counts no abandoned run and no other learner\'s runs, and is empty before any run', async () => {
    expect((await suiteStandingOf(bob.id)).best).toEqual([{ exercise: first, name: expect.any(String), percent: pct(1, first) }]);
    expect((await suiteStandingOf(bob.id)).last).toMatchObject({ exercise: first, result: { killed: 1 } });
    expect(await suiteStandingOf(cy.id)).toMatchObject({ best: [], last: null });
  });

  it('a run with no score is the last run shown, and still never the best', async () => {
    const dee = await createLoggedInUser();
    await seedSuiteRun(getDb(), dee.id, first, { killed: [1, 2, 3], failsClean: true });
    const standing = await suiteStandingOf(dee.id);
    expect(standing.best).toEqual([]);
    expect(standing.last?.result).toMatchObject({ score: null, failsClean: true });
  });
});

describe('the trainer\'s view', () => {
  it('per defect, how many of the class\'s latest scored suites kill it; admins and unscored runs left out', async () => {
    const kills = await classDefectKills();
    const one = kills.find((entry) => entry.exercise === first)!;
    // Ann's latest scored suite kills all; Bob's kills defect 1 (his abandoned run does not count); Dee's has no score.
    expect(one.suites).toBe(2);
    expect(one.defects.map((entry) => entry.kills)).toEqual(range(total(first)).map((n) => (n === 1 ? 2 : 1)));
    expect(one.defects[0].summary).toBe(defectsOf(first)[0].summary);
    const two = kills.find((entry) => entry.exercise === second)!;
    expect(two.suites).toBe(1);
    expect(two.defects.filter((entry) => entry.kills === 0)).toHaveLength(total(second) - 1);
  });

  it('each learner\'s row lists their own best scores only', async () => {
    const result = await call(readTable, { path: '/api/trainer/progress', cookie: admin.cookie });
    expect(result.status).toBe(200);
    const row = (name: string) => result.json.rows.find((entry: { name: string }) => entry.name === name);
    expect(row('Ann Archer').suiteScores.map((entry: { percent: number }) => entry.percent)).toEqual(
      HOSTED_EXERCISES.filter((id) => id === first || id === second).map((id) => (id === first ? 100 : pct(1, second))),
    );
    expect(row('Bob Baker').suiteScores).toEqual([{ exercise: first, name: expect.any(String), percent: pct(1, first) }]);
    expect(row('Cy Cell').suiteScores).toEqual([]);
  });
});

describe('the certificate rule "suite score ≥ X % on N exercises"', () => {
  const put = (courseId: number, body: unknown) =>
    call(saveRule, { method: 'PUT', path: `/api/trainer/certificate-rules/${courseId}`, cookie: admin.cookie, params: { courseId: String(courseId) }, body });

  it('is refused unless both figures come, each in range', async () => {
    const { courseId } = await makeCourse(getDb(), 'Rule Checks', 1);
    const half = await put(courseId, { suitePercent: 80 });
    expect(half.status).toBe(400);
    expect(JSON.stringify(half.json)).toContain(CERTIFICATE_MSG.suitePair);
    const over = await put(courseId, { suitePercent: 101, suiteExercises: 1 });
    expect(over.status).toBe(400);
    expect(JSON.stringify(over.json)).toContain(CERTIFICATE_MSG.suitePercent);
    expect((await put(courseId, { suitePercent: 80, suiteExercises: 2 })).status).toBe(200);
  });

  it('is met from stored finished runs only, and the certificate prints what it required and what was met', async () => {
    const { courseId } = await makeCourse(getDb(), 'Automation Suites', 1);
    await setRule(getDb(), courseId, { suitePercent: 50, suiteExercises: 2 });
    const suite = (summary: Awaited<ReturnType<typeof summaryOf>>) => summary.courses.find((course) => course.courseId === courseId)!.requirements[0];
    // Bob: one exercise far below; Ann: the first at 100 %, the second below 50 %.
    expect(suite(await summaryOf(bob))).toMatchObject({ kind: 'suite', need: 2, have: 0, met: false, percent: 50 });
    expect(suite(await summaryOf(ann))).toMatchObject({ kind: 'suite', need: 2, have: 1, met: false });
    // A run of the second exercise that would reach 100 % but failed on the clean build does not count.
    await seedSuiteRun(getDb(), ann.id, second, { killed: range(total(second)), failsClean: true });
    expect(suite(await summaryOf(ann))).toMatchObject({ have: 1, met: false });
    expect(await getDb().select().from(certificates).where(eq(certificates.userId, ann.id))).toEqual([]);
    // A scored one does: the rule is met and the certificate issued.
    await seedSuiteRun(getDb(), ann.id, second, { killed: range(Math.ceil(total(second) / 2)) });
    expect(suite(await summaryOf(ann))).toMatchObject({ have: 2, met: true });
    const [held] = await getDb().select().from(certificates).where(eq(certificates.userId, ann.id));
    expect(held.evidence).toEqual({ selfAttestedOnly: false, requirements: [{ kind: 'suite', need: 2, have: 2, percent: 50 }] });

    const line = "Suite score: 50% or more required on 2 exercises, met on 2, scored by the server from the learner's finished runs";
    const page = await renderPage(() => CertificateVerificationPage({ params: Promise.resolve({ code: held.code }) }));
    expect(renderToStaticMarkup(page.element as ReactElement).replace(/&#x27;/g, "'")).toContain(line);
    const response = await downloadPdf(
      new Request(`http://localhost:3000/api/certificates/${held.code}/pdf`, { headers: { cookie: ann.cookie, 'x-qa-peer-ip': '203.0.113.9' } }),
      { params: Promise.resolve({ code: held.code }) },
    );
    expect((await readPdf(new Uint8Array(await response.arrayBuffer()))).text.replace(/\s+/g, ' ')).toContain(line);
  });
});
