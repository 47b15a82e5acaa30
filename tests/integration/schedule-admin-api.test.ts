import { sql } from 'drizzle-orm';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DELETE as deleteRow, GET as listRows, POST as addRow } from '@/app/api/schedule/route';
import { PUT as editRow } from '@/app/api/schedule/[id]/route';
import { courses, courseSchedule } from '@/lib/db/schema';
import { SCHEDULE_MSG } from '@/lib/messages';
import { call } from '../helpers/http';
import { setupFreshDatabase } from '../helpers/test-db';
import { createLoggedInUser } from '../helpers/users';

const getDb = setupFreshDatabase();

async function course(name: string): Promise<number> {
  const [created] = await (await getDb()).insert(courses).values({ name, title: name }).returning({ id: courses.id });
  return created.id;
}

const batch = (catalogueCourseId: number) => ({
  Project_id: 'QA-900',
  catalogue_course_id: catalogueCourseId,
  'Start Date': '2027-03-01',
  Weekdays: 'Tue, Thu',
  'Demo Date': '2027-02-20T18:00:00.000Z',
  Duration: '8 weeks',
  'Meeting Time': '7:00 PM - 9:00 PM EST',
  Fee: 399,
});

const edit = (cookie: string | undefined, id: number | string, body: unknown) => call(editRow, { method: 'PUT', cookie, params: { id: String(id) }, body });

