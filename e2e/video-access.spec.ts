import type { APIRequestContext } from '@playwright/test';
import { MEDIA_ACCESS_RECHECK_SECONDS } from '../lib/auth/media-access';
import { apiAs } from './api-session';
import { expect, test } from './fixtures';
import { ADMIN, PAID_STUDENT, UNPAID_STUDENT, latestCode, mailCount, uniqueEmail } from './helpers';
import { tinyMp4 } from './media-files';

// A player's Range requests are served without the full session check for a few seconds after one
// passed (lib/auth/media-access.ts). These tests hold the promise the README makes about that.

const FUTURE_EXPIRY = `12/${String((new Date().getFullYear() + 3) % 100).padStart(2, '0')}`;

let admin: APIRequestContext;
let videoName: string;
let videoId: number;

test.beforeAll(async ({ baseURL }) => {
  admin = await apiAs(baseURL!, ADMIN);
  const upload = await admin.post('/api/trainings', {
    multipart: { content: 'Range access check', trainings: { name: 'range-check.mp4', mimeType: 'video/mp4', buffer: tinyMp4() } },
  });
  expect(upload.status(), await upload.text()).toBe(200);
  ({ video_name: videoName, id: videoId } = ((await upload.json()) as { video: { video_name: string; id: number } }).video);
});

test.afterAll(async () => {
  await admin.delete(`/api/trainings/videos/${videoId}`);
  await admin.dispose();
});

function seek(api: APIRequestContext, start: number, headers: Record<string, string> = {}) {
  return api.get(`/api/trainings/videos/${videoName}`, { headers: { ...headers, range: `bytes=${start}-${start + 1023}` } });
}

/** The session cookie header of a logged-in API client, to replay after it logged out. */
async function cookieHeader(api: APIRequestContext): Promise<string> {
  const { cookies } = await api.storageState();
  return cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
}

test('a paid student streams range after range; after logout the same cookie streams nothing', async ({ baseURL }) => {
  const student = await apiAs(baseURL!, PAID_STUDENT);
  for (const start of [0, 4096, 8192]) {
    const range = await seek(student, start);
    expect(range.status()).toBe(206);
    expect(range.headers()['content-range']).toBe(`bytes ${start}-${start + 1023}/${16 * 1024}`);
    expect((await range.body()).length).toBe(1024);
  }
  const cookie = await cookieHeader(student);
  expect((await student.post('/api/auth/logout')).status()).toBe(200);

  const replay = await apiAs(baseURL!);
  expect((await replay.get('/api/auth/me', { headers: { cookie } })).status()).toBe(401);
  expect((await seek(replay, 0, { cookie })).status()).toBe(401);
  await Promise.all([student.dispose(), replay.dispose()]);
});

test('an unpaid student is refused every range, however often they ask', async ({ baseURL }) => {
  const student = await apiAs(baseURL!, UNPAID_STUDENT);
  for (const start of [0, 4096]) expect((await seek(student, start)).status()).toBe(403);
  await student.dispose();
});

test(`a password reset ends streaming within ${MEDIA_ACCESS_RECHECK_SECONDS} s, and pages and APIs at once`, async ({ baseURL }, testInfo) => {
  // A student of our own, so the seeded accounts keep their passwords.
  const email = uniqueEmail('range-reset', testInfo.project.name);
  const password = 'Tester-pass-2026';
  const api = await apiAs(baseURL!);
  const registered = await api.post('/api/auth/register', {
    data: { username: 'Rena Reset', email, phone: '+15557654321', password, selectedCourses: [1] },
  });
  expect(registered.status(), await registered.text()).toBe(200);
  expect((await api.post('/api/auth/confirm-email', { data: { email, code: await latestCode(email) } })).status()).toBe(200);
  const login = await api.post('/api/auth/login', { data: { email, password } });
  const { userId } = (await login.json()) as { userId: string };
  const paid = await api.post('/api/payment', {
    data: { userId, paymentMethod: 'card', cardNumber: '4242424242424242', expiry: FUTURE_EXPIRY, cvc: '123', amount: 1 },
  });
  expect(paid.status(), await paid.text()).toBe(200);
  expect((await seek(api, 0)).status()).toBe(206);
  const cookie = await cookieHeader(api);

  const mailsBefore = await mailCount(email);
  expect((await api.post('/api/auth/forgot-password', { data: { email } })).status()).toBe(200);
  const code = await latestCode(email, mailsBefore);
  const reset = await api.post('/api/auth/reset-password', { data: { email, code, password: 'Tester-pass-2027' } });
  expect(reset.status(), await reset.text()).toBe(200);

  const replay = await apiAs(baseURL!);
  expect((await replay.get('/api/auth/me', { headers: { cookie } })).status()).toBe(401);
  // Within the stated bound (plus room for a loaded machine), the old cookie streams nothing more.
  await expect
    .poll(async () => (await seek(replay, 0, { cookie })).status(), { timeout: (MEDIA_ACCESS_RECHECK_SECONDS + 20) * 1000, intervals: [500] })
    .toBe(401);
  await Promise.all([api.dispose(), replay.dispose()]);
});
