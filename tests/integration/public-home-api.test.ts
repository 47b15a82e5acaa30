import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { GET as getAdMedia } from '@/app/api/ads/[id]/route';
import { GET as getAds } from '@/app/api/ads/route';
import { GET as getReviews } from '@/app/api/reviews/route';
import { GET as getSchedule } from '@/app/api/schedule/route';
import { courseSchedule, reviews } from '@/lib/db/schema';
import { seedDatabase } from '@/lib/db/seed';
import { SEED_SCHEDULE } from '@/lib/db/seed/content';
import { pngBytes } from '../helpers/files';
import { call } from '../helpers/http';
import { setupFreshDatabase } from '../helpers/test-db';

const getDb = setupFreshDatabase();

// The spreadsheet's columns, the row's id, and the catalogue course the batch belongs to (docs/product.md#admin-schedule).
const SCHEDULE_KEYS = ['Demo Date', 'Duration', 'Fee', 'Meeting Time', 'Project Name', 'Project_id', 'Start Date', 'Weekdays', 'catalogue_course_id', 'id'];
const AD_KEYS = ['id', 'media', 'title', 'type'];
const REVIEW_KEYS = ['content', 'created_at', 'date', 'id', 'profile', 'student_id', 'username'];
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

// Blocks run in order: the first on the empty database, the second after seeding it once.
describe('home page APIs on an empty database', () => {
  it('GET /api/schedule answers an empty data list', async () => {
    const result = await call(getSchedule, { path: '/api/schedule' });
    expect(result.status).toBe(200);
    expect(result.json).toEqual({ data: [] });
  });

  it('GET /api/ads and GET /api/reviews answer empty lists', async () => {
    expect((await call(getAds, { path: '/api/ads' })).json).toEqual([]);
    expect((await call(getReviews, { path: '/api/reviews' })).json).toEqual([]);
  });
});

