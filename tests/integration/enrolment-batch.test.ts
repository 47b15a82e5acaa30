import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { POST as enrol } from '@/app/api/enrolments/route';
import { POST as register } from '@/app/api/auth/register/route';
import { courseSchedule, enrollments, users } from '@/lib/db/schema';
import { ENROLMENT_MSG } from '@/lib/messages';
import { insertCourses } from '../helpers/catalog';
import { call } from '../helpers/http';
import { setupSmtpSink } from '../helpers/mail';
import { DECLINED, cardBody, payAs, paymentReads } from '../helpers/payment-calls';
import { setupFreshDatabase } from '../helpers/test-db';
import { createLoggedInUser } from '../helpers/users';

// A schedule row's Enrol (docs/product.md#registration, docs/product.md#payment): the batch id the browser sends is
// checked on the server and recorded with the learner's enrolment in the batch's course; the charge stays $10.

const getDb = setupFreshDatabase();
setupSmtpSink();
const { paymentRows } = paymentReads(getDb);
let manual: number;
let automation: number;
let batch: number;
let laterBatch: number;
let orphanBatch: number;
const MISSING_BATCH = 999_999;

const row = (overrides: Partial<typeof courseSchedule.$inferInsert>) => ({
  projectId: 'QA-101',
  projectName: 'Manual Testing',
  startDate: '2027-01-06',
  weekdays: 'Mon, Wed',
  demoDate: '2027-01-04',
  duration: '8 weeks',
  meetingTime: '7 pm',
  fee: 299,
  ...overrides,
});

beforeAll(async () => {
  [manual, automation] = (await insertCourses(getDb())).map((course) => course.id);
  const rows = await getDb()
    .insert(courseSchedule)
    .values([row({ courseId: manual }), row({ projectId: 'QA-102', startDate: '2027-03-01', courseId: manual }), row({ projectId: 'OLD-1', courseId: null })])
    .returning();
  [batch, laterBatch, orphanBatch] = rows.map((item) => item.id);
});

let ipCounter = 0;
const freshIp = () => `198.18.7.${++ipCounter}`;
const registration = (overrides: Record<string, unknown> = {}) => ({
  username: 'Grace Hopper',
  email: `grace${Math.random().toString(36).slice(2, 8)}@example.com`,
  phone: '+15551234567',
  password: 'Compiler-1952',
  selectedCourses: [automation],
  ...overrides,
});
const enrolmentsOf = (userId: string) => getDb().select().from(enrollments).where(eq(enrollments.userId, userId));
const userByEmail = async (email: string) => (await getDb().select().from(users).where(eq(users.email, email)))[0];

describe('registering from a schedule row', () => {
  it("enrols the batch's course with the batch recorded, beside the other ticked courses", async () => {
    const body = registration({ scheduleId: batch });
    const result = await call(register, { body, ip: freshIp() });
    expect(result.status).toBe(200);
    const rows = await enrolmentsOf((await userByEmail(body.email)).id);
    expect(rows.map(({ courseId, scheduleId }) => ({ courseId, scheduleId })).sort((a, b) => a.courseId - b.courseId)).toEqual(
      [{ courseId: manual, scheduleId: batch }, { courseId: automation, scheduleId: null }].sort((a, b) => a.courseId - b.courseId),
    );
  });

  it('refuses a batch the schedule does not have with a clear 404, and creates no account', async () => {
    const body = registration({ scheduleId: MISSING_BATCH });
    const result = await call(register, { body, ip: freshIp() });
    expect(result.status).toBe(404);
    expect(result.json.message).toBe(ENROLMENT_MSG.batchNotFound);
    expect(await userByEmail(body.email)).toBeUndefined();
  });

  it('refuses a batch that names no catalogue course, and a batch id that is not a number', async () => {
    const orphan = await call(register, { body: registration({ scheduleId: orphanBatch }), ip: freshIp() });
    expect(orphan.status).toBe(400);
    expect(orphan.json.message).toBe(ENROLMENT_MSG.batchWithoutCourse);
    const word = await call(register, { body: registration({ scheduleId: 'QA-101' }), ip: freshIp() });
    expect(word.status).toBe(400);
    expect(word.json.errors.scheduleId).toBe(ENROLMENT_MSG.batchInvalid);
  });
});

describe('paying for a batch', () => {
  it('charges the same $10 and records the batch with the enrolment', async () => {
    const student = await createLoggedInUser({ payStatus: 'no' });
    const result = await payAs(student, cardBody(student, { scheduleId: batch }));
    expect(result.status).toBe(200);
    expect((await paymentRows(student.id)).map((payment) => payment.amountCents)).toEqual([1000]);
    expect((await enrolmentsOf(student.id)).map(({ courseId, scheduleId }) => ({ courseId, scheduleId }))).toEqual([{ courseId: manual, scheduleId: batch }]);
  });

  it('refuses a missing batch before charging anything, and records no batch on a declined card', async () => {
    const student = await createLoggedInUser({ payStatus: 'no' });
    const missing = await payAs(student, cardBody(student, { scheduleId: MISSING_BATCH }));
    expect(missing.status).toBe(404);
    expect(missing.json.message).toBe(ENROLMENT_MSG.batchNotFound);
    expect(await paymentRows(student.id)).toEqual([]);
    const declined = await payAs(student, cardBody(student, { scheduleId: batch, cardNumber: DECLINED }));
    expect(declined.status).toBe(402);
    expect(await enrolmentsOf(student.id)).toEqual([]);
  });
});

describe('POST /api/enrolments', () => {
  const enrolAs = (cookie: string | undefined, body: unknown) => call(enrol, { method: 'POST', path: '/api/enrolments', body, cookie, ip: freshIp() });

  it('refuses a visitor', async () => {
    const result = await enrolAs(undefined, { scheduleId: batch });
    expect(result.status).toBe(401);
  });

  it("enrols the session's learner; a later batch of the same course replaces the first", async () => {
    const student = await createLoggedInUser({ payStatus: 'yes', payMethod: 'card' });
    const first = await enrolAs(student.cookie, { scheduleId: batch });
    expect(first.status).toBe(200);
    expect(first.json).toMatchObject({ success: true, message: ENROLMENT_MSG.enrolled, batch: { scheduleId: batch, courseId: manual, courseName: 'Manual Testing', batchCode: 'QA-101', feeDollars: 299 } });
    expect((await enrolAs(student.cookie, { scheduleId: laterBatch })).status).toBe(200);
    expect((await enrolmentsOf(student.id)).map(({ courseId, scheduleId }) => ({ courseId, scheduleId }))).toEqual([{ courseId: manual, scheduleId: laterBatch }]);
  });

  it('answers 404 for a missing batch and 400 for a bad id, enrolling nothing', async () => {
    const student = await createLoggedInUser();
    const missing = await enrolAs(student.cookie, { scheduleId: MISSING_BATCH });
    expect(missing.status).toBe(404);
    expect(missing.json.message).toBe(ENROLMENT_MSG.batchNotFound);
    expect((await enrolAs(student.cookie, { scheduleId: 0 })).status).toBe(400);
    expect((await enrolAs(student.cookie, {})).status).toBe(400);
    expect(await enrolmentsOf(student.id)).toEqual([]);
  });
});
