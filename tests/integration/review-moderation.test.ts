import { describe, expect, it } from 'vitest';
import { GET as listPublic } from '@/app/api/reviews/route';
import { GET as listOwn, POST as postReview } from '@/app/api/reviews/[userId]/route';
import { GET as readSetting, PUT as saveSetting } from '@/app/api/trainer/review-settings/route';
import { GET as listModerated } from '@/app/api/trainer/reviews/route';
import { DELETE as deleteModerated, PATCH as moderate } from '@/app/api/trainer/reviews/[id]/route';
import { MSG, REVIEW_MSG } from '@/lib/messages';
import { call } from '../helpers/http';
import { setupFreshDatabase } from '../helpers/test-db';
import { createLoggedInUser, type TestUser } from '../helpers/users';

// Review moderation (docs/product.md#admin-reviews): by default a review is public at once and an admin can hide it;
// with "approve first" it waits, unseen, until approved. Every moderation route refuses students and visitors.

setupFreshDatabase();

// The file's tests share one database: each looks only at the reviews it wrote.
const MINE = ['Clear and practical.', 'Waiting for a look.', 'Straight out.', 'To be removed.', 'Mine to keep.'];
let ownContents: string[] = [];
const publicContents = async () => ((await call(listPublic)).json as { content: string }[]).map((review) => review.content).filter((content) => ownContents.includes(content));
const post = (student: TestUser, content: string) => call(postReview, { cookie: student.cookie, params: { userId: student.id }, body: { content } });
const setStatus = (who: TestUser | null, id: number | string, status: unknown) => call(moderate, { method: 'PATCH', cookie: who?.cookie, params: { id: String(id) }, body: { status } });

describe('review moderation', () => {
  it('publishes at once by default; a hidden review leaves the public list and comes back when shown again', async () => {
    ownContents = MINE.slice(0, 1);
    const admin = await createLoggedInUser({ role: 'admin' });
    const student = await createLoggedInUser({ username: 'Ada Lovelace' });
    expect((await call(readSetting, { cookie: admin.cookie })).json).toEqual({ approveFirst: false });
    const posted = await post(student, 'Clear and practical.');
    expect(posted.json).toMatchObject({ message: MSG.feedbackThanks, pending: false });
    expect(await publicContents()).toEqual(['Clear and practical.']);

    const hidden = await setStatus(admin, posted.json.review.id, 'hidden');
    expect(hidden.status).toBe(200);
    expect(hidden.json).toMatchObject({ message: REVIEW_MSG.hidden, review: { status: 'hidden', username: 'Ada Lovelace', user_id: student.id } });
    expect(await publicContents()).toEqual([]);
    // The author still sees their own review (and may still delete it).
    expect((await call(listOwn, { cookie: student.cookie, params: { userId: student.id } })).json).toHaveLength(1);
    const listed = await call(listModerated, { cookie: admin.cookie, path: '/api/trainer/reviews?status=hidden' });
    expect(listed.json.reviews).toMatchObject([{ id: posted.json.review.id, status: 'hidden', email: student.email }]);

    expect((await setStatus(admin, posted.json.review.id, 'published')).json.review.status).toBe('published');
    expect(await publicContents()).toEqual(['Clear and practical.']);
  });

  it('with approval first, a new review waits unseen until an admin approves it', async () => {
    ownContents = MINE.slice(1, 3);
    const admin = await createLoggedInUser({ role: 'admin' });
    const student = await createLoggedInUser();
    const saved = await call(saveSetting, { method: 'PUT', cookie: admin.cookie, body: { approveFirst: true } });
    expect(saved.json).toEqual({ message: REVIEW_MSG.settingSaved, approveFirst: true });
    const posted = await post(student, 'Waiting for a look.');
    expect(posted.json).toMatchObject({ message: MSG.feedbackAwaitsApproval, pending: true });
    expect(await publicContents()).toEqual([]);
    const waiting = await call(listModerated, { cookie: admin.cookie, path: '/api/trainer/reviews?status=pending' });
    expect(waiting.json.reviews.map((review: { id: number }) => review.id)).toEqual([posted.json.review.id]);
    expect(waiting.json.approveFirst).toBe(true);

    expect((await setStatus(admin, posted.json.review.id, 'published')).json.message).toBe(REVIEW_MSG.published);
    expect(await publicContents()).toEqual(['Waiting for a look.']);
    // Back to the default: the next review is public at once again.
    await call(saveSetting, { method: 'PUT', cookie: admin.cookie, body: { approveFirst: false } });
    await post(student, 'Straight out.');
    expect(await publicContents()).toEqual(['Straight out.', 'Waiting for a look.']);
  });

  it('deletes anyone’s review; a missing one is 404, and a status other than published or hidden is 400', async () => {
    ownContents = MINE.slice(3, 4);
    const admin = await createLoggedInUser({ role: 'admin' });
    const student = await createLoggedInUser();
    const { id } = (await post(student, 'To be removed.')).json.review;
    expect((await setStatus(admin, id, 'pending')).status).toBe(400);
    expect((await setStatus(admin, id, 'pending')).json.errors).toEqual({ status: REVIEW_MSG.statusRequired });
    expect((await call(saveSetting, { method: 'PUT', cookie: admin.cookie, body: { approveFirst: 'yes' } })).status).toBe(400);
    expect((await call(listModerated, { cookie: admin.cookie, path: '/api/trainer/reviews?status=gone' })).status).toBe(400);
    const removed = await call(deleteModerated, { method: 'DELETE', cookie: admin.cookie, params: { id: String(id) } });
    expect(removed.json).toEqual({ message: REVIEW_MSG.deleted });
    expect(await publicContents()).toEqual([]);
    expect((await call(deleteModerated, { method: 'DELETE', cookie: admin.cookie, params: { id: String(id) } })).status).toBe(404);
    expect((await setStatus(admin, id, 'hidden')).status).toBe(404);
  });

  it('refuses students (403) and visitors (401) on every moderation route, changing nothing', async () => {
    ownContents = MINE.slice(4, 5);
    const student = await createLoggedInUser();
    const { id } = (await post(student, 'Mine to keep.')).json.review;
    for (const who of [student, null]) {
      const expected = who ? 403 : 401;
      expect((await call(listModerated, { cookie: who?.cookie })).status).toBe(expected);
      expect((await call(readSetting, { cookie: who?.cookie })).status).toBe(expected);
      expect((await call(saveSetting, { method: 'PUT', cookie: who?.cookie, body: { approveFirst: true } })).status).toBe(expected);
      expect((await setStatus(who, id, 'hidden')).status).toBe(expected);
      expect((await call(deleteModerated, { method: 'DELETE', cookie: who?.cookie, params: { id: String(id) } })).status).toBe(expected);
    }
    expect(await publicContents()).toEqual(['Mine to keep.']);
    const admin = await createLoggedInUser({ role: 'admin' });
    expect((await call(readSetting, { cookie: admin.cookie })).json).toEqual({ approveFirst: false });
  });
});
