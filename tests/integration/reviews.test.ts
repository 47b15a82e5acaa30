import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { GET as listPublic } from '@/app/api/reviews/route';
import { GET as listOwn, POST as postReview } from '@/app/api/reviews/[userId]/route';
import { DELETE as deleteReview } from '@/app/api/reviews/[userId]/[reviewId]/route';
import { reviews, users } from '@/lib/db/schema';
import { RATE_RULES } from '@/lib/security/rate-limit';
import { MSG } from '@/lib/messages';
import { call } from '../helpers/http';
import { setupFreshDatabase } from '../helpers/test-db';
import { createLoggedInUser, type TestUser } from '../helpers/users';

const getDb = setupFreshDatabase();

function post(user: TestUser | null, userId: string, body: unknown) {
  return call(postReview, { cookie: user?.cookie, params: { userId }, body });
}

function list(user: TestUser | null, userId: string) {
  return call(listOwn, { cookie: user?.cookie, params: { userId } });
}

function remove(user: TestUser | null, userId: string, reviewId: number | string) {
  return call(deleteReview, { method: 'DELETE', cookie: user?.cookie, params: { userId, reviewId: String(reviewId) } });
}

describe('reviews API for the owner', () => {
  it('posts, lists newest first in the public wire shape, and deletes', async () => {
    const student = await createLoggedInUser({ username: 'Grace Hopper' });
    const first = await post(student, student.id, { content: '  First review  ' });
    expect(first.status).toBe(200);
    expect(first.json).toMatchObject({ success: true, message: MSG.feedbackThanks });
    expect(first.json.review).toMatchObject({ username: 'Grace Hopper', profile: null, content: 'First review' });
    expect(first.json.review.student_id).toMatch(/^QA-/);
    expect(first.json.review.date).toBe(first.json.review.created_at);
    const second = await post(student, student.id, { content: 'Second review' });

    const listed = await list(student, student.id);
    expect(listed.status).toBe(200);
    expect(listed.json.map((r: { id: number }) => r.id)).toEqual([second.json.review.id, first.json.review.id]);
    expect(Object.keys(listed.json[0]).sort()).toEqual(['content', 'created_at', 'date', 'id', 'profile', 'student_id', 'username']);

    const deleted = await remove(student, student.id, first.json.review.id);
    expect(deleted.status).toBe(200);
    expect(deleted.json).toEqual({ success: true });
    expect((await list(student, student.id)).json.map((r: { id: number }) => r.id)).toEqual([second.json.review.id]);
    expect((await remove(student, student.id, first.json.review.id)).status).toBe(404);
  });

  it('ignores the body’s author and date: the session’s user and the server’s clock decide', async () => {
    const student = await createLoggedInUser();
    const other = await createLoggedInUser();
    const before = Date.now();
    const result = await post(student, student.id, {
      content: 'Mine',
      student_id: 'QA-FAKE-1',
      userId: other.id,
      date: '2001-01-01T00:00:00.000Z',
    });
    expect(result.status).toBe(200);
    const [row] = await getDb().select().from(reviews).where(eq(reviews.id, result.json.review.id));
    expect(row.userId).toBe(student.id);
    expect(row.createdAt.getTime()).toBeGreaterThanOrEqual(before - 5_000);
    const [author] = await getDb().select({ studentId: users.studentId }).from(users).where(eq(users.id, student.id));
    expect(result.json.review.student_id).toBe(author.studentId);
    expect(result.json.review.created_at.startsWith('2001')).toBe(false);
    expect((await list(other, other.id)).json).toEqual([]);
  });

  it('stores markup as given and answers it as plain JSON text', async () => {
    const student = await createLoggedInUser();
    const content = 'Great course <script>alert(1)</script> & <b>more</b>';
    const result = await post(student, student.id, { content });
    expect(result.status).toBe(200);
    expect(result.headers.get('content-type')).toMatch(/^application\/json/);
    expect(result.json.review.content).toBe(content);
    const [row] = await getDb().select().from(reviews).where(eq(reviews.id, result.json.review.id));
    expect(row.content).toBe(content);
    expect((await list(student, student.id)).json[0].content).toBe(content);
  });
});

