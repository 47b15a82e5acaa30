import crypto from 'node:crypto';
import { vi } from 'vitest';
import { GET as readProgress } from '@/app/api/progress/route';
import { PUT as topicEvent } from '@/app/api/progress/topics/[chunkId]/route';
import { GET as readTopics } from '@/app/api/progress/topics/route';
import { POST as videoEvent } from '@/app/api/progress/videos/[videoId]/route';
import { GET as readVideos } from '@/app/api/progress/videos/route';
import { certificateRules, courses, learningChunks, trainingVideos } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import type { CertificateRuleInput } from '@/lib/validation/certificates';
import { call, type CallResult } from './http';
import type { TestUser } from './users';

// What the progress and certificate test files share (tests/integration/progress/): content made straight in the
// database, and the learner's calls through the real route handlers.

export const eventId = () => crypto.randomUUID();

/** A course with `topics` chunks; answers its id and the chunk ids in order. */
export async function makeCourse(db: Db, name: string, topics: number): Promise<{ courseId: number; chunkIds: number[] }> {
  const [course] = await db.insert(courses).values({ name, title: `${name} topics` }).returning({ id: courses.id });
  const chunkIds: number[] = [];
  for (let index = 0; index < topics; index++) {
    const [chunk] = await db
      .insert(learningChunks)
      .values({ courseId: course.id, title: `${name} topic ${index + 1}`, contents: ['a line'], position: index })
      .returning({ id: learningChunks.id });
    chunkIds.push(chunk.id);
  }
  return { courseId: course.id, chunkIds };
}

/**
 * A catalogued training video whose length the server already read (`seconds`; null: its file's length could not be
 * read), for one course (null: all courses). No file is stored: progress only needs the length.
 */
export async function makeVideo(db: Db, title = 'Intro to test design', seconds: number | null = 100, courseId: number | null = null): Promise<number> {
  const name = `v-${crypto.randomBytes(6).toString('hex')}.mp4`;
  const [video] = await db
    .insert(trainingVideos)
    .values({ videoName: name, content: title, courseId, mimeType: 'video/mp4', sizeBytes: 10, durationSeconds: seconds, durationReadAt: new Date() })
    .returning({ id: trainingVideos.id });
  return video.id;
}

/**
 * The server's clock in a test: only `Date` is faked (timers and the database run as usual), so the playback clock
 * (lib/progress/watch-clock.ts) sees exactly the time the test says passed, however slow the machine.
 */
export function serverClock() {
  let now = Date.now();
  vi.useFakeTimers({ toFake: ['Date'], now });
  return {
    advance(seconds: number) {
      now += seconds * 1000;
      vi.setSystemTime(now);
    },
    restore: () => vi.useRealTimers(),
  };
}

export async function setRule(db: Db, courseId: number, rule: Partial<CertificateRuleInput>): Promise<void> {
  const values = { allTopics: false, videoPercent: null, exercises: null, defects: null, challenges: null, suitePercent: null, suiteExercises: null, ...rule };
  await db.insert(certificateRules).values({ courseId, ...values }).onConflictDoUpdate({ target: certificateRules.courseId, set: values });
}

export function tick(user: TestUser, chunkId: number, body: Record<string, unknown> = {}): Promise<CallResult> {
  return call(topicEvent, { method: 'PUT', path: `/api/progress/topics/${chunkId}`, cookie: user.cookie, params: { chunkId: String(chunkId) }, body: { eventId: eventId(), done: true, ...body } });
}

export function play(user: TestUser, videoId: number, body: Record<string, unknown>): Promise<CallResult> {
  return call(videoEvent, { method: 'POST', path: `/api/progress/videos/${videoId}`, cookie: user.cookie, params: { videoId: String(videoId) }, body: { eventId: eventId(), ...body } });
}

export async function doneTopics(user: TestUser, courseId?: number): Promise<number[]> {
  const result = await call(readTopics, { path: `/api/progress/topics${courseId ? `?course=${courseId}` : ''}`, cookie: user.cookie });
  if (result.status !== 200) throw new Error(`topics: ${result.status} ${JSON.stringify(result.json)}`);
  return (result.json.done as { chunkId: number }[]).map((row) => row.chunkId).sort((a, b) => a - b);
}

export async function videosOf(user: TestUser): Promise<{ videoId: number; position: number; duration: number; watched: number }[]> {
  const result = await call(readVideos, { path: '/api/progress/videos', cookie: user.cookie });
  if (result.status !== 200) throw new Error(`videos: ${result.status} ${JSON.stringify(result.json)}`);
  return result.json.videos;
}

export async function summaryOf(user: TestUser) {
  const result = await call(readProgress, { path: '/api/progress', cookie: user.cookie });
  if (result.status !== 200) throw new Error(`progress: ${result.status} ${JSON.stringify(result.json)}`);
  return result.json as import('@/lib/progress/summary').ProgressSummary;
}

/** A page's outcome: its element, or the status Next's notFound() answers (404). */
export async function renderPage(page: () => Promise<unknown>): Promise<{ element: unknown; status: 200 | 404 }> {
  try {
    return { element: await page(), status: 200 };
  } catch (error) {
    if (String((error as { digest?: unknown }).digest ?? '') === 'NEXT_HTTP_ERROR_FALLBACK;404') return { element: null, status: 404 };
    throw error;
  }
}

/**
 * Plays `from`–`to` of a video as a real player at 1× would report it: a position report as playback starts, then a
 * segment every 10 s of the server's (faked) clock. Answers the last reply.
 */
export async function watch(user: TestUser, videoId: number, from: number, to: number): Promise<CallResult> {
  const clock = serverClock();
  try {
    let reply = await play(user, videoId, { position: from });
    for (let at = from; at < to; at += 10) {
      const end = Math.min(to, at + 10);
      clock.advance(end - at);
      reply = await play(user, videoId, { position: end, played: { from: at, to: end } });
    }
    return reply;
  } finally {
    clock.restore();
  }
}
