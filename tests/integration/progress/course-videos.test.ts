import { beforeAll, describe, expect, it } from 'vitest';
import { GET as readTable } from '@/app/api/trainer/progress/route';
import { requirementLeft } from '@/components/progress/requirement-text';
import { evidenceFor } from '@/lib/certificates/evidence';
import { call } from '@/tests/helpers/http';
import { makeCourse, makeVideo, setRule, summaryOf, watch } from '@/tests/helpers/progress';
import { setupFreshDatabase } from '@/tests/helpers/test-db';
import { createLoggedInUser, type TestUser } from '@/tests/helpers/users';

// docs/product.md#progress: a course's video measure counts that course's videos and the videos for all courses
// (course_id null), nothing else. A course with no video of either kind has no video requirement to meet: it is "not
// applicable", never "100 %", even while other courses have videos. Before, every course measured every video.

const getDb = setupFreshDatabase();
let admin: TestUser;
let manual: number;
let automation: number;
let manualVideos: number[];

const courseIn = async (user: TestUser, courseId: number) => (await summaryOf(user)).courses.find((row) => row.courseId === courseId)!;
const videosColumn = async (user: TestUser, courseId: number) => {
  const table = await call(readTable, { path: `/api/trainer/progress?course=${courseId}`, cookie: admin.cookie });
  return table.json.rows.find((row: { userId: string }) => row.userId === user.id).videos;
};

beforeAll(async () => {
  admin = await createLoggedInUser({ role: 'admin' });
  ({ courseId: manual } = await makeCourse(getDb(), 'Manual Testing', 1));
  ({ courseId: automation } = await makeCourse(getDb(), 'Automation Testing', 1));
  await setRule(getDb(), manual, { videoPercent: 50 });
  await setRule(getDb(), automation, { videoPercent: 50 });
  manualVideos = [await makeVideo(getDb(), 'Manual one', 20, manual), await makeVideo(getDb(), 'Manual two', 20, manual)];
});

describe("a course's video measure", () => {
  it("counts only the course's own videos; a course without videos is not applicable, not 100 % and not met", async () => {
    const ann = await createLoggedInUser({ payStatus: 'yes' });
    expect((await watch(ann, manualVideos[0], 0, 20)).status).toBe(200);

    const own = await courseIn(ann, manual);
    expect(own.requirements).toEqual([{ kind: 'videos', need: 50, have: 50, met: true, applicable: true }]);
    expect(own).toMatchObject({ percent: 100, ruleMet: true });

    const none = await courseIn(ann, automation);
    expect(none.requirements).toEqual([{ kind: 'videos', need: 50, have: 0, met: false, applicable: false }]);
    expect(none).toMatchObject({ percent: 0, ruleMet: false, certificate: null });
    expect(requirementLeft(none.requirements[0])).toBe('Not applicable: this course has no training videos yet');
    // The trainer's table, one course at a time, says the same.
    expect(await videosColumn(ann, manual)).toBe(50);
    expect(await videosColumn(ann, automation)).toBeNull();
    // The certificate's evidence names the course's own videos.
    expect((await evidenceFor(ann.id, own)).requirements).toEqual([{ kind: 'videos', need: 50, have: 50, videos: 2 }]);
  });

  it('counts a video for all courses in every course', async () => {
    const forAll = await makeVideo(getDb(), 'For every course', 20, null);
    const bea = await createLoggedInUser({ payStatus: 'yes' });
    expect((await watch(bea, forAll, 0, 20)).status).toBe(200);
    // Manual: one of its three videos watched; Automation: its one video (the shared one) watched.
    expect((await courseIn(bea, manual)).requirements).toEqual([{ kind: 'videos', need: 50, have: 33, met: false, applicable: true }]);
    expect((await courseIn(bea, automation)).requirements).toEqual([{ kind: 'videos', need: 50, have: 100, met: true, applicable: true }]);
    expect(await videosColumn(bea, automation)).toBe(100);
  });
});