describe('reviews API access', () => {
  it('refuses another student (403) and a visitor (401)', async () => {
    const owner = await createLoggedInUser();
    const intruder = await createLoggedInUser();
    const { json } = await post(owner, owner.id, { content: 'Private to edit' });
    expect((await list(intruder, owner.id)).status).toBe(403);
    expect((await post(intruder, owner.id, { content: 'Not mine' })).status).toBe(403);
    expect((await remove(intruder, owner.id, json.review.id)).status).toBe(403);
    expect((await list(null, owner.id)).status).toBe(401);
    expect((await post(null, owner.id, { content: 'Anonymous' })).status).toBe(401);
    expect((await remove(null, owner.id, json.review.id)).status).toBe(401);
    expect((await list(owner, owner.id)).json).toHaveLength(1);
  });

  it('answers 404 for another user’s review id passed under your own user id', async () => {
    const owner = await createLoggedInUser();
    const intruder = await createLoggedInUser();
    const { json } = await post(owner, owner.id, { content: 'Keep me' });
    const result = await remove(intruder, intruder.id, json.review.id);
    expect(result.status).toBe(404);
    expect((await list(owner, owner.id)).json).toHaveLength(1);
    expect((await remove(intruder, intruder.id, 'abc')).status).toBe(404);
    expect((await remove(intruder, intruder.id, '99999999999')).status).toBe(404);
  });

  it('lets an admin read and delete anyone’s reviews, but not post under a student’s name', async () => {
    const student = await createLoggedInUser();
    const admin = await createLoggedInUser({ role: 'admin' });
    const { json } = await post(student, student.id, { content: 'Moderate me' });
    const listed = await list(admin, student.id);
    expect(listed.status).toBe(200);
    expect(listed.json.map((r: { id: number }) => r.id)).toEqual([json.review.id]);
    expect((await post(admin, student.id, { content: 'Ghost-written' })).status).toBe(403);
    expect((await remove(admin, student.id, json.review.id)).status).toBe(200);
    expect((await list(student, student.id)).json).toEqual([]);
  });
});

describe('reviews API input', () => {
  it('refuses empty, blank, missing and too long content with the spec messages', async () => {
    const student = await createLoggedInUser();
    for (const body of [{ content: '' }, { content: '   \n\t ' }, {}, { content: 42 }]) {
      const result = await post(student, student.id, body);
      expect(result.status).toBe(400);
      expect(result.json.message).toBe(MSG.feedbackEmpty);
    }
    const tooLong = await post(student, student.id, { content: 'x'.repeat(1001) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.json).toMatchObject({ message: MSG.feedbackMax, errors: { content: MSG.feedbackMax } });
    expect((await post(student, student.id, { content: 'x'.repeat(1000) })).status).toBe(200);
  });

  it('refuses a body that is not JSON', async () => {
    const student = await createLoggedInUser();
    const result = await call(postReview, { cookie: student.cookie, params: { userId: student.id }, rawBody: 'content=hello' });
    expect(result.status).toBe(400);
    expect(result.json.message).toBe('The request body must be valid JSON.');
    expect((await list(student, student.id)).json).toEqual([]);
  });

  it('limits how many reviews one student can post in an hour', async () => {
    const student = await createLoggedInUser();
    for (let i = 0; i < RATE_RULES.reviewPerUser.max; i++) {
      expect((await post(student, student.id, { content: `Review ${i}` })).status).toBe(200);
    }
    const blocked = await post(student, student.id, { content: 'One too many' });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('GET /api/reviews (public)', () => {
  it('includes a new review first and drops it once deleted', async () => {
    const student = await createLoggedInUser({ username: 'Public Poster' });
    const { json } = await post(student, student.id, { content: 'Visible on the home page' });
    const listed = await call(listPublic);
    expect(listed.status).toBe(200);
    expect(listed.json[0]).toMatchObject({ id: json.review.id, username: 'Public Poster', content: 'Visible on the home page' });
    await remove(student, student.id, json.review.id);
    expect((await call(listPublic)).json.some((r: { id: number }) => r.id === json.review.id)).toBe(false);
  });
});

describe('publishing a review needs a verified e-mail', () => {
  it('refuses an unverified account with a message and a link to verify, then accepts it once verified', async () => {
    const student = await createLoggedInUser({ emailVerified: false });
    const refused = await post(student, student.id, { content: 'Spam from a throwaway address' });
    expect(refused.status).toBe(403);
    expect(refused.json).toEqual({ message: MSG.reviewNeedsVerifiedEmail, link: '/verifyEmail' });
    expect(await getDb().select().from(reviews).where(eq(reviews.userId, student.id))).toEqual([]);

    await getDb().update(users).set({ emailVerified: true }).where(eq(users.id, student.id));
    expect((await post(student, student.id, { content: 'Now verified' })).status).toBe(200);
  });
});
