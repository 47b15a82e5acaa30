import { describe, expect, it } from 'vitest';
import { DELETE as deleteRow, GET as listRows, POST as addRow } from '@/app/api/schedule/route';
import { SCHEDULE_MSG } from '@/lib/messages';
import { call } from '../helpers/http';
import { setupFreshDatabase } from '../helpers/test-db';
import { createLoggedInUser } from '../helpers/users';

setupFreshDatabase();

const row = {
  Project_id: 'QA-900',
  'Project Name': 'API Testing Bootcamp',
  'Start Date': '2027-03-01',
  Weekdays: 'Tue, Thu',
  'Demo Date': '2027-02-20T18:00:00.000Z',
  Duration: '8 weeks',
  'Meeting Time': '7:00 PM - 9:00 PM EST',
  Fee: 399,
};

describe('POST/DELETE /api/schedule', () => {
  it('lets an admin add a row (demo date trimmed) and delete it', async () => {
    const admin = await createLoggedInUser({ role: 'admin' });
    const added = await call(addRow, { cookie: admin.cookie, body: row });
    expect(added.status).toBe(200);
    const listed = await call(listRows);
    expect(listed.json.data).toContainEqual({ ...row, id: added.json.id, 'Demo Date': '2027-02-20' });
    const removed = await call(deleteRow, { method: 'DELETE', cookie: admin.cookie, body: { course_id: added.json.id } });
    expect(removed.status).toBe(200);
    expect((await call(listRows)).json.data).toEqual([]);
    expect((await call(deleteRow, { method: 'DELETE', cookie: admin.cookie, body: { course_id: added.json.id } })).status).toBe(404);
  });

  it('shows every field’s message when the form is empty', async () => {
    const admin = await createLoggedInUser({ role: 'admin' });
    const result = await call(addRow, { cookie: admin.cookie, body: {} });
    expect(result.status).toBe(400);
    expect(result.json.errors).toEqual({
      Project_id: SCHEDULE_MSG.courseId,
      'Project Name': SCHEDULE_MSG.courseName,
      'Start Date': SCHEDULE_MSG.startDate,
      Weekdays: SCHEDULE_MSG.weekdays,
      'Demo Date': SCHEDULE_MSG.demoDate,
      Duration: SCHEDULE_MSG.duration,
      'Meeting Time': SCHEDULE_MSG.time,
      Fee: SCHEDULE_MSG.fee,
    });
    const badDate = await call(addRow, { cookie: admin.cookie, body: { ...row, 'Start Date': 'next week', Fee: 'ten' } });
    expect(badDate.json.errors).toEqual({ 'Start Date': SCHEDULE_MSG.dateFormat, Fee: SCHEDULE_MSG.feeNumber });
  });

  it('refuses students (403) and anonymous callers (401)', async () => {
    const student = await createLoggedInUser();
    expect((await call(addRow, { cookie: student.cookie, body: row })).status).toBe(403);
    expect((await call(addRow, { body: row })).status).toBe(401);
    expect((await call(deleteRow, { method: 'DELETE', cookie: student.cookie, body: { course_id: 1 } })).status).toBe(403);
    expect((await call(deleteRow, { method: 'DELETE', body: { course_id: 1 } })).status).toBe(401);
    // Neither refused call changed anything.
    expect((await call(listRows)).json.data).toEqual([]);
  });
});
