import { expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { DELIVERY } from '../tests/helpers/grocery-delivery';
import { apiAs } from './api-session';
import { ADMIN } from './helpers';
import { timedVideo } from './timed-video';

// Set-up of the progress spec through the API (docs/architecture.md#tests): a course of its own with two topics and
// a certificate rule, a training video, and a paid learner. Everything is named per test so the desktop and phone
// runs never meet, and removed afterwards (other specs expect the seeded courses and only their videos). The video
// belongs to the spec's course, so it counts toward no seeded course meanwhile.

export interface ProgressWorld {
  admin: APIRequestContext;
  courseId: number;
  courseName: string;
  chunkIds: number[];
  videoId: number | null;
  videoTitle: string;
  learner: { email: string; password: string; username: string };
  cleanUp: () => Promise<void>;
}

const FUTURE_EXPIRY = `12/${String((new Date().getFullYear() + 3) % 100).padStart(2, '0')}`;

export async function setUpProgressWorld(baseURL: string, context: BrowserContext, tag: string, { withVideo }: { withVideo: boolean }): Promise<ProgressWorld> {
  const admin = await apiAs(baseURL, ADMIN);
  const unique = `${tag}${Date.now().toString(36)}`;
  const courseName = `Exploratory Testing ${unique}`;
  const course = await admin.post('/api/learning', { data: { title: courseName } });
  expect(course.status(), await course.text()).toBe(200);
  const courseId = ((await course.json()) as { course_id: number }).course_id;
  const chunkIds: number[] = [];
  for (const title of ['Charters', 'Session notes']) {
    const chunk = await admin.post(`/api/learning/${courseId}/chunks`, { data: { chunk_title: title, chunk_contents: `What ${title.toLowerCase()} are; how to write them` } });
    expect(chunk.status(), await chunk.text()).toBe(200);
    chunkIds.push(((await chunk.json()) as { chunk_id: number }).chunk_id);
  }
  const rule = await admin.put(`/api/trainer/certificate-rules/${courseId}`, { data: { allTopics: true, exercises: 1 } });
  expect(rule.status(), await rule.text()).toBe(200);

  let videoId: number | null = null;
  const videoTitle = `Charters in practice ${unique}`;
  if (withVideo) {
    const video = await timedVideo(context, 20);
    const upload = await admin.post('/api/trainings', { multipart: { content: videoTitle, course_id: String(courseId), trainings: video } });
    expect(upload.status(), await upload.text()).toBe(200);
    videoId = ((await upload.json()) as { video: { id: number } }).video.id;
  }

  const learner = { email: `progress.${unique}@example.com`.toLowerCase(), password: 'Progress-pass-2026', username: `Pat Progress ${tag}` };
  const created = await admin.post('/api/users', { data: learner });
  expect(created.status(), await created.text()).toBe(201);
  const userId = ((await created.json()) as { user: { id: string } }).user.id;
  const learnerApi = await apiAs(baseURL, learner);
  const paid = await learnerApi.post('/api/payment', { data: { userId, paymentMethod: 'card', cardNumber: '4242 4242 4242 4242', expiry: FUTURE_EXPIRY, cvc: '123' } });
  expect(paid.status(), await paid.text()).toBe(200);
  await learnerApi.dispose();

  return {
    admin,
    courseId,
    courseName,
    chunkIds,
    videoId,
    videoTitle,
    learner,
    async cleanUp() {
      if (videoId !== null) await admin.delete(`/api/trainings/videos/${videoId}`);
      await admin.delete(`/api/learning/course/${courseId}`);
      await admin.dispose();
    },
  };
}

/** Completes the Grocery exercise's clean journey through its API, as the learner's own test would. */
export async function placeGroceryOrder(api: APIRequestContext): Promise<void> {
  const order = await api.post('/api/practice/v1/grocery/orders', {
    data: { lines: [{ productId: 'tomato', quantity: 2 }], delivery: DELIVERY, payment: { method: 'cod' } },
  });
  expect(order.status(), await order.text()).toBe(200);
}

/**
 * Finds a planted defect as a learner's API suite would: bug mode on, a grocery order whose phone has letters
 * (GRO-05: the API takes it), then the report the bug hunt credits (docs/architecture.md#bug-hunt). Bug mode is
 * turned off again, so the rest of the test sees the clean lab.
 */
export async function findGroceryPhoneDefect(api: APIRequestContext): Promise<void> {
  const bugMode = (on: boolean) => api.put('/api/practice/settings', { data: { bugMode: on } });
  expect((await bugMode(true)).status()).toBe(200);
  const order = await api.post('/api/practice/v1/grocery/orders', {
    data: { lines: [{ productId: 'tomato', quantity: 1 }], delivery: { ...DELIVERY, phone: '555CALLNOW1' }, payment: { method: 'cod' } },
  });
  expect(order.status(), await order.text()).toBe(200);
  const report = await api.post('/api/practice/v1/bug-hunt/reports', {
    data: {
      exercise: 'grocery',
      area: 'orders-api',
      title: 'Phone with letters accepted',
      steps: 'POST an order whose delivery phone is 555CALLNOW1.',
      expected: 'A 400 naming the phone field.',
      actual: 'The API answered 200 for phone 555CALLNOW1.',
      severity: 'medium',
    },
  });
  expect(report.status(), await report.text()).toBe(201);
  expect(((await report.json()) as { report: { verdict: string } }).report.verdict).toBe('credited');
  expect((await bugMode(false)).status()).toBe(200);
}

/** Marks the course's topics done through the API, for a test that is not about reading them. */
export async function markTopicsDone(api: APIRequestContext, chunkIds: number[]): Promise<void> {
  for (const chunkId of chunkIds) {
    const reply = await api.put(`/api/progress/topics/${chunkId}`, { data: { eventId: crypto.randomUUID(), done: true, via: 'ticked' } });
    expect(reply.status(), await reply.text()).toBe(200);
  }
}

/**
 * Logs the page in through the API and keeps the identity the login page would have stored, so the public pages
 * (learning) draw the logged-in learner's parts: the browser learns who it is only from the login page or this.
 */
export async function logInWithIdentity(page: Page, who: { email: string; password: string }): Promise<void> {
  const login = await page.request.post('/api/auth/login', { data: who });
  expect(login.status(), await login.text()).toBe(200);
  const { userId, role, payment, username, email } = (await login.json()) as Record<string, unknown>;
  const identity = JSON.stringify({ userId, role, payment, username, email });
  await page.addInitScript((stored) => window.localStorage.setItem('qa-academy.identity', stored), identity);
}