describe('home page APIs with the seeded academy', () => {
  beforeAll(async () => {
    await seedDatabase(getDb(), () => {});
  });

  it('GET /api/schedule answers {data} rows in the spec field names, soonest start first', async () => {
    const result = await call(getSchedule, { path: '/api/schedule' });
    expect(result.status).toBe(200);
    const rows = result.json.data;
    expect(rows).toHaveLength(SEED_SCHEDULE.length);
    for (const row of rows) expect(Object.keys(row).sort()).toEqual(SCHEDULE_KEYS);
    const first = [...SEED_SCHEDULE].sort((a, b) => a.startDate.localeCompare(b.startDate))[0];
    expect(rows[0]).toEqual({
      id: expect.any(Number),
      Project_id: first.projectId,
      'Project Name': first.projectName,
      'Start Date': first.startDate,
      Weekdays: first.weekdays,
      'Demo Date': first.demoDate,
      Duration: first.duration,
      'Meeting Time': first.meetingTime,
      Fee: first.fee,
      catalogue_course_id: expect.any(Number),
    });
    const starts = rows.map((row: { 'Start Date': string }) => row['Start Date']);
    expect(starts).toEqual([...starts].sort());
  });

  it('trims a demo date stored as an ISO timestamp to its date', async () => {
    await getDb().insert(courseSchedule).values({
      projectId: 'QA-900',
      projectName: 'API Testing Bootcamp',
      startDate: '2099-05-03',
      weekdays: 'Sat',
      demoDate: '2099-04-26T14:00:00.000Z',
      duration: '4 weeks',
      meetingTime: '10:00 AM - 12:00 PM EST',
      fee: 199,
    });
    const rows = (await call(getSchedule, { path: '/api/schedule' })).json.data;
    const last = rows[rows.length - 1];
    expect(last).toMatchObject({ Project_id: 'QA-900', 'Demo Date': '2099-04-26', Fee: 199 });
  });

  it('GET /api/ads answers {id, title, type, media} newest first', async () => {
    const result = await call(getAds, { path: '/api/ads' });
    expect(result.status).toBe(200);
    expect(result.json.length).toBeGreaterThan(0);
    for (const ad of result.json) {
      expect(Object.keys(ad).sort()).toEqual(AD_KEYS);
      expect(ad.type).toBe('image');
      expect(ad.media).toMatch(/^[0-9a-f-]{36}\.png$/);
    }
    const ids = result.json.map((ad: { id: number }) => ad.id);
    // The seed inserts its ads in one statement (same created_at), so the newer id comes first.
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });

  it('GET /api/reviews answers reviews with their authors, newest first', async () => {
    const result = await call(getReviews, { path: '/api/reviews' });
    expect(result.status).toBe(200);
    expect(result.json.length).toBeGreaterThan(0);
    for (const review of result.json) {
      expect(Object.keys(review).sort()).toEqual(REVIEW_KEYS);
      expect(review.created_at).toBe(new Date(review.created_at).toISOString());
      expect(review.date).toBe(review.created_at);
      expect(review.student_id).toMatch(/^QA-/);
      expect(review.username.length).toBeGreaterThan(0);
      expect(review.profile).toBeNull();
    }
    const created = result.json.map((review: { created_at: string }) => review.created_at);
    expect(created).toEqual([...created].sort().reverse());
    expect(JSON.stringify(result.json)).not.toMatch(/password|email|token/i);
  });

  it('a new review comes first', async () => {
    const [{ userId }] = await getDb().select({ userId: reviews.userId }).from(reviews).limit(1);
    await getDb().insert(reviews).values({ userId, content: 'The mock interview was spot on.' });
    const [newest] = (await call(getReviews, { path: '/api/reviews' })).json;
    expect(newest.content).toBe('The mock interview was spot on.');
  });

  describe('GET /api/ads/{media}', () => {
    async function firstAdMedia(): Promise<string> {
      return (await call(getAds, { path: '/api/ads' })).json[0].media;
    }

    it('streams the ad image with its type, nosniff and a long cache', async () => {
      const media = await firstAdMedia();
      const response = await getAdMedia(new Request(`http://localhost:3000/api/ads/${media}`), {
        params: Promise.resolve({ id: media }),
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/png');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('cache-control')).toContain('immutable');
      const bytes = new Uint8Array(await response.arrayBuffer());
      expect(Array.from(bytes.subarray(0, 8))).toEqual(PNG_SIGNATURE);
      expect(Number(response.headers.get('content-length'))).toBe(bytes.length);
    });

    it('answers a byte range with 206 and an unsatisfiable one with 416', async () => {
      const media = await firstAdMedia();
      const partial = await getAdMedia(new Request(`http://localhost:3000/api/ads/${media}`, { headers: { range: 'bytes=0-7' } }), {
        params: Promise.resolve({ id: media }),
      });
      expect(partial.status).toBe(206);
      expect(partial.headers.get('content-range')).toMatch(/^bytes 0-7\/\d+$/);
      expect(Array.from(new Uint8Array(await partial.arrayBuffer()))).toEqual(PNG_SIGNATURE);

      const outside = await call(getAdMedia, { params: { id: media }, headers: { range: 'bytes=999999999-' } });
      expect(outside.status).toBe(416);
    });

    it('answers 404 for an unknown name and for unsafe names, even when they point at a real file', async () => {
      expect((await call(getAdMedia, { params: { id: '00000000-0000-0000-0000-000000000000.png' } })).status).toBe(404);
      const profileDir = path.join(process.env.UPLOADS_DIR!, 'profile');
      fs.mkdirSync(profileDir, { recursive: true });
      fs.writeFileSync(path.join(profileDir, 'private.png'), pngBytes());
      for (const unsafe of ['../profile/private.png', '..', '.env', 'a/b.png', '%2e%2e%2fsecret', 'x'.repeat(129)]) {
        const result = await call(getAdMedia, { params: { id: unsafe } });
        expect(result.status, unsafe).toBe(404);
        expect(result.json).toEqual({ message: 'Not found.' });
      }
    });
  });
});
