import { parse } from 'csv-parse/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import { GET as exportCsv } from '@/app/api/trainer/progress/export/route';
import { GET as readTable } from '@/app/api/trainer/progress/route';
import { courseSchedule, enrollments } from '@/lib/db/schema';
import { call } from '@/tests/helpers/http';
import { makeCourse } from '@/tests/helpers/progress';
import { setupFreshDatabase } from '@/tests/helpers/test-db';
import { createLoggedInUser, type TestUser } from '@/tests/helpers/users';

// The class view's batch filter (docs/product.md#trainers-view): a learner with a schedule batch recorded with their
// enrolment (the home page's Enrol) is in that batch; one without keeps the month they registered.

const getDb = setupFreshDatabase();
let admin: TestUser;
let january: number;
let march: number;

beforeAll(async () => {
  admin = await createLoggedInUser({ role: 'admin', username: 'Head Trainer' });
  const { courseId } = await makeCourse(getDb(), 'Manual Testing', 1);
  const batch = { projectName: 'Manual Testing', courseId, weekdays: 'Mon', demoDate: '2027-01-01', duration: '8 weeks', meetingTime: '7 pm', fee: 299 };
  [january, march] = (
    await getDb()
      .insert(courseSchedule)
      .values([
        { ...batch, projectId: 'QA-301', startDate: '2027-01-10' },
        { ...batch, projectId: 'QA-302', startDate: '2027-03-10' },
      ])
      .returning()
  ).map((row) => row.id);
  for (const [username, scheduleId] of [
    ['Ann January', january],
    ['Ben January', january],
    ['Cat March', march],
    ['Dan Nobatch', null],
  ] as const) {
    const learner = await createLoggedInUser({ username });
    await getDb().insert(enrollments).values({ userId: learner.id, courseId, scheduleId });
  }
});

const table = (query: string) => call(readTable, { path: `/api/trainer/progress${query}`, cookie: admin.cookie });
const names = (result: Awaited<ReturnType<typeof table>>) => (result.json.rows as { name: string }[]).map((row) => row.name);

describe("the class view's batch filter", () => {
  it('offers the schedule batches learners enrolled in, and the months of learners without one', async () => {
    const result = await table('');
    expect(result.json.scheduleBatches).toEqual([
      { scheduleId: january, label: 'QA-301 · Manual Testing · 2027-01-10' },
      { scheduleId: march, label: 'QA-302 · Manual Testing · 2027-03-10' },
    ]);
    expect(result.json.batches).toEqual([new Date().toISOString().slice(0, 7)]);
  });

  it('keeps the learners of the chosen schedule batch, in the table and the CSV alike', async () => {
    expect(names(await table(`?joined=${january}`))).toEqual(['Ann January', 'Ben January']);
    expect(names(await table(`?joined=${march}`))).toEqual(['Cat March']);
    const csv = await call(exportCsv, { path: `/api/trainer/progress/export?joined=${march}`, cookie: admin.cookie });
    expect(csv.status).toBe(200);
    const [, ...rows] = parse(String(csv.json).replace(/^\ufeff/, '')) as string[][];
    expect(rows.map((row) => row[0])).toEqual(['Cat March']);
  });

  it('keeps a month for the learners who chose no batch only', async () => {
    expect(names(await table(`?joined=${new Date().toISOString().slice(0, 7)}`))).toEqual(['Dan Nobatch']);
  });
});
