import { beforeAll, describe, expect, it } from 'vitest';
import { readAttention, type AttentionItem } from '@/lib/admin/attention';
import { enrollments } from '@/lib/db/schema';
import { makeCourse, makeVideo } from '@/tests/helpers/progress';
import { setupFreshDatabase } from '@/tests/helpers/test-db';
import { createLoggedInUser } from '@/tests/helpers/users';

// docs/product.md#admin-dashboard: "no videos" is said per course, for the courses whose paid learners have nothing to
// watch. A course with a video of its own is fine; a video for all courses is in every course.

const getDb = setupFreshDatabase();
let manual: number;
let automation: number;
let preparation: number;

const noVideos = async () => (await readAttention()).find((item): item is Extract<AttentionItem, { kind: 'no-videos' }> => item.kind === 'no-videos') ?? null;

beforeAll(async () => {
  ({ courseId: manual } = await makeCourse(getDb(), 'Manual Testing', 1));
  ({ courseId: automation } = await makeCourse(getDb(), 'Automation Testing', 1));
  ({ courseId: preparation } = await makeCourse(getDb(), 'Test Preparation', 1));
  const paid = [await createLoggedInUser({ payStatus: 'yes' }), await createLoggedInUser({ payStatus: 'yes' })];
  const unpaid = await createLoggedInUser({ payStatus: 'no' });
  await getDb().insert(enrollments).values([
    { userId: paid[0].id, courseId: manual },
    { userId: paid[1].id, courseId: manual },
    { userId: paid[1].id, courseId: automation },
    // Only an unpaid student in Test Preparation: nobody waits for its videos yet.
    { userId: unpaid.id, courseId: preparation },
  ]);
});

describe('the "no videos" attention item', () => {
  it('names each course without videos whose paid students are enrolled, with their number', async () => {
    expect(await noVideos()).toEqual({
      kind: 'no-videos',
      courses: [
        { courseId: manual, name: 'Manual Testing', paid: 2 },
        { courseId: automation, name: 'Automation Testing', paid: 1 },
      ],
      href: '/admin/training-video',
    });
  });

  it('leaves out a course once it has a video of its own', async () => {
    await makeVideo(getDb(), 'Boundary values', 60, manual);
    expect((await noVideos())?.courses).toEqual([{ courseId: automation, name: 'Automation Testing', paid: 1 }]);
  });

  it('is gone once a video is for all courses', async () => {
    await makeVideo(getDb(), 'Welcome to the academy', 60, null);
    expect(await noVideos()).toBeNull();
  });
});
