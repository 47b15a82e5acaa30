import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { enableCaching } from '@/lib/cache/tags';
import { removeCertificateRule, saveCertificateRule } from '@/lib/certificates/rules';
import { courses, trainingVideos } from '@/lib/db/schema';
import { addChunk, addCourse } from '@/lib/learning/mutations';
import { courseFacts } from '@/lib/progress/measures';
import { measuredVideoCountsByCourse } from '@/lib/progress/videos';
import { deleteTrainingVideo } from '@/lib/trainings/mutations';
import { recordVideoDuration } from '@/lib/trainings/video-duration';
import { makeCourse, makeVideo } from '@/tests/helpers/progress';
import { setupFreshDatabase } from '@/tests/helpers/test-db';

// What every learner's progress is measured against (each course's topics and certificate rule, the videos whose
// length the server read) is kept in memory once read, as in the running server: a class completing exercises at
// once no longer reads it again per learner. Each test reads first (so it is remembered), changes it the way the
// product does, and reads again at once: a remembered read that was not dropped answers the old one and fails.

const getDb = setupFreshDatabase();
beforeAll(() => enableCaching());

const factsOf = async (courseId: number) => (await courseFacts()).find((course) => course.courseId === courseId)!;

describe("progress's course facts and measured videos from memory", () => {
  it('are what the database held: a row changed behind their back is not seen', async () => {
    // What makes the tests below meaningful: without the cache they would pass on any code.
    const { courseId } = await makeCourse(getDb(), 'Behind Its Back', 1);
    expect((await factsOf(courseId)).courseName).toBe('Behind Its Back');
    await getDb().update(courses).set({ name: 'Renamed Behind' }).where(eq(courses.id, courseId));
    expect((await factsOf(courseId)).courseName).toBe('Behind Its Back');
    const before = await measuredVideoCountsByCourse();
    await makeVideo(getDb(), 'Behind its back');
    expect((await measuredVideoCountsByCourse()).all).toBe(before.all);
  });

  it('show a course added, and its certificate rule saved or removed, at once', async () => {
    const { course_id: courseId } = await addCourse('Rules');
    expect((await factsOf(courseId)).rule).toBeNull();
    await saveCertificateRule(courseId, { allTopics: true, videoPercent: null, exercises: 2, defects: null, challenges: null, suitePercent: null, suiteExercises: null });
    expect((await factsOf(courseId)).rule).toMatchObject({ allTopics: true, exercises: 2 });
    await removeCertificateRule(courseId);
    expect((await factsOf(courseId)).rule).toBeNull();
  });

  it('show a topic added at once', async () => {
    const { course_id: courseId } = await addCourse('Topics');
    expect((await factsOf(courseId)).topicsTotal).toBe(0);
    await addChunk(courseId, { chunk_title: 'A first topic', chunk_contents: ['a line'] });
    expect((await factsOf(courseId)).topicsTotal).toBe(1);
  });

  it("show a video's length read, and a video removed, at once", async () => {
    const counted = (await measuredVideoCountsByCourse()).all;
    // A measured video added behind the cache's back is not seen…
    await makeVideo(getDb(), 'Behind its back again');
    expect((await measuredVideoCountsByCourse()).all).toBe(counted);
    // …until the server reads another video's length (its file is not there: "none", but the row is read).
    const [unread] = await getDb()
      .insert(trainingVideos)
      .values({ videoName: 'v-unread.mp4', content: 'Unread', courseId: null, mimeType: 'video/mp4', sizeBytes: 10 })
      .returning({ id: trainingVideos.id });
    await recordVideoDuration(unread.id, 'v-unread.mp4');
    expect((await measuredVideoCountsByCourse()).all).toBe(counted + 1);
    const measured = await makeVideo(getDb(), 'Measured');
    await deleteTrainingVideo(measured);
    expect((await measuredVideoCountsByCourse()).all).toBe(counted + 1);
  });
});
