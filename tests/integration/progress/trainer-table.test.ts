import { parse } from 'csv-parse/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import { GET as exportCsv } from '@/app/api/trainer/progress/export/route';
import { GET as readTable } from '@/app/api/trainer/progress/route';
import { GET as readTimeline } from '@/app/api/trainer/learners/[userId]/timeline/route';
import { issueEarnedCertificates } from '@/lib/certificates/issue';
import { recordMetChallenges } from '@/lib/practice/challenges/met-store';
import { call } from '@/tests/helpers/http';
import { makeCourse, makeVideo, setRule, tick, watch } from '@/tests/helpers/progress';
import { setupFreshDatabase } from '@/tests/helpers/test-db';
import { createLoggedInUser, createUserWithPassword, type TestUser } from '@/tests/helpers/users';

// docs/product.md#trainers-view: every learner's progress per course, sortable, filterable, paged on the server, with
// a CSV export whose cells never run as spreadsheet formulas; each learner's timeline.

const getDb = setupFreshDatabase();
let admin: TestUser;
let course: { courseId: number; chunkIds: number[] };
let injected: { courseId: number; chunkIds: number[] };
const learners: Record<string, TestUser> = {};

beforeAll(async () => {
  admin = await createLoggedInUser({ role: 'admin', username: 'Head Trainer' });
  course = await makeCourse(getDb(), 'Manual Testing', 4);
  injected = await makeCourse(getDb(), '=HYPERLINK("http://evil.test","Click")', 1);
  await setRule(getDb(), course.courseId, { allTopics: true });
  const video = await makeVideo(getDb(), 'Intro to test design', 20);
  // Names no registration form lets through, as an older import or a direct database write might leave them.
  for (const [key, username, topics] of [
    ['ann', 'Ann Archer', 4],
    ['bob', 'Bob Baker', 1],
    ['cy', '+Cy Cell', 2],
    ['dee', '@Dee Dash', 0],
    ['eve', '-Eve Eval', 3],
  ] as const) {
    learners[key] = await createLoggedInUser({ username, payStatus: 'yes' });
    for (const chunk of course.chunkIds.slice(0, topics)) await tick(learners[key], chunk);
  }
  await issueEarnedCertificates(learners.ann.id);
  await watch(learners.bob, video, 0, 10);
  await recordMetChallenges(learners.cy.id, 'book-list', ['BKL-C01', 'BKL-C02', 'BKL-C03']);
});

const table = (query = '', user = admin) => call(readTable, { path: `/api/trainer/progress${query}`, cookie: user.cookie });
const names = (result: Awaited<ReturnType<typeof table>>) => (result.json.rows as { name: string }[]).map((row) => row.name);

