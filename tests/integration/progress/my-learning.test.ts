import { beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api/errors';
import { courseSchedule, enrollments } from '@/lib/db/schema';
import { ENROLMENT_MSG } from '@/lib/messages';
import { myCourseViewOf, myLearningOf } from '@/lib/my-learning/queries';
import { makeCourse, makeVideo, setRule, summaryOf, tick, watch } from '@/tests/helpers/progress';
import { setupFreshDatabase } from '@/tests/helpers/test-db';
import { createLoggedInUser, type TestUser } from '@/tests/helpers/users';

// My learning (docs/product.md#my-learning): the learner's enrolled courses with the progress My progress shows, and
// Continue to the next unfinished step: topics, then videos (once paid), then the exercises the rule counts.

const getDb = setupFreshDatabase();
let course: { courseId: number; chunkIds: number[] };
let empty: { courseId: number; chunkIds: number[] };
let videoId: number;
let batchId: number;

const enrolIn = (user: TestUser, courseId: number, scheduleId: number | null = null) => getDb().insert(enrollments).values({ userId: user.id, courseId, scheduleId });

beforeAll(async () => {
  course = await makeCourse(getDb(), 'Manual Testing', 2);
  empty = await makeCourse(getDb(), 'Test Preparation', 0);
  await setRule(getDb(), course.courseId, { allTopics: true, videoPercent: 50, exercises: 1 });
  videoId = await makeVideo(getDb(), 'Writing a test plan', 20);
  const [batch] = await getDb()
    .insert(courseSchedule)
    .values({ projectId: 'QA-201', projectName: 'Manual Testing', courseId: course.courseId, startDate: '2027-02-01', weekdays: 'Tue', demoDate: '2027-01-30', duration: '6 weeks', meetingTime: '6 pm', fee: 299 })
    .returning();
  batchId = batch.id;
});

describe('My learning', () => {
  it('lists only the enrolled courses, with their batch and the same bar as My progress', async () => {
    const learner = await createLoggedInUser({ payStatus: 'no' });
    await enrolIn(learner, course.courseId, batchId);
    await enrolIn(learner, empty.courseId);
    await tick(learner, course.chunkIds[0]);
    const mine = await myLearningOf(learner.id, false);
    expect(mine.map((item) => item.courseName)).toEqual(['Manual Testing', 'Test Preparation']);
    const [manual, prep] = mine;
    expect(manual.batch).toEqual({ batchCode: 'QA-201', startDate: '2027-02-01' });
    const summary = await summaryOf(learner);
    expect(manual.progress.percent).toBe(summary.courses.find((item) => item.courseId === course.courseId)!.percent);
    expect(manual.topics.map((topic) => topic.done)).toEqual([true, false]);
    expect(manual.next).toEqual({ kind: 'topic', label: 'Read “Manual Testing topic 2”', href: `/learning/${course.courseId}` });
    // Unpaid: the videos are locked, and a course with nothing to read leads to payment.
    expect(manual.videos).toBeNull();
    expect(prep).toMatchObject({ topics: [], batch: null, next: { kind: 'payment', href: '/payment' } });
  });

  it('continues to the next unwatched video, then to an exercise the rule counts', async () => {
    const learner = await createLoggedInUser({ payStatus: 'yes', payMethod: 'card' });
    await enrolIn(learner, course.courseId);
    for (const chunkId of course.chunkIds) await tick(learner, chunkId);
    const [before] = await myLearningOf(learner.id, true);
    expect(before.next).toMatchObject({ kind: 'video', href: `/learning#video-${videoId}` });
    await watch(learner, videoId, 0, 20);
    const after = await myCourseViewOf(learner.id, course.courseId, true);
    expect(after.videos).toEqual([{ videoId, title: 'Writing a test plan', watched: 100, done: true }]);
    expect(after.next).toMatchObject({ kind: 'exercise', href: '/student/practice/shopping' });
    expect(after.exercises.need).toBe(1);
    expect(after.progress.requirements.map((item) => [item.kind, item.met])).toEqual([
      ['topics', true],
      ['videos', true],
      ['exercises', false],
    ]);
  });

  it('is empty for a learner with no course', async () => {
    const learner = await createLoggedInUser();
    expect(await myLearningOf(learner.id, false)).toEqual([]);
  });

  it("refuses a course the learner is not enrolled in, another learner's included, and a course that does not exist", async () => {
    const owner = await createLoggedInUser();
    await enrolIn(owner, course.courseId);
    const other = await createLoggedInUser();
    for (const courseId of [course.courseId, 987_654]) {
      const refusal = await myCourseViewOf(other.id, courseId, false).catch((error: unknown) => error);
      expect(refusal).toBeInstanceOf(ApiError);
      expect(refusal).toMatchObject({ status: 404, message: ENROLMENT_MSG.notEnrolled });
    }
    expect((await myCourseViewOf(owner.id, course.courseId, false)).courseId).toBe(course.courseId);
  });
});