describe('POST/PUT/DELETE /api/schedule', () => {
  it('lets an admin add a batch of a catalogue course (demo date trimmed), edit it, and delete it', async () => {
    const admin = await createLoggedInUser({ role: 'admin' });
    const apiTesting = await course('API Testing Bootcamp');
    const added = await call(addRow, { cookie: admin.cookie, body: batch(apiTesting) });
    expect(added.status).toBe(200);
    const columns = Object.fromEntries(Object.entries(batch(apiTesting)).filter(([key]) => key !== 'catalogue_course_id'));
    expect((await call(listRows)).json.data).toContainEqual({ ...columns, id: added.json.id, 'Project Name': 'API Testing Bootcamp', catalogue_course_id: apiTesting, 'Demo Date': '2027-02-20' });

    // Edited in place with the same fields: another course, another fee; the Course Name follows the course.
    const mobile = await course('Mobile Testing');
    const edited = await edit(admin.cookie, added.json.id, { ...batch(mobile), Fee: 450 });
    expect(edited.status).toBe(200);
    expect((await call(listRows)).json.data).toEqual([
      { ...columns, id: added.json.id, 'Project Name': 'Mobile Testing', catalogue_course_id: mobile, 'Demo Date': '2027-02-20', Fee: 450 },
    ]);

    const removed = await call(deleteRow, { method: 'DELETE', cookie: admin.cookie, body: { course_id: added.json.id } });
    expect(removed.status).toBe(200);
    expect((await call(listRows)).json.data).toEqual([]);
    expect((await call(deleteRow, { method: 'DELETE', cookie: admin.cookie, body: { course_id: added.json.id } })).status).toBe(404);
    expect((await edit(admin.cookie, added.json.id, batch(mobile))).status).toBe(404);
  });

  it('shows every field’s message when the form is empty, and refuses a course outside the catalogue', async () => {
    const admin = await createLoggedInUser({ role: 'admin' });
    const result = await call(addRow, { cookie: admin.cookie, body: {} });
    expect(result.status).toBe(400);
    expect(result.json.errors).toEqual({
      Project_id: SCHEDULE_MSG.courseId,
      catalogue_course_id: SCHEDULE_MSG.courseName,
      'Start Date': SCHEDULE_MSG.startDate,
      Weekdays: SCHEDULE_MSG.weekdays,
      'Demo Date': SCHEDULE_MSG.demoDate,
      Duration: SCHEDULE_MSG.duration,
      'Meeting Time': SCHEDULE_MSG.time,
      Fee: SCHEDULE_MSG.fee,
    });
    const real = await course('Security Testing');
    const badDate = await call(addRow, { cookie: admin.cookie, body: { ...batch(real), 'Start Date': 'next week', Fee: 'ten' } });
    expect(badDate.json.errors).toEqual({ 'Start Date': SCHEDULE_MSG.dateFormat, Fee: SCHEDULE_MSG.feeNumber });
    const unknown = await call(addRow, { cookie: admin.cookie, body: batch(real + 1000) });
    expect(unknown.status).toBe(400);
    expect(unknown.json.errors).toEqual({ catalogue_course_id: SCHEDULE_MSG.courseNotInCatalogue });
    // A free-text name alone no longer makes a batch.
    const freeText = await call(addRow, { cookie: admin.cookie, body: { ...batch(real), catalogue_course_id: undefined, 'Project Name': 'Security Testing' } });
    expect(freeText.json.errors).toEqual({ catalogue_course_id: SCHEDULE_MSG.courseName });
    expect((await call(listRows)).json.data).toEqual([]);
  });

  it('refuses students (403) and anonymous callers (401)', async () => {
    const student = await createLoggedInUser();
    const real = await course('Performance Testing');
    const admin = await createLoggedInUser({ role: 'admin' });
    const { id } = (await call(addRow, { cookie: admin.cookie, body: batch(real) })).json;
    expect((await call(addRow, { cookie: student.cookie, body: batch(real) })).status).toBe(403);
    expect((await call(addRow, { body: batch(real) })).status).toBe(401);
    expect((await edit(student.cookie, id, { ...batch(real), Fee: 1 })).status).toBe(403);
    expect((await edit(undefined, id, { ...batch(real), Fee: 1 })).status).toBe(401);
    expect((await call(deleteRow, { method: 'DELETE', cookie: student.cookie, body: { course_id: id } })).status).toBe(403);
    expect((await call(deleteRow, { method: 'DELETE', body: { course_id: id } })).status).toBe(401);
    // None of the refused calls changed anything.
    expect((await call(listRows)).json.data).toMatchObject([{ id, Fee: 399 }]);
    await call(deleteRow, { method: 'DELETE', cookie: admin.cookie, body: { course_id: id } });
  });

  it('migration 0015 ties each free-text batch to the catalogue course it names, and leaves the others unlinked', async () => {
    const db = await getDb();
    const manual = await course('Manual Testing');
    const automation = await course('Automation Testing');
    await db.insert(courseSchedule).values(
      ['  manual testing ', 'Automation Testing (Selenium with Java)', 'Automation Testing Advanced', 'Chaos Engineering'].map((projectName, index) => ({
        projectId: `OLD-${index}`,
        projectName,
        startDate: '2027-01-01',
        weekdays: 'Mon',
        demoDate: '2026-12-20',
        duration: '4 weeks',
        meetingTime: '7 PM',
        fee: 100,
      })),
    );
    // The migration's own last statement, run on these rows as it ran on the rows of a database it upgraded.
    const migration = readFileSync('lib/db/migrations/0017_cockpit_reviews_schedule.sql', 'utf8').split('--> statement-breakpoint');
    await db.execute(sql.raw(migration[migration.length - 1]));
    const rows = await db.select({ projectId: courseSchedule.projectId, courseId: courseSchedule.courseId, projectName: courseSchedule.projectName }).from(courseSchedule).orderBy(courseSchedule.projectId);
    expect(rows).toEqual([
      { projectId: 'OLD-0', courseId: manual, projectName: '  manual testing ' },
      { projectId: 'OLD-1', courseId: automation, projectName: 'Automation Testing (Selenium with Java)' },
      { projectId: 'OLD-2', courseId: null, projectName: 'Automation Testing Advanced' },
      { projectId: 'OLD-3', courseId: null, projectName: 'Chaos Engineering' },
    ]);
  });
});
