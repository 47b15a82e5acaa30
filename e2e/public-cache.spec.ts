import type { APIRequestContext } from '@playwright/test';
import { bannerPng } from '../lib/db/seed/media/banner-art';
import { apiAs } from './api-session';
import { expect, test } from './fixtures';
import { ADMIN, PAID_STUDENT } from './helpers';
import { signInWithSavedSession } from './saved-sessions';

// Public pages and reads are served from the response cache (lib/fast-path). Each test views the
// cached pages first, so a missing invalidation would show the old content on the view after the change.

const HOME = ['/', '/home'];
const COURSE_VIEWS = [...HOME, '/learning', '/learning/1', '/api/courses', '/api/learning', '/api/learning/course', '/api/learning/course/1'];

/** Views `path` as a visitor: its text, checked to come from the cache (it answers If-None-Match). */
async function view(api: APIRequestContext, path: string): Promise<string> {
  const response = await api.get(path);
  expect(response.status(), path).toBe(200);
  const etag = response.headers().etag;
  expect(etag, `${path} carries a validator`).toBeTruthy();
  const again = await api.get(path, { headers: { 'if-none-match': etag } });
  expect(again.status(), `${path} revalidates from the cache`).toBe(304);
  return response.text();
}

async function expectEveryView(api: APIRequestContext, paths: string[], text: string, shown: boolean) {
  for (const path of paths) {
    const body = await view(api, path);
    if (shown) expect(body, path).toContain(text);
    else expect(body, path).not.toContain(text);
  }
}

test.describe('cached public pages show a change on the next view', () => {
  let visitor: APIRequestContext;
  let admin: APIRequestContext;

  test.beforeEach(async ({ baseURL }) => {
    visitor = await apiAs(baseURL!);
    admin = await apiAs(baseURL!, ADMIN);
  });
  test.afterEach(async () => {
    await visitor.dispose();
    await admin.dispose();
  });

  test('a renamed course, on home, the learning pages and every course read', async () => {
    const original = ((await (await visitor.get('/api/learning/course/1')).json()) as { course_title: string }).course_title;
    const renamed = `Exploratory Testing ${Date.now().toString(36)}`;
    await expectEveryView(visitor, COURSE_VIEWS, renamed, false);
    try {
      expect((await admin.put('/api/learning/course/1', { data: { title: renamed } })).status()).toBe(200);
      await expectEveryView(visitor, COURSE_VIEWS, renamed, true);
    } finally {
      expect((await admin.put('/api/learning/course/1', { data: { title: original } })).status()).toBe(200);
    }
    await expectEveryView(visitor, COURSE_VIEWS, renamed, false);
  });

  test('a new course and its removal, on the learning list, its own page and the reads', async () => {
    const title = `Mobile Testing ${Date.now().toString(36)}`;
    const lists = ['/learning', '/api/courses', '/api/learning', '/api/learning/course'];
    await expectEveryView(visitor, lists, title, false);
    const created = (await (await admin.post('/api/learning', { data: { title } })).json()) as { course_id: number };
    await expectEveryView(visitor, [...lists, `/learning/${created.course_id}`, `/api/learning/course/${created.course_id}`], title, true);
    expect((await admin.delete(`/api/learning/course/${created.course_id}`)).status()).toBe(200);
    await expectEveryView(visitor, lists, title, false);
    expect((await visitor.get(`/learning/${created.course_id}`)).status()).toBe(404);
  });

  test('a new schedule row and its removal, on home', async () => {
    // A batch names a catalogue course; its own id is what tells it apart on the page.
    const name = `SEC-${Date.now().toString(36)}`;
    await expectEveryView(visitor, HOME, name, false);
    const row = {
      Project_id: name,
      catalogue_course_id: 1,
      'Start Date': '2027-03-01',
      Weekdays: 'Mon, Wed',
      'Demo Date': '2027-02-22',
      Duration: '8 weeks',
      'Meeting Time': '18:00-20:00',
      Fee: 900,
    };
    const created = (await (await admin.post('/api/schedule', { data: row })).json()) as { id: number };
    await expectEveryView(visitor, HOME, name, true);
    expect((await admin.delete('/api/schedule', { data: { course_id: created.id } })).status()).toBe(200);
    await expectEveryView(visitor, HOME, name, false);
  });

  test('a new ad and its removal, on home and the ads read', async () => {
    const title = `Spring promotion ${Date.now().toString(36)}`;
    const views = [...HOME, '/api/ads'];
    await expectEveryView(visitor, views, title, false);
    const upload = await admin.post('/api/ads', {
      multipart: { title, type: 'image', ads: { name: 'promo.png', mimeType: 'image/png', buffer: bannerPng(1) } },
    });
    expect(upload.status(), await upload.text()).toBe(200);
    const { id } = (await upload.json()) as { id: number };
    await expectEveryView(visitor, views, title, true);
    expect((await admin.delete(`/api/ads/${id}`)).status()).toBe(200);
    await expectEveryView(visitor, views, title, false);
  });

  test("a student's review and its removal, on home and the reviews read", async ({ baseURL }) => {
    const student = await apiAs(baseURL!, PAID_STUDENT);
    const { userId } = (await (await student.get('/api/auth/me')).json()) as { userId: string };
    const content = `The API testing module was great ${Date.now().toString(36)}`;
    const views = [...HOME, '/api/reviews'];
    await expectEveryView(visitor, views, content, false);
    const posted = await student.post(`/api/reviews/${userId}`, { data: { content } });
    expect(posted.status(), await posted.text()).toBe(200);
    const { review } = (await posted.json()) as { review: { id: number } };
    await expectEveryView(visitor, views, content, true);
    expect((await student.delete(`/api/reviews/${userId}/${review.id}`)).status()).toBe(200);
    await expectEveryView(visitor, views, content, false);
    await student.dispose();
  });
});

test('a cached page never carries one user’s identity to another', async ({ browser, baseURL }) => {
  // A logged-in student views home first, so the cache holds whatever was rendered around that view.
  const studentContext = await browser.newContext({ baseURL });
  const studentPage = await studentContext.newPage();
  await signInWithSavedSession(studentPage, PAID_STUDENT, '/student', '/');
  const mainNav = studentPage.getByRole('navigation', { name: 'Main' });
  await expect(mainNav.getByRole('link', { name: 'Payment' })).toBeVisible();
  await expect(studentPage.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Profile' })).toBeVisible();

  // A visitor then gets the same document, and the page shows a visitor's links.
  const visitorContext = await browser.newContext({ baseURL });
  const visitorPage = await visitorContext.newPage();
  await visitorPage.goto('/');
  await expect(visitorPage.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Login' })).toBeVisible();
  await expect(visitorPage.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Payment' })).toHaveCount(0);

  // The bytes a student and a visitor receive are the same and name nobody.
  const student = await apiAs(baseURL!, PAID_STUDENT);
  const { userId, email } = (await (await student.get('/api/auth/me')).json()) as { userId: string; email: string };
  const visitor = await apiAs(baseURL!);
  for (const path of ['/', '/learning', '/practice']) {
    const asStudent = await student.get(path);
    const asVisitor = await visitor.get(path);
    expect(asStudent.headers().etag, path).toBe(asVisitor.headers().etag);
    const body = await asStudent.text();
    expect(body).toBe(await asVisitor.text());
    expect(body).not.toContain(email);
    expect(body).not.toContain(userId);
  }
  await Promise.all([student.dispose(), visitor.dispose(), studentContext.close(), visitorContext.close()]);
});
