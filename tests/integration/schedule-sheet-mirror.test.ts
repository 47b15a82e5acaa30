import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { DELETE as deleteRow, GET as listRows, POST as addRow } from '@/app/api/schedule/route';
import { getDb } from '@/lib/db/client';
import { courses, courseSchedule, mirrorImports } from '@/lib/db/schema';
import { seedDatabase } from '@/lib/db/seed';
import { resetEnvCache } from '@/lib/env';
import { SHEET_COLUMNS } from '@/lib/schedule/sheet/columns';
import {
  requestScheduleSheetSync,
  resetScheduleSheetMirror,
  scheduleSheetMirrorStatus,
  whenScheduleSheetSettled,
} from '@/lib/schedule/sheet/mirror';
import { call } from '../helpers/http';
import { makeServiceAccountKey, startSheetsStandIn, type SheetsStandIn } from '../helpers/sheets-stand-in';
import { setupFreshDatabase } from '../helpers/test-db';
import { createLoggedInUser } from '../helpers/users';

// The Google Sheet mirror of the course schedule (issue 6.3), against a local stand-in for the Sheets
// values endpoints that checks the service account's signed token like Google does.

setupFreshDatabase();

const { key, publicKey } = makeServiceAccountKey();
let standIn: SheetsStandIn;
const HEADER = [...SHEET_COLUMNS];

function configure(overrides: Record<string, string> = {}) {
  Object.assign(process.env, {
    GOOGLE_SERVICE_ACCOUNT_JSON: JSON.stringify(key),
    GOOGLE_SHEET_ID: standIn.spreadsheetId,
    GOOGLE_SHEET_TAB: 'Schedule',
    GOOGLE_SHEETS_ROOT_URL: standIn.rootUrl,
    GOOGLE_SHEETS_RETRY_MS: '40',
    ...overrides,
  });
  resetEnvCache();
}

function unconfigure() {
  for (const name of ['GOOGLE_SERVICE_ACCOUNT_JSON', 'GOOGLE_SHEET_ID', 'GOOGLE_SHEET_TAB', 'GOOGLE_SHEETS_ROOT_URL', 'GOOGLE_SHEETS_RETRY_MS']) {
    delete process.env[name];
  }
  resetEnvCache();
}

const batch = (id: string, name: string) => ({
  Project_id: id,
  'Project Name': name,
  'Start Date': '2027-04-05',
  Weekdays: 'Mon, Wed',
  'Demo Date': '2027-03-29',
  Duration: '6 weeks',
  'Meeting Time': '6:00 PM - 8:00 PM EST',
  Fee: 349,
});
const asSheetRow = (row: ReturnType<typeof batch>) => HEADER.map((column) => row[column]);

/** The batch as the admin's form sends it: its course picked from the catalogue (added to it here). */
async function posted(id: string, name: string) {
  const [course] = await (await getDb()).insert(courses).values({ name, title: name }).returning({ id: courses.id });
  const fields = Object.fromEntries(Object.entries(batch(id, name)).filter(([key]) => key !== 'Project Name'));
  return { body: { ...fields, catalogue_course_id: course.id }, courseId: course.id };
}

beforeAll(async () => {
  standIn = await startSheetsStandIn(publicKey, key.client_email);
});
afterAll(async () => {
  unconfigure();
  await standIn.close();
});
beforeEach(async () => {
  // Each test starts from an empty schedule that has never met a sheet.
  const db = await getDb();
  await db.delete(courseSchedule);
  await db.delete(mirrorImports);
  standIn.tabs.clear();
  standIn.calls.length = 0;
  standIn.failNext(0);
  resetScheduleSheetMirror();
});
afterEach(() => {
  resetScheduleSheetMirror();
  unconfigure();
  vi.restoreAllMocks();
});

