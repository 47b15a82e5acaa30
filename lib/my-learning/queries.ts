import 'server-only';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { notFound } from '../api/errors';
import { certificatesOf } from '../certificates/queries';
import { getDb } from '../db/client';
import { courseSchedule, courses, enrollments, learningChunks } from '../db/schema';
import { ENROLMENT_MSG } from '../messages';
import { EXERCISES, HOSTED_EXERCISES } from '../practice/registry';
import { courseProgress } from '../progress/course-progress';
import { completedExercisesOf } from '../progress/exercise-completions';
import { courseFacts, measuresOf } from '../progress/measures';
import { refreshLearnerProgress } from '../progress/refresh';
import { topicsDoneOf } from '../progress/topics';
import { videoProgressOf } from '../progress/videos';
import { listTrainingVideos } from '../trainings/queries';
import { nextStepOf, VIDEO_DONE_SHARE } from './next-step';
import type { ExerciseStep, MyCourseView, VideoStep } from './types';

// My learning (docs/product.md#my-learning): the session's learner's enrolled courses with their steps. Progress is
// the one "My progress" computes (lib/progress/course-progress.ts over the same measures), never a second formula.

/** Every course the learner is enrolled in, in catalogue order, each with its steps and where Continue leads. */
export async function myLearningOf(userId: string, paid: boolean): Promise<MyCourseView[]> {
  await refreshLearnerProgress(userId);
  const db = await getDb();
  const enrolled = await db
    .select({ courseId: enrollments.courseId, courseName: courses.name, batchCode: courseSchedule.projectId, startDate: courseSchedule.startDate })
    .from(enrollments)
    .innerJoin(courses, eq(courses.id, enrollments.courseId))
    .leftJoin(courseSchedule, eq(courseSchedule.id, enrollments.scheduleId))
    .where(eq(enrollments.userId, userId))
    .orderBy(asc(courses.position), asc(courses.id));
  if (enrolled.length === 0) return [];
  const courseIds = enrolled.map((row) => row.courseId);
  const [facts, measures, chunks, done, videos, played, completed, certificates] = await Promise.all([
    courseFacts(),
    measuresOf(userId),
    db
      .select({ id: learningChunks.id, courseId: learningChunks.courseId, title: learningChunks.title })
      .from(learningChunks)
      .where(inArray(learningChunks.courseId, courseIds))
      .orderBy(asc(learningChunks.position), asc(learningChunks.id)),
    topicsDoneOf(userId),
    paid ? listTrainingVideos() : Promise.resolve(null),
    paid ? videoProgressOf(userId) : Promise.resolve([]),
    completedExercisesOf(userId),
    certificatesOf(userId),
  ]);
  const doneTopics = new Set(done.map((row) => row.chunkId));
  const watched = new Map(played.map((row) => [row.videoId, row.watched]));
  const completedIds = new Set(completed.map((row) => row.exercise));
  // A course's videos are its own and those for all courses (docs/product.md#progress), oldest first, leaving out
  // those whose length cannot be read (they count toward no one's progress).
  const videoStepsOf = (courseId: number): VideoStep[] | null =>
    videos
      ? [...videos]
          .reverse()
          .filter((video) => video.duration_status !== 'unreadable' && (video.course_id === null || video.course_id === courseId))
          .map((video) => {
            const share = watched.get(video.id) ?? 0;
            return { videoId: video.id, title: video.content, watched: Math.floor(share * 100 + 1e-9), done: share >= VIDEO_DONE_SHARE };
          })
      : null;
  const exerciseSteps: ExerciseStep[] = HOSTED_EXERCISES.map((id) => ({
    id,
    name: EXERCISES[id].name,
    href: `/student/practice/${EXERCISES[id].link}`,
    done: completedIds.has(id),
  }));

  return enrolled.flatMap((row) => {
    const fact = facts.find((item) => item.courseId === row.courseId);
    if (!fact) return [];
    const progress = courseProgress(fact, measures);
    const topics = chunks.filter((chunk) => chunk.courseId === row.courseId).map((chunk) => ({ chunkId: chunk.id, title: chunk.title, done: doneTopics.has(chunk.id) }));
    const held = certificates.filter((item) => item.courseId === row.courseId);
    const certificate = held.find((item) => !item.revokedAt) ?? held[0] ?? null;
    const videoSteps = videoStepsOf(row.courseId);
    return [
      {
        courseId: row.courseId,
        courseName: row.courseName,
        batch: row.batchCode && row.startDate ? { batchCode: row.batchCode, startDate: row.startDate } : null,
        progress,
        next: nextStepOf({ courseId: row.courseId, topics, videos: videoSteps, exercises: exerciseSteps, progress }),
        topics,
        videos: videoSteps,
        exercises: { list: exerciseSteps, need: fact.rule?.exercises ?? null },
        certificate: certificate ? { code: certificate.code, issuedAt: certificate.issuedAt, revoked: certificate.revokedAt !== null } : null,
      },
    ];
  });
}

/** Whether the learner is enrolled in the course (a course that does not exist has no enrolment). */
export async function isEnrolledIn(userId: string, courseId: number): Promise<boolean> {
  const db = await getDb();
  const [enrolment] = await db
    .select({ courseId: enrollments.courseId })
    .from(enrollments)
    .where(and(eq(enrollments.userId, userId), eq(enrollments.courseId, courseId)))
    .limit(1);
  return Boolean(enrolment);
}

/** One enrolled course's view; 404 for a course the learner is not enrolled in (or that does not exist). */
export async function myCourseViewOf(userId: string, courseId: number, paid: boolean): Promise<MyCourseView> {
  if (!(await isEnrolledIn(userId, courseId))) throw notFound(ENROLMENT_MSG.notEnrolled);
  const view = (await myLearningOf(userId, paid)).find((course) => course.courseId === courseId);
  if (!view) throw notFound(ENROLMENT_MSG.notEnrolled);
  return view;
}
