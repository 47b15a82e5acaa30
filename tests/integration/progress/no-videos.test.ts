import { describe, expect, it } from 'vitest';
import { GET as readTable } from '@/app/api/trainer/progress/route';
import { requirementLeft } from '@/components/progress/requirement-text';
import { certificates } from '@/lib/db/schema';
import { call } from '@/tests/helpers/http';
import { makeCourse, makeVideo, setRule, summaryOf, tick } from '@/tests/helpers/progress';
import { setupFreshDatabase } from '@/tests/helpers/test-db';
import { createLoggedInUser } from '@/tests/helpers/users';

// docs/product.md#progress: with no training video to watch (none at all, or none whose length the server could
// read), the video measure does not apply. It is never "100 % watched", so a rule of videos alone earns nothing, and
// the learner's page says "not applicable". Before, an empty catalogue counted as every video watched.

const getDb = setupFreshDatabase();

describe('a site with no training video to measure', () => {
  it('says the video measure is not applicable, and a rule of videos alone is neither 100 % nor met', async () => {
    const { courseId } = await makeCourse(getDb(), 'Automation Testing', 2);
    await setRule(getDb(), courseId, { videoPercent: 80 });
    const ann = await createLoggedInUser({ payStatus: 'yes' });
    const summary = await summaryOf(ann);
    expect(summary.videos.share).toBeNull();
    const course = summary.courses.find((row) => row.courseId === courseId)!;
    expect(course).toMatchObject({ percent: 0, ruleMet: false, certificate: null });
    expect(course.requirements).toEqual([{ kind: 'videos', need: 80, have: 0, met: false, applicable: false }]);
    expect(await getDb().select().from(certificates)).toEqual([]);
    // The learner's page and the trainer's table say so.
    expect(requirementLeft(course.requirements[0])).toBe('Not applicable: this course has no training videos yet');
    const admin = await createLoggedInUser({ role: 'admin' });
    const table = await call(readTable, { path: `/api/trainer/progress?course=${courseId}`, cookie: admin.cookie });
    expect(table.json.rows.find((row: { userId: string }) => row.userId === ann.id)).toMatchObject({ videos: null, progress: 0 });
  });

  it('counts a video whose length could not be read as nothing to watch, and lets the rest of a rule decide', async () => {
    await makeVideo(getDb(), 'A recording without a length', null);
    const { courseId, chunkIds } = await makeCourse(getDb(), 'Test Preparation', 1);
    await setRule(getDb(), courseId, { videoPercent: 50, allTopics: true });
    const ann = await createLoggedInUser({ payStatus: 'yes' });
    const before = (await summaryOf(ann)).courses.find((row) => row.courseId === courseId)!;
    expect(before).toMatchObject({ percent: 0, ruleMet: false });
    await tick(ann, chunkIds[0]);
    const after = (await summaryOf(ann)).courses.find((row) => row.courseId === courseId)!;
    expect(after).toMatchObject({ percent: 100, ruleMet: true });
    expect(after.requirements.find((item) => item.kind === 'videos')).toMatchObject({ applicable: false, met: false });
  });
});
