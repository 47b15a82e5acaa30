import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { GET as getUser } from '@/app/api/users/[userId]/route';
import { PUT as updateProfile } from '@/app/api/users/update-profile/[id]/route';
import { enableCaching } from '@/lib/cache/tags';
import { peerHooks } from '@/lib/cluster/join-peers';
import { courses, enrollments, users } from '@/lib/db/schema';
import { renameCourse } from '@/lib/learning/mutations';
import { call } from '../helpers/http';
import { setupSmtpSink } from '../helpers/mail';
import { cardBody, payAs } from '../helpers/payment-calls';
import { setupFreshDatabase } from '../helpers/test-db';
import { createLoggedInUser, type TestUser } from '../helpers/users';

// Profiles are read from memory once read (lib/users/profile-cache.ts), as in the running server. Each test
// reads the profile first (so it is remembered), changes the account the way the product does, and reads
// again at once: a remembered profile that was not dropped answers the old one and fails the test.

const getDb = setupFreshDatabase();
setupSmtpSink();
beforeAll(() => enableCaching());

const profile = async (user: TestUser) => {
  const result = await call(getUser, { cookie: user.cookie, params: { userId: user.id } });
  expect(result.status).toBe(200);
  return result.json;
};

describe('a profile from memory', () => {
  it('is what the database held: a row changed behind its back is not seen', async () => {
    // What makes the tests below meaningful: without the cache they would pass on any code.
    const ann = await createLoggedInUser({ username: 'Ann Before' });
    expect((await profile(ann)).username).toBe('Ann Before');
    await getDb().update(users).set({ username: 'Ann Behind' }).where(eq(users.id, ann.id));
    expect((await profile(ann)).username).toBe('Ann Before');
  });

  it('shows a profile update at once', async () => {
    const ann = await createLoggedInUser({ username: 'Ann Before' });
    await profile(ann);
    const updated = await call(updateProfile, { method: 'PUT', cookie: ann.cookie, params: { id: ann.id }, body: { username: 'Ann After', email: ann.email } });
    expect(updated.status).toBe(200);
    expect((await profile(ann)).username).toBe('Ann After');
  });

  it('shows a payment at once', async () => {
    const ann = await createLoggedInUser();
    expect((await profile(ann)).pay_status).toBe('no');
    expect((await payAs(ann, cardBody(ann))).status).toBe(200);
    expect((await profile(ann)).pay_status).toBe('yes');
  });

  it("shows a renamed course at once, in every learner's profile", async () => {
    const ann = await createLoggedInUser();
    const [course] = await getDb().insert(courses).values({ name: 'Cache Course', title: 'Cache Course', position: 99 }).returning();
    await getDb().insert(enrollments).values({ userId: ann.id, courseId: course.id });
    // Enrolled behind the cache's back: the profile read next is the first one remembered.
    expect((await profile(ann)).courses).toContain('Cache Course');
    await renameCourse(course.id, 'Renamed Course');
    const { courses: names } = await profile(ann);
    expect(names).toContain('Renamed Course');
    expect(names).not.toContain('Cache Course');
  });

  it("drops a user's profile when another instance says their account changed", async () => {
    const ann = await createLoggedInUser({ username: 'Ann Before' });
    await profile(ann);
    await getDb().update(users).set({ username: 'Ann Elsewhere' }).where(eq(users.id, ann.id));
    peerHooks.receive({ type: 'forget-user', userId: ann.id });
    expect((await profile(ann)).username).toBe('Ann Elsewhere');
  });
});
