import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import { GET as exportCsv } from '@/app/api/trainer/progress/export/route';
import { GET as readTable } from '@/app/api/trainer/progress/route';
import { readAttention } from '@/lib/admin/attention';
import { listContactMessages } from '@/lib/admin/contact-messages';
import { readKeyFigures } from '@/lib/admin/dashboard';
import { INACTIVE_DAYS, readLearningFigures } from '@/lib/admin/learning-figures';
import { readWeeklyLearning } from '@/lib/admin/learning-weeks';
import { readProgressDistribution } from '@/lib/admin/progress-distribution';
import { weekStartOf } from '@/lib/admin/week-buckets';
import { issueEarnedCertificates } from '@/lib/certificates/issue';
import { certificates, contactMessages, enrollments, practiceDefectCredits, practiceDefectReports, progressEvents, reviews, topicProgress } from '@/lib/db/schema';
import { recordMetChallenges } from '@/lib/practice/challenges/met-store';
import { call } from '@/tests/helpers/http';
import { makeCourse, setRule, tick } from '@/tests/helpers/progress';
import { setupFreshDatabase } from '@/tests/helpers/test-db';
import { createLoggedInUser, type TestUser } from '@/tests/helpers/users';

// docs/product.md#admin-dashboard: a known class, seeded through the progress API where a learner acts and straight
// into the database where only time must pass; every figure of the admin home is checked against it, and the figures
// the class view can list are checked to be the length of the list their tile opens.

const getDb = setupFreshDatabase();
const DAY_MS = 24 * 60 * 60 * 1000;
let admin: TestUser;
let rules: { courseId: number; chunkIds: number[] };
let open: { courseId: number; chunkIds: number[] };
const learner: Record<'ann' | 'bob' | 'cy' | 'dee', TestUser> = {} as never;

/** Moves everything the learner did back in time, as if done `days` ago. */
async function agedBy(user: TestUser, days: number) {
  const at = new Date(Date.now() - days * DAY_MS);
  await getDb().update(progressEvents).set({ at }).where(eq(progressEvents.userId, user.id));
  await getDb().update(topicProgress).set({ doneAt: at }).where(eq(topicProgress.userId, user.id));
}

beforeAll(async () => {
  admin = await createLoggedInUser({ role: 'admin', username: 'Head Trainer' });
  rules = await makeCourse(getDb(), 'Manual Testing', 2);
  open = await makeCourse(getDb(), 'Open Course', 1);
  await setRule(getDb(), rules.courseId, { allTopics: true });
  learner.ann = await createLoggedInUser({ username: 'Ann Active', payStatus: 'yes' });
  learner.bob = await createLoggedInUser({ username: 'Bob Stuck' });
  learner.cy = await createLoggedInUser({ username: 'Cy Never', emailVerified: false });
  learner.dee = await createLoggedInUser({ username: 'Dee Hunter' });
  // Ann finishes the ruled course today and earns its certificate.
  for (const chunk of rules.chunkIds) expect((await tick(learner.ann, chunk)).status).toBe(200);
  await issueEarnedCertificates(learner.ann.id);
  // Bob read one topic 20 days ago and nothing since: stuck. Cy never started.
  expect((await tick(learner.bob, rules.chunkIds[0])).status).toBe(200);
  await agedBy(learner.bob, 20);
  // Dee met three challenges and had one defect credited today.
  await recordMetChallenges(learner.dee.id, 'book-list', ['BKL-C01', 'BKL-C02', 'BKL-C03']);
  const [report] = await getDb()
    .insert(practiceDefectReports)
    .values({ userId: learner.dee.id, exercise: 'book-list', title: 't', steps: 's', expected: 'e', actual: 'a', severity: 'major', area: 'ui', via: 'session', verdict: 'credited', autoVerdict: 'credited', defectId: 'BKL-01', feedback: 'f' })
    .returning({ id: practiceDefectReports.id });
  await getDb().insert(practiceDefectCredits).values({ userId: learner.dee.id, defectId: 'BKL-01', exercise: 'book-list', reportId: report.id });
  // An admin's own activity is not a learner's.
  expect((await tick(admin, open.chunkIds[0])).status).toBe(200);
  await getDb().insert(reviews).values({ userId: learner.ann.id, content: 'Clear and practical', status: 'pending' });
  // A published review needs nothing from the trainer.
  await getDb().insert(reviews).values({ userId: learner.ann.id, content: 'Already on the home page' });
  await getDb().insert(contactMessages).values([
    { name: 'New Visitor', phone: '+1555', email: 'new@example.com', message: 'Is there an evening batch?' },
    { name: 'Old Visitor', phone: '+1556', email: 'old@example.com', message: 'Hello', createdAt: new Date(Date.now() - 10 * DAY_MS) },
  ]);
});

const listed = async (query: string) => {
  const result = await call(readTable, { path: `/api/trainer/progress${query}`, cookie: admin.cookie });
  expect(result.status, query).toBe(200);
  return { total: result.json.total as number, names: (result.json.rows as { name: string }[]).map((row) => row.name) };
};