describe("the trainer's table", () => {
  it('lists every student with their progress in the chosen course, sorted by name by default', async () => {
    const result = await table(`?course=${course.courseId}`);
    expect(result.status).toBe(200);
    expect(result.json.course).toEqual({ courseId: course.courseId, courseName: 'Manual Testing' });
    expect(names(result)).toEqual(['+Cy Cell', '-Eve Eval', '@Dee Dash', 'Ann Archer', 'Bob Baker']);
    const ann = result.json.rows.find((row: { name: string }) => row.name === 'Ann Archer');
    expect(ann).toMatchObject({ progress: 100, topicsDone: 4, topicsTotal: 4, certificate: { status: 'issued' } });
    const bob = result.json.rows.find((row: { name: string }) => row.name === 'Bob Baker');
    expect(bob).toMatchObject({ progress: 25, videos: 50, certificate: null, lastActive: expect.any(String) });
    expect(names(result)).not.toContain('Head Trainer');
  });

  it('sorts by any column either way, and filters by name or e-mail and by certificate', async () => {
    expect(names(await table(`?course=${course.courseId}&sort=progress&dir=desc`))).toEqual(['Ann Archer', '-Eve Eval', '+Cy Cell', 'Bob Baker', '@Dee Dash']);
    expect(names(await table(`?course=${course.courseId}&sort=challenges&dir=desc`))[0]).toBe('+Cy Cell');
    expect(names(await table(`?course=${course.courseId}&sort=videos&dir=desc`))[0]).toBe('Bob Baker');
    expect(names(await table(`?course=${course.courseId}&q=baker`))).toEqual(['Bob Baker']);
    expect(names(await table(`?q=${encodeURIComponent(learners.dee.email)}`))).toEqual(['@Dee Dash']);
    expect(names(await table(`?course=${course.courseId}&certificate=issued`))).toEqual(['Ann Archer']);
    expect(names(await table(`?course=${course.courseId}&certificate=none`))).toHaveLength(4);
  });

  it('pages on the server, 20 rows a page', async () => {
    // They never log in: rows of the users table are all the table needs.
    for (let index = 0; index < 17; index++) {
      await createUserWithPassword(getDb(), { username: `Zed Learner ${String(index).padStart(2, '0')}`, email: `zed${index}@example.com`, password: 'Sunflower-42' });
    }
    const first = await table(`?course=${course.courseId}`);
    expect(first.json).toMatchObject({ total: 22, page: 1, pages: 2, pageSize: 20 });
    expect(first.json.rows).toHaveLength(20);
    const second = await table(`?course=${course.courseId}&page=2`);
    expect(names(second)).toEqual(['Zed Learner 15', 'Zed Learner 16']);
    expect((await table(`?course=${course.courseId}&page=9`)).json.page).toBe(2);
  });

  it('refuses bad parameters with a 400 naming them, and anyone but an admin', async () => {
    for (const [query, field] of [
      ['?sort=password', 'sort'],
      ['?dir=up', 'dir'],
      ['?page=0', 'page'],
      ['?certificate=lost', 'certificate'],
      ['?course=abc', 'course'],
      ['?course=999999', 'course'],
      [`?q=${'x'.repeat(101)}`, 'q'],
    ]) {
      const result = await table(query);
      expect(result.status, query).toBe(400);
      expect(Object.keys(result.json.errors), query).toContain(field);
    }
    expect((await table('', learners.ann)).status).toBe(403);
    expect((await call(readTable, { path: '/api/trainer/progress' })).status).toBe(401);
  });
});

describe('the CSV export', () => {
  it('holds every matching row, not one page, with formula cells neutralised', async () => {
    const result = await call(exportCsv, { path: `/api/trainer/progress/export?course=${injected.courseId}&q=e`, cookie: admin.cookie });
    expect(result.status).toBe(200);
    expect(result.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(result.headers.get('content-disposition')).toMatch(/^attachment; filename="learner-progress-\d{4}-\d{2}-\d{2}\.csv"$/);
    const [header, ...rows] = parse(String(result.json).replace(/^\ufeff/, '')) as string[][];
    expect(header.slice(0, 4)).toEqual(['Learner', 'E-mail', 'Student ID', 'Course']);
    const learner = (name: string) => rows.find((row) => row[0] === name || row[0] === `'${name}`)!;
    expect(learner('+Cy Cell')[0]).toBe("'+Cy Cell");
    expect(learner('@Dee Dash')[0]).toBe("'@Dee Dash");
    expect(learner('-Eve Eval')[0]).toBe("'-Eve Eval");
    for (const row of rows) expect(row[3]).toBe(`'=HYPERLINK("http://evil.test","Click")`);
    expect(rows).toHaveLength((await table(`?course=${injected.courseId}&q=e`)).json.total);
    for (const row of rows) for (const cell of row) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
  });

  it('is for admins only', async () => {
    expect((await call(exportCsv, { path: '/api/trainer/progress/export', cookie: learners.bob.cookie })).status).toBe(403);
  });
});

describe("a learner's timeline", () => {
  it('lists what the learner did, newest first; 404 for an id no student has', async () => {
    const result = await call(readTimeline, { path: `/api/trainer/learners/${learners.ann.id}/timeline`, cookie: admin.cookie, params: { userId: learners.ann.id } });
    expect(result.status).toBe(200);
    expect(result.json.learner).toMatchObject({ name: 'Ann Archer', email: learners.ann.email });
    const kinds = (result.json.entries as { kind: string }[]).map((entry) => entry.kind);
    expect(kinds[0]).toBe('certificate');
    expect(kinds.filter((kind) => kind === 'topic-done')).toHaveLength(4);
    const bob = await call(readTimeline, { cookie: admin.cookie, params: { userId: learners.bob.id } });
    expect(bob.json.entries.map((entry: { text: string }) => entry.text)).toContain('Watched 10 s of the video "Intro to test design"');
    expect((await call(readTimeline, { cookie: admin.cookie, params: { userId: admin.id } })).status).toBe(404);
    expect((await call(readTimeline, { cookie: learners.bob.cookie, params: { userId: learners.bob.id } })).status).toBe(403);
  });
});
