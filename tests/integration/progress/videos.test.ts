import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { POST as videoEvent } from '@/app/api/progress/videos/[videoId]/route';
import { call } from '@/tests/helpers/http';
import { eventId, makeVideo, play, serverClock, videosOf } from '@/tests/helpers/progress';
import { setupFreshDatabase } from '@/tests/helpers/test-db';
import { createLoggedInUser } from '@/tests/helpers/users';

// docs/product.md#progress: the share of a training video counts only the parts actually played (merged on the
// server, against the length the server read from the file), so seeking to the end does not count; playback resumes
// at the last position, on any device. The server's clock is faked (only Date), so time passes exactly as each test says.

const getDb = setupFreshDatabase();
let video: number;
let clock: ReturnType<typeof serverClock>;

beforeAll(async () => {
  video = await makeVideo(getDb(), 'Intro to test design', 100);
});

afterEach(() => clock?.restore());

const paidLearner = () => createLoggedInUser({ payStatus: 'yes' });
const progressOf = async (user: Awaited<ReturnType<typeof paidLearner>>, id = video) => (await videosOf(user)).find((row) => row.videoId === id);

describe('video events', () => {
  it('counts played segments, merged, toward the share, and keeps the position to resume from', async () => {
    const ann = await paidLearner();
    clock = serverClock();
    await play(ann, video, { position: 0 });
    clock.advance(10);
    await play(ann, video, { duration: 100, position: 10, played: { from: 0, to: 10 } });
    clock.advance(10);
    await play(ann, video, { duration: 100, position: 20, played: { from: 10.1, to: 20 } });
    clock.advance(10);
    // Played again: the same seconds count once.
    const reply = await play(ann, video, { duration: 100, position: 15, played: { from: 5, to: 15 } });
    expect(reply.json).toEqual({ videoId: video, position: 15, duration: 100, watched: 0.2 });
    // Another device reads the same resume point.
    expect(await progressOf(ann)).toEqual({ videoId: video, position: 15, duration: 100, watched: 0.2 });
  });

  it('does not count seeking: a jump to the end moves the resume point and adds nothing', async () => {
    const ann = await paidLearner();
    clock = serverClock();
    await play(ann, video, { position: 0 });
    clock.advance(5);
    await play(ann, video, { position: 5, played: { from: 0, to: 5 } });
    const seek = await play(ann, video, { position: 99 });
    expect(seek.json).toMatchObject({ position: 99, watched: 0.05 });
    clock.advance(1);
    const ended = await play(ann, video, { position: 100, played: { from: 99, to: 100 } });
    expect(ended.json).toMatchObject({ position: 100, watched: 0.06 });
  });

  it('refuses a "played" segment longer than a report covers, such as the whole video at once', async () => {
    const ann = await paidLearner();
    const whole = await play(ann, video, { duration: 100, position: 100, played: { from: 0, to: 100 } });
    expect(whole.status).toBe(400);
    expect(whole.json.errors.played).toBe('A played segment covers at most 30 seconds: send longer playback in parts.');
    expect(await progressOf(ann)).toBeUndefined();
  });

  it('refuses negative or absurd positions, backwards segments and a duration that is not a number', async () => {
    const ann = await paidLearner();
    const cases: [Record<string, unknown>, string][] = [
      [{ position: -1 }, 'position'],
      [{ position: 86_401 }, 'position'],
      [{ position: 50, played: { from: -5, to: 5 } }, 'played.from'],
      [{ position: 50, played: { from: 20, to: 10 } }, 'played'],
      [{ duration: 'long', position: 0 }, 'duration'],
      [{ duration: -1, position: 0 }, 'duration'],
      [{ duration: 100 }, 'position'],
    ];
    for (const [body, field] of cases) {
      const result = await play(ann, video, body);
      expect(result.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(result.json.errors), JSON.stringify(body)).toContain(field);
    }
    expect(await progressOf(ann)).toBeUndefined();
  });

  it('cuts a position or a segment past the real end at it, whatever duration the player claims', async () => {
    const ann = await paidLearner();
    clock = serverClock();
    await play(ann, video, { position: 90 });
    clock.advance(10);
    const reply = await play(ann, video, { duration: 120, position: 110, played: { from: 95, to: 105 } });
    expect(reply.json).toEqual({ videoId: video, position: 100, duration: 100, watched: 0.05 });
  });

  it("counts a stretch starting or ending within half a second of an end as reaching it (a browser's length may differ by a frame)", async () => {
    const ann = await paidLearner();
    clock = serverClock();
    await play(ann, video, { position: 0.3 });
    clock.advance(10);
    await play(ann, video, { position: 10, played: { from: 0.3, to: 10 } });
    await play(ann, video, { position: 90 });
    clock.advance(10);
    const reply = await play(ann, video, { position: 99.6, played: { from: 90, to: 99.6 } });
    expect(reply.json).toMatchObject({ position: 99.6, duration: 100, watched: 0.2 });
  });

  it('changes nothing when an event is replayed, even after a later one moved the position', async () => {
    const ann = await paidLearner();
    clock = serverClock();
    await play(ann, video, { position: 0 });
    clock.advance(10);
    const first = { eventId: eventId(), position: 10, played: { from: 0, to: 10 } };
    await play(ann, video, first);
    await play(ann, video, { position: 40 });
    clock.advance(10);
    const replay = await play(ann, video, first);
    expect(replay.status).toBe(200);
    expect(replay.json).toMatchObject({ position: 40, watched: 0.1 });
    expect(await progressOf(ann)).toMatchObject({ position: 40, watched: 0.1 });
  });

  it('counts segments sent at the same moment, as far as the time since the last report covers them', async () => {
    const ann = await paidLearner();
    clock = serverClock();
    await play(ann, video, { position: 0 });
    clock.advance(30);
    await Promise.all([
      play(ann, video, { position: 10, played: { from: 0, to: 10 } }),
      play(ann, video, { position: 40, played: { from: 30, to: 40 } }),
      play(ann, video, { position: 70, played: { from: 60, to: 70 } }),
    ]);
    expect((await progressOf(ann))?.watched).toBeCloseTo(0.3, 10);
  });

  it("keeps learners apart: another learner's event changes nothing for Ann, and a userId in the body is not read", async () => {
    const ann = await paidLearner();
    const bob = await paidLearner();
    clock = serverClock();
    await play(ann, video, { position: 0 });
    await play(bob, video, { position: 50 });
    clock.advance(30);
    const shared = eventId();
    await play(ann, video, { eventId: shared, position: 10, played: { from: 0, to: 10 } });
    await play(bob, video, { eventId: shared, userId: ann.id, position: 80, played: { from: 50, to: 80 } });
    expect(await progressOf(ann)).toMatchObject({ position: 10, watched: 0.1 });
    expect(await progressOf(bob)).toMatchObject({ position: 80, watched: 0.3 });
  });

  it('is for paid students and admins, like the videos; an unknown video is a 404', async () => {
    const unpaid = await createLoggedInUser();
    const refused = await play(unpaid, video, { position: 1 });
    expect(refused.status).toBe(403);
    expect(refused.json.message).toBe('Please pay your bill to access all videos.');
    const admin = await createLoggedInUser({ role: 'admin' });
    expect((await play(admin, video, { duration: 100, position: 1 })).status).toBe(200);
    const missing = await play(admin, 999_999, { position: 1 });
    expect(missing.status).toBe(404);
    expect(missing.json.message).toBe('There is no such training video.');
    const anonymous = await call(videoEvent, { method: 'POST', params: { videoId: String(video) }, body: { eventId: eventId(), position: 1 } });
    expect(anonymous.status).toBe(401);
  });
});
