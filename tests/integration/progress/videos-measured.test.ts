import { and, eq, sql } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { progressEvents } from '@/lib/db/schema';
import { EVENT_LOG_KEEP_DAYS, EVENT_LOG_KEEP_ROWS } from '@/lib/progress/event-log';
import { CLOCK_BUDGET_CAP } from '@/lib/progress/watch-clock';
import { countHit, RATE_RULES } from '@/lib/security/rate-limit';
import { eventId, makeCourse, makeVideo, play, serverClock, tick, videosOf } from '@/tests/helpers/progress';
import { setupFreshDatabase } from '@/tests/helpers/test-db';
import { createLoggedInUser, type TestUser } from '@/tests/helpers/users';

// Issue 37, part 4 (docs/product.md#progress): what a player reports is measured, not believed. The length is the
// server's, read from the file; the watching credited never exceeds the time between the learner's reports by the
// server's clock (plus 10 % and 2 s); events are bounded per learner; the event log is pruned. Each attack here
// succeeded before. Only Date is faked, so "five seconds" are five seconds of the server's clock on any machine.

const getDb = setupFreshDatabase();
let tenMinutes: number;
let clock: ReturnType<typeof serverClock>;

beforeAll(async () => {
  tenMinutes = await makeVideo(getDb(), 'Exploratory testing in depth', 600);
});

afterEach(() => clock?.restore());

const paidLearner = () => createLoggedInUser({ payStatus: 'yes' });
const watchedSeconds = async (user: TestUser, id: number) => {
  const row = (await videosOf(user)).find((item) => item.videoId === id);
  return row ? row.watched * (row.duration ?? 0) : 0;
};

describe('a player cannot claim what the server did not measure', () => {
  it("ignores the player's duration: `duration: 0.5` and half a second played earn half a second of the real 600", async () => {
    const ann = await paidLearner();
    const reply = await play(ann, tenMinutes, { duration: 0.5, position: 0.5, played: { from: 0, to: 0.5 } });
    expect(reply.status).toBe(200);
    expect(reply.json).toMatchObject({ duration: 600, position: 0.5 });
    expect(reply.json.watched).toBeCloseTo(0.5 / 600, 10);
  });

  it('credits twenty parallel 30 s segments sent within 5 s with at most those 5 s plus the slack', async () => {
    const ann = await paidLearner();
    clock = serverClock();
    await play(ann, tenMinutes, { position: 0 });
    clock.advance(5);
    const replies = await Promise.all(
      Array.from({ length: 20 }, (_, index) => play(ann, tenMinutes, { duration: 600, position: index * 30 + 30, played: { from: index * 30, to: index * 30 + 30 } })),
    );
    expect(replies.every((reply) => reply.status === 200)).toBe(true);
    // 5 s × 1.1 + 2 s at the start: 7.5 s, not 600.
    expect(await watchedSeconds(ann, tenMinutes)).toBeLessThanOrEqual(5 * 1.1 + 2 + 1e-9);
  });

  it('does not bank idle time: after an hour without reports, a burst earns at most the cap', async () => {
    const ann = await paidLearner();
    clock = serverClock();
    await play(ann, tenMinutes, { duration: 600, position: 0 });
    clock.advance(3600);
    await Promise.all(
      Array.from({ length: 20 }, (_, index) => play(ann, tenMinutes, { duration: 600, position: 0, played: { from: index * 30, to: index * 30 + 30 } })),
    );
    expect(await watchedSeconds(ann, tenMinutes)).toBeLessThanOrEqual(CLOCK_BUDGET_CAP + 1e-9);
  });

  it('credits real playback at 1× in full: a report as it starts, then one every 10 s, reaches 100 %', async () => {
    const ann = await paidLearner();
    clock = serverClock();
    await play(ann, tenMinutes, { position: 0 });
    let reply = null;
    for (let at = 0; at < 600; at += 10) {
      // A report may arrive a little early or late; over the whole video the clock keeps up.
      clock.advance(at % 20 === 0 ? 9.8 : 10.2);
      reply = await play(ann, tenMinutes, { position: at + 10, played: { from: at, to: at + 10 } });
    }
    expect(reply?.json).toMatchObject({ duration: 600, position: 600, watched: 1 });
  });

  it('counts nothing for a video whose length the server could not read, and says its length is unknown', async () => {
    const unreadable = await makeVideo(getDb(), 'A recording without a length', null);
    const ann = await paidLearner();
    clock = serverClock();
    await play(ann, unreadable, { position: 0 });
    clock.advance(10);
    const reply = await play(ann, unreadable, { duration: 10, position: 10, played: { from: 0, to: 10 } });
    expect(reply.json).toEqual({ videoId: unreadable, position: 10, duration: null, watched: 0 });
  });
});

describe('progress events are bounded per learner', () => {
  it('refuses events past the bound with 429, a message saying the bound, and Retry-After; topics count too', async () => {
    const ann = await paidLearner();
    const { chunkIds } = await makeCourse(getDb(), 'Bounded course', 1);
    const rule = RATE_RULES.progressEventsPerUser;
    await countHit(rule, ann.id, { amount: rule.max - 1 });
    expect((await play(ann, tenMinutes, { position: 1 })).status).toBe(200);
    const refused = await play(ann, tenMinutes, { position: 2 });
    expect(refused.status).toBe(429);
    expect(refused.json.message).toBe('Too many progress reports: at most 300 every 10 minutes. Wait a moment; a player reports every 10 seconds.');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await tick(ann, chunkIds[0])).status).toBe(429);
    // Another learner is not held back.
    expect((await play(await paidLearner(), tenMinutes, { position: 1 })).status).toBe(200);
  });
});

describe("the learner's event log is pruned", () => {
  const logged = (user: TestUser) => getDb().select({ count: sql<number>`count(*)::int` }).from(progressEvents).where(eq(progressEvents.userId, user.id));

  it(`drops rows older than ${EVENT_LOG_KEEP_DAYS} days and keeps at most the newest ${EVENT_LOG_KEEP_ROWS}`, async () => {
    const ann = await paidLearner();
    const day = 86_400_000;
    const old = Array.from({ length: 3 }, () => ({ userId: ann.id, eventId: eventId(), kind: 'video', subject: String(tenMinutes), at: new Date(Date.now() - (EVENT_LOG_KEEP_DAYS + 1) * day) }));
    const recent = Array.from({ length: EVENT_LOG_KEEP_ROWS + 5 }, (_, index) => ({
      userId: ann.id,
      eventId: eventId(),
      kind: 'video',
      subject: String(tenMinutes),
      at: new Date(Date.now() - day + index * 1000),
    }));
    await getDb().insert(progressEvents).values(old);
    await getDb().insert(progressEvents).values(recent);
    const oldest = recent.slice(0, 6).map((row) => row.eventId);

    expect((await play(ann, tenMinutes, { position: 3 })).status).toBe(200);
    expect((await logged(ann))[0].count).toBe(EVENT_LOG_KEEP_ROWS);
    const left = await getDb().select().from(progressEvents).where(and(eq(progressEvents.userId, ann.id), sql`${progressEvents.at} < now() - interval '100 days'`));
    expect(left).toEqual([]);
    const gone = await getDb().select().from(progressEvents).where(and(eq(progressEvents.userId, ann.id), sql`${progressEvents.eventId} in ${oldest}`));
    expect(gone).toEqual([]);
  });
});