describe('schedule → Google Sheet mirror', () => {
  it('imports the sheet once, then mirrors every add and delete with the schedule column names', async () => {
    const admin = await createLoggedInUser({ role: 'admin' });
    const inSheet = batch('QA-700', 'Selenium From Scratch');
    standIn.tabs.set('Schedule', [HEADER, asSheetRow(inSheet), ['', '', '', '', '', '', '', ''], ['QA-701', 'Broken row']]);
    configure();

    requestScheduleSheetSync();
    await whenScheduleSheetSettled();
    // The valid sheet row is now in the database; the incomplete one was skipped.
    const afterImport = (await call(listRows)).json.data;
    // No catalogue course has the sheet's free-text name: the batch keeps it, unlinked.
    expect(afterImport).toEqual([{ ...inSheet, id: expect.any(Number), catalogue_course_id: null }]);

    const added = await call(addRow, { cookie: admin.cookie, body: (await posted('QA-800', 'Playwright in Practice')).body });
    expect(added.status).toBe(200);
    await whenScheduleSheetSettled();
    expect(standIn.tabs.get('Schedule')).toEqual([HEADER, asSheetRow(inSheet), asSheetRow(batch('QA-800', 'Playwright in Practice'))]);

    // A row typed into the sheet later is not imported again: the import runs once, then the database wins.
    standIn.tabs.get('Schedule')!.push(asSheetRow(batch('QA-900', 'Typed in the sheet')));
    const removed = await call(deleteRow, { method: 'DELETE', cookie: admin.cookie, body: { course_id: added.json.id } });
    expect(removed.status).toBe(200);
    await whenScheduleSheetSettled();
    expect(standIn.tabs.get('Schedule')).toEqual([HEADER, asSheetRow(inSheet)]);
    expect((await call(listRows)).json.data.map((row: { Project_id: string }) => row.Project_id)).toEqual(['QA-700']);
    expect(standIn.calls.filter((line) => line.startsWith('GET'))).toHaveLength(1);
  });

  it('keeps the database change when the sheet is down, logs it, and retries until the sheet has it', async () => {
    const admin = await createLoggedInUser({ role: 'admin' });
    configure();
    requestScheduleSheetSync();
    await whenScheduleSheetSettled();
    const logs = vi.spyOn(console, 'log');

    standIn.failNext(3);
    const { body, courseId } = await posted('QA-810', 'Mobile Testing');
    const added = await call(addRow, { cookie: admin.cookie, body });
    expect(added.status).toBe(200);
    expect((await call(listRows)).json.data).toEqual([{ ...batch('QA-810', 'Mobile Testing'), id: added.json.id, catalogue_course_id: courseId }]);

    await vi.waitFor(() => expect(scheduleSheetMirrorStatus().failures).toBeGreaterThan(0));
    // Not in the sheet yet (three failures take ≥ 40 + 80 + 160 ms of back-off), but safe in the database.
    expect(standIn.tabs.get('Schedule')).toEqual([HEADER]);
    expect(logs.mock.calls.flat().join('\n')).toMatch(/\[sheet-mirror\] sync failed \(attempt 1\).*retrying in 40 ms/);

    await whenScheduleSheetSettled();
    expect(standIn.tabs.get('Schedule')).toEqual([HEADER, asSheetRow(batch('QA-810', 'Mobile Testing'))]);
    expect(scheduleSheetMirrorStatus()).toMatchObject({ failures: 0, lastError: null, pending: false });
  });

  it('never writes with a key Google would refuse: the sheet is untouched and the database still changes', async () => {
    const admin = await createLoggedInUser({ role: 'admin' });
    const stranger = makeServiceAccountKey().key;
    configure({ GOOGLE_SERVICE_ACCOUNT_JSON: JSON.stringify({ ...stranger, client_email: key.client_email }), GOOGLE_SHEETS_RETRY_MS: '60000' });
    standIn.tabs.set('Schedule', [HEADER]);

    const added = await call(addRow, { cookie: admin.cookie, body: (await posted('QA-820', 'Security Testing')).body });
    expect(added.status).toBe(200);
    await vi.waitFor(() => expect(scheduleSheetMirrorStatus().lastError).toMatch(/invalid authentication credentials: bad signature/));
    expect(standIn.tabs.get('Schedule')).toEqual([HEADER]);
    expect((await call(listRows)).json.data).toHaveLength(1);
  });

  it('a new install with a sheet configured takes its batches from the sheet, not from demo rows', async () => {
    configure();
    standIn.tabs.set('Schedule', [HEADER, asSheetRow(batch('QA-750', 'From the old spreadsheet'))]);
    const summary = await seedDatabase(await getDb(), () => {});
    expect(summary.scheduleRows).toBe(0);
    requestScheduleSheetSync();
    await whenScheduleSheetSettled();
    expect((await call(listRows)).json.data.map((row: { Project_id: string }) => row.Project_id)).toEqual(['QA-750']);
  });

  it('makes no calls at all when no credentials are configured', async () => {
    const admin = await createLoggedInUser({ role: 'admin' });
    unconfigure();
    expect((await call(addRow, { cookie: admin.cookie, body: (await posted('QA-830', 'Offline batch')).body })).status).toBe(200);
    requestScheduleSheetSync();
    await whenScheduleSheetSettled();
    expect(standIn.calls).toEqual([]);
    expect(scheduleSheetMirrorStatus().enabled).toBe(false);
  });
});
