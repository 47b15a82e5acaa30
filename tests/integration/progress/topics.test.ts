import { beforeAll, describe, expect, it } from 'vitest';
import { PUT as topicEvent } from '@/app/api/progress/topics/[chunkId]/route';
import { call } from '@/tests/helpers/http';
import { doneTopics, eventId, makeCourse, tick } from '@/tests/helpers/progress';
import { setupFreshDatabase } from '@/tests/helpers/test-db';
import { createLoggedInUser } from '@/tests/helpers/users';

// docs/product.md#progress: a learning topic is done once read to its end or ticked, and can be unticked. Events are
// per learner (the session's, never one the body names) and a replayed event id changes nothing.

const getDb = setupFreshDatabase();
let course: { courseId: number; chunkIds: number[] };
let other: { courseId: number; chunkIds: number[] };

beforeAll(async () => {
  course = await makeCourse(getDb(), 'Manual Testing', 3);
  other = await makeCourse(getDb(), 'Automation Testing', 2);
});

describe('topic events', () => {
  it('ticks a topic read to its end and one ticked by hand, and lists them per course', async () => {
    const ann = await createLoggedInUser();
    const [first, second] = course.chunkIds;
    expect((await tick(ann, first, { via: 'read' })).json).toEqual({ done: true });
    expect((await tick(ann, second)).json).toEqual({ done: true });
    expect((await tick(ann, other.chunkIds[0])).status).toBe(200);
    expect(await doneTopics(ann, course.courseId)).toEqual([first, second]);
    expect(await doneTopics(ann)).toEqual([first, second, other.chunkIds[0]].sort((a, b) => a - b));
  });

  it('unticks a topic, and ticks it again with a new event', async () => {
    const ann = await createLoggedInUser();
    const chunk = course.chunkIds[0];
    await tick(ann, chunk);
    expect((await tick(ann, chunk, { done: false })).json).toEqual({ done: false });
    expect(await doneTopics(ann, course.courseId)).toEqual([]);
    expect((await tick(ann, chunk)).json).toEqual({ done: true });
    expect(await doneTopics(ann, course.courseId)).toEqual([chunk]);
  });

  it('changes nothing when an event is replayed, even after a later event', async () => {
    const ann = await createLoggedInUser();
    const chunk = course.chunkIds[1];
    const done = { eventId: eventId(), done: true };
    await tick(ann, chunk, done);
    await tick(ann, chunk, { done: false });
    const replay = await tick(ann, chunk, done);
    expect(replay.status).toBe(200);
    expect(replay.json).toEqual({ done: false });
    expect(await doneTopics(ann, course.courseId)).toEqual([]);
  });

  it("keeps each learner's events apart: the same event id counts for each, and a userId in the body is not read", async () => {
    const ann = await createLoggedInUser();
    const bob = await createLoggedInUser();
    const shared = eventId();
    await tick(ann, course.chunkIds[0], { eventId: shared });
    expect(await doneTopics(bob)).toEqual([]);
    await tick(bob, course.chunkIds[2], { eventId: shared, userId: ann.id });
    expect(await doneTopics(bob)).toEqual([course.chunkIds[2]]);
    expect(await doneTopics(ann)).toEqual([course.chunkIds[0]]);
  });

  it('refuses a topic that does not exist, a malformed id, and bad bodies, with clear messages', async () => {
    const ann = await createLoggedInUser();
    const missing = await tick(ann, 999_999);
    expect(missing.status).toBe(404);
    expect(missing.json.message).toBe('There is no such learning topic.');
    const malformed = await call(topicEvent, { method: 'PUT', cookie: ann.cookie, params: { chunkId: 'abc' }, body: { eventId: eventId(), done: true } });
    expect(malformed.status).toBe(404);
    const noId = await tick(ann, course.chunkIds[0], { eventId: 'not-a-uuid' });
    expect(noId.status).toBe(400);
    expect(noId.json.errors.eventId).toMatch(/UUID/);
    const noDone = await tick(ann, course.chunkIds[0], { done: 'yes' });
    expect(noDone.status).toBe(400);
    expect(noDone.json.errors.done).toBe('Say whether the topic is done: done must be true or false.');
    const badVia = await tick(ann, course.chunkIds[0], { via: 'skimmed' });
    expect(badVia.status).toBe(400);
    expect(await doneTopics(ann)).toEqual([]);
  });

  it('answers 401 without a session', async () => {
    const result = await call(topicEvent, { method: 'PUT', params: { chunkId: String(course.chunkIds[0]) }, body: { eventId: eventId(), done: true } });
    expect(result.status).toBe(401);
  });
});
