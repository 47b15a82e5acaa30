import 'server-only';
import { asc, eq, sql } from 'drizzle-orm';
import { cachedQuery } from '../cache/cached-query';
import { CACHE_TAGS } from '../cache/tags';
import { getDb } from '../db/client';
import { certificateRules, courses, learningChunks, topicProgress } from '../db/schema';
import type { CourseFacts, LearnerMeasures } from './course-progress';
import { completionCountsByLearner } from './exercise-completions';
import { challengeCountsByLearner } from './sources/challenges-met';
import { defectCountsByLearner } from './sources/defects-found';
import { suiteScoresByLearner } from './sources/suite-scores';
import { videoSharesByLearner, type VideoShares } from './videos';

const videoMeasures = (shares: VideoShares) => ({ videoShare: shares.overall, courseVideoShare: shares.byCourse });

// What course progress is computed from (./course-progress.ts): every course with its topic count and rule, and
// what learners did. One grouped query per measure, for one learner or for the whole class at once.

/**
 * Every course with its topic count and certificate rule: the same for every learner, so kept in the process under
 * the `courses` tag (a course, topic or rule change drops it), not read again for each learner's completed exercise.
 * Shared and frozen: read-only.
 */
export const courseFacts = cachedQuery('course-facts', [CACHE_TAGS.courses], readCourseFacts);

async function readCourseFacts(): Promise<CourseFacts[]> {
  const db = await getDb();
  const [courseRows, chunkCounts, rules] = await Promise.all([
    db.select({ id: courses.id, name: courses.name }).from(courses).orderBy(asc(courses.position), asc(courses.id)),
    db.select({ courseId: learningChunks.courseId, count: sql<number>`count(*)::int` }).from(learningChunks).groupBy(learningChunks.courseId),
    db.select().from(certificateRules),
  ]);
  const counts = new Map(chunkCounts.map((row) => [row.courseId, row.count]));
  const ruleOf = new Map(rules.map((rule) => [rule.courseId, rule]));
  return courseRows.map((course) => {
    const rule = ruleOf.get(course.id);
    return {
      courseId: course.id,
      courseName: course.name,
      topicsTotal: counts.get(course.id) ?? 0,
      rule: rule
        ? {
            allTopics: rule.allTopics,
            videoPercent: rule.videoPercent,
            exercises: rule.exercises,
            defects: rule.defects,
            challenges: rule.challenges,
            suite: rule.suitePercent !== null && rule.suiteExercises !== null ? { percent: rule.suitePercent, exercises: rule.suiteExercises } : null,
          }
        : null,
    };
  });
}

/** Done topics per learner and course. */
async function topicCounts(userId?: string): Promise<Map<string, Map<number, number>>> {
  const db = await getDb();
  const rows = await db
    .select({ userId: topicProgress.userId, courseId: learningChunks.courseId, count: sql<number>`count(*)::int` })
    .from(topicProgress)
    .innerJoin(learningChunks, eq(learningChunks.id, topicProgress.chunkId))
    .where(userId ? eq(topicProgress.userId, userId) : undefined)
    .groupBy(topicProgress.userId, learningChunks.courseId);
  const byLearner = new Map<string, Map<number, number>>();
  for (const row of rows) {
    if (!byLearner.has(row.userId)) byLearner.set(row.userId, new Map());
    byLearner.get(row.userId)!.set(row.courseId, row.count);
  }
  return byLearner;
}

/** Answers a lookup of every learner's measures (a learner who did nothing has zeros). */
export async function measuresOfClass(): Promise<(userId: string) => LearnerMeasures> {
  const [topics, videoShare, exercises, defects, challenges, suiteScores] = await Promise.all([
    topicCounts(),
    videoSharesByLearner(),
    completionCountsByLearner(),
    defectCountsByLearner(),
    challengeCountsByLearner(),
    suiteScoresByLearner(),
  ]);
  return (userId) => ({
    topicsDone: topics.get(userId) ?? new Map(),
    ...videoMeasures(videoShare(userId)),
    exercises: exercises.get(userId) ?? 0,
    defects: defects.get(userId) ?? 0,
    challenges: challenges.get(userId) ?? 0,
    suiteScores: suiteScores.get(userId) ?? new Map(),
  });
}

/** One learner's done topics per course id. */
export async function topicsDoneBy(userId: string): Promise<ReadonlyMap<number, number>> {
  return (await topicCounts(userId)).get(userId) ?? new Map();
}

/** One learner's measures; `topicsDone` when the caller has read them already (topicsDoneBy). */
export async function measuresOf(userId: string, topicsDone?: ReadonlyMap<number, number>): Promise<LearnerMeasures> {
  const [topics, videoShare, exercises, defects, challenges, suiteScores] = await Promise.all([
    topicsDone ?? topicsDoneBy(userId),
    videoSharesByLearner(userId),
    completionCountsByLearner(userId),
    defectCountsByLearner(userId),
    challengeCountsByLearner(userId),
    suiteScoresByLearner(userId),
  ]);
  return {
    topicsDone: topics,
    ...videoMeasures(videoShare(userId)),
    exercises: exercises.get(userId) ?? 0,
    defects: defects.get(userId) ?? 0,
    challenges: challenges.get(userId) ?? 0,
    suiteScores: suiteScores.get(userId) ?? new Map(),
  };
}
