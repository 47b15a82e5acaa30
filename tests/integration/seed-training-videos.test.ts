import fs from 'node:fs';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { GET as listVideos } from '@/app/api/trainings/[userId]/route';
import { GET as stream } from '@/app/api/trainings/videos/[video_name]/route';
import { courses, siteSettings, trainingVideos } from '@/lib/db/schema';
import { seedDatabase } from '@/lib/db/seed';
import { seedTrainingVideos, SEED_VIDEOS_MARKER } from '@/lib/db/seed/training-videos';
import { SEED_VIDEOS, SEED_VIDEOS_DIR } from '@/lib/db/seed/video-content';
import { call } from '../helpers/http';
import { makeVideo } from '../helpers/progress';
import { setupFreshDatabase } from '../helpers/test-db';
import { createLoggedInUser } from '../helpers/users';

// docs/product.md#training-videos: the default install has a few short training videos per course, copied from
// seed/videos/ into the media store, their length read from the stored file; seeded once.

const getDb = setupFreshDatabase();
const stored = (name: string) => path.join(process.env.UPLOADS_DIR!, 'trainings', name);
const videoCount = async () => (await getDb().select({ n: count() }).from(trainingVideos))[0].n;

beforeAll(async () => {
  await seedDatabase(getDb(), () => {});
});

describe('the seeded training videos', () => {
  it('gives each catalogue course two or three described videos, stored in media storage, their lengths read', async () => {
    const catalogue = await getDb().select({ id: courses.id, name: courses.name }).from(courses);
    const rows = await getDb().select().from(trainingVideos);
    expect(rows).toHaveLength(SEED_VIDEOS.length);
    for (const course of catalogue) {
      const own = rows.filter((row) => row.courseId === course.id);
      expect(own.length, course.name).toBeGreaterThanOrEqual(2);
      expect(own.length, course.name).toBeLessThanOrEqual(3);
    }
    for (const row of rows) {
      const seed = SEED_VIDEOS.find((video) => video.content === row.content)!;
      const source = fs.readFileSync(path.join(process.cwd(), SEED_VIDEOS_DIR, seed.file));
      expect(source.length, seed.file).toBeLessThan(200 * 1024);
      expect(fs.readFileSync(stored(row.videoName)).equals(source), seed.file).toBe(true);
      expect(row).toMatchObject({ mimeType: 'video/webm', sizeBytes: source.length });
      expect(row.durationSeconds, seed.file).toBeCloseTo(8, 0);
      expect(row.durationReadAt).not.toBeNull();
      expect(row.content.length).toBeLessThanOrEqual(200);
    }
  });

  it('are listed to a paid student with their course, and stream', async () => {
    const student = await createLoggedInUser({ payStatus: 'yes' });
    const list = await call(listVideos, { cookie: student.cookie, params: { userId: student.id } });
    expect(list.status).toBe(200);
    expect(list.json).toHaveLength(SEED_VIDEOS.length);
    expect(list.json.every((video: { course_id: number | null }) => typeof video.course_id === 'number')).toBe(true);
    const name = list.json[0].video_name;
    const played = await call(stream, { path: `/api/trainings/videos/${name}`, cookie: student.cookie, params: { video_name: name }, headers: { range: 'bytes=0-99' } });
    expect(played.status).toBe(206);
    expect(played.headers.get('content-type')).toBe('video/webm');
  });

  it('are added once: a second seed adds nothing, and videos the admin deleted do not come back', async () => {
    const files = fs.readdirSync(path.dirname(stored('x'))).length;
    expect((await seedDatabase(getDb(), () => {})).videos).toEqual({ videos: 0, filesRestored: 0 });
    expect(await videoCount()).toBe(SEED_VIDEOS.length);
    expect(fs.readdirSync(path.dirname(stored('x'))).length).toBe(files);

    await getDb().delete(trainingVideos);
    expect((await seedTrainingVideos(getDb())).videos).toBe(0);
    expect(await videoCount()).toBe(0);
  });

  it('are not added to an install whose admin already uploaded videos', async () => {
    await getDb().delete(siteSettings).where(eq(siteSettings.key, SEED_VIDEOS_MARKER));
    await makeVideo(getDb(), 'The admin’s own lesson');
    expect((await seedTrainingVideos(getDb())).videos).toBe(0);
    expect(await videoCount()).toBe(1);
  });

  it("restore a seeded video's file when it is gone from storage", async () => {
    await getDb().delete(trainingVideos);
    await getDb().delete(siteSettings).where(eq(siteSettings.key, SEED_VIDEOS_MARKER));
    expect((await seedTrainingVideos(getDb())).videos).toBe(SEED_VIDEOS.length);
    const [row] = await getDb().select().from(trainingVideos).limit(1);
    fs.rmSync(stored(row.videoName));
    expect(await seedTrainingVideos(getDb())).toEqual({ videos: 0, filesRestored: 1 });
    expect(fs.existsSync(stored(row.videoName))).toBe(true);
  });
});