describe('the learning figures', () => {
  it('count active and inactive learners, valid certificates, exercises, defects and challenges of students only', async () => {
    expect(await readLearningFigures()).toEqual({ active: 2, inactive: 2, certificates: 1, exercises: 0, defects: 1, challenges: 3 });
    // Revoking a certificate takes it out of the figure.
    await getDb().update(certificates).set({ revokedAt: new Date() }).where(eq(certificates.userId, learner.ann.id));
    expect((await readLearningFigures()).certificates).toBe(0);
    await getDb().update(certificates).set({ revokedAt: null }).where(eq(certificates.userId, learner.ann.id));
  });

  it('match the class view lists their tiles open', async () => {
    const figures = await readLearningFigures();
    const active = await listed('?active=7');
    expect(active.names).toEqual(['Ann Active', 'Dee Hunter']);
    expect(active.total).toBe(figures.active);
    const inactive = await listed(`?inactive=${INACTIVE_DAYS}`);
    expect(inactive.names).toEqual(['Bob Stuck', 'Cy Never']);
    expect(inactive.total).toBe(figures.inactive);
    // Bob's 20 quiet days are not 30.
    expect((await listed('?inactive=30')).names).toEqual(['Cy Never']);
    const students = await readKeyFigures();
    expect((await listed('')).total).toBe(students.students);
  });
});

describe('the learning charts', () => {
  it('count per week the learners active, topics done, certificates, defects and challenges', async () => {
    const weeks = await readWeeklyLearning(12);
    expect(weeks).toHaveLength(12);
    const thisWeek = weeks.at(-1)!;
    expect(thisWeek.week).toBe(weekStartOf(new Date()));
    expect(thisWeek).toMatchObject({ active: 2, topics: 2, exercises: 0, certificates: 1, defects: 1, challenges: 3 });
    const bobsWeek = weeks.find((week) => week.week === weekStartOf(new Date(Date.now() - 20 * DAY_MS)))!;
    expect(bobsWeek).toMatchObject({ active: 1, topics: 1 });
    expect(weeks.reduce((sum, week) => sum + week.active, 0)).toBe(3);
  });

  it("put each student in their course bar's band, per course", async () => {
    const distribution = await readProgressDistribution();
    expect(distribution).toEqual([
      { courseId: rules.courseId, courseName: 'Manual Testing', learners: 4, bands: { none: 2, started: 0, halfway: 1, complete: 1 } },
      { courseId: open.courseId, courseName: 'Open Course', learners: 4, bands: { none: 4, started: 0, halfway: 0, complete: 0 } },
    ]);
  });
});

describe('needs attention', () => {
  it('names a course without videos while paid students are enrolled, courses without a rule, new contact messages and reviews', async () => {
    // Ann (paid) and Bob (not paid) are enrolled in the ruled course; nobody in the open one.
    await getDb().insert(enrollments).values([learner.ann, learner.bob].map((user) => ({ userId: user.id, courseId: rules.courseId })));
    expect(await readAttention()).toEqual([
      { kind: 'no-videos', courses: [{ courseId: rules.courseId, name: 'Manual Testing', paid: 1 }], href: '/admin/training-video' },
      { kind: 'courses-without-rule', courses: ['Open Course'], href: '/admin/certificates' },
      { kind: 'new-messages', count: 1, href: '/admin/messages?days=7' },
      { kind: 'reviews', count: 1, href: '/admin/reviews?status=pending' },
    ]);
    // The messages item opens the list of the same days.
    expect((await listContactMessages(7)).map((row) => row.name)).toEqual(['New Visitor']);
    expect((await listContactMessages(null)).map((row) => row.name)).toEqual(['New Visitor', 'Old Visitor']);
  });
});

describe('the class view over all courses', () => {
  it('exports the same filtered rows as CSV, over all courses', async () => {
    const result = await call(exportCsv, { path: `/api/trainer/progress/export?inactive=${INACTIVE_DAYS}`, cookie: admin.cookie });
    expect(result.status).toBe(200);
    const [header, ...rows] = parse(String(result.json).replace(/^\ufeff/, '')) as string[][];
    expect(header[3]).toBe('Course');
    expect(rows.map((row) => [row[0], row[3]])).toEqual([
      ['Bob Stuck', 'All courses'],
      ['Cy Never', 'All courses'],
    ]);
  });

  it("shows each course's bar and their mean, filters by batch, and refuses a bad filter", async () => {
    const result = await call(readTable, { path: '/api/trainer/progress?sort=progress&dir=desc', cookie: admin.cookie });
    expect(result.json.course).toBeNull();
    const ann = result.json.rows[0];
    expect(ann).toMatchObject({ name: 'Ann Active', progress: 50, topicsDone: 2, topicsTotal: 3, certificate: { status: 'issued' } });
    expect(ann.courses).toEqual([
      { courseId: rules.courseId, percent: 100 },
      { courseId: open.courseId, percent: 0 },
    ]);
    const month = new Date().toISOString().slice(0, 7);
    expect(result.json.batches).toEqual([month]);
    expect((await listed(`?joined=${month}`)).total).toBe(4);
    expect((await listed('?joined=2001-01')).total).toBe(0);
    for (const [query, field] of [
      ['?inactive=0', 'inactive'],
      ['?inactive=many', 'inactive'],
      ['?active=400', 'active'],
      ['?joined=2026-13', 'joined'],
    ]) {
      const bad = await call(readTable, { path: `/api/trainer/progress${query}`, cookie: admin.cookie });
      expect(bad.status, query).toBe(400);
      expect(Object.keys(bad.json.errors), query).toContain(field);
    }
    expect((await call(readTable, { path: '/api/trainer/progress?inactive=14', cookie: learner.bob.cookie })).status).toBe(403);
    expect((await call(exportCsv, { path: '/api/trainer/progress/export?inactive=14', cookie: learner.bob.cookie })).status).toBe(403);
    expect((await call(readTable, { path: '/api/trainer/progress?inactive=14' })).status).toBe(401);
  });
});
