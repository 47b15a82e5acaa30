import 'server-only';
import { certificatesOf, type CertificateView } from '../certificates/queries';
import { EXERCISES, HOSTED_EXERCISES, isHostedExercise } from '../practice/registry';
import { SERVER_EXERCISES } from '../practice/server-registry';
import { listTrainingVideos } from '../trainings/queries';
import { activityOf, type WeeklyProgress } from './activity';
import { courseProgress, type CourseProgress } from './course-progress';
import { completedExercisesOf } from './exercise-completions';
import { courseFacts, measuresOf } from './measures';
import { refreshLearnerProgress } from './refresh';
import { defectEvidenceOf } from './sources/defects-found';
import { videoProgressOf } from './videos';

// "My progress" (docs/product.md#progress): everything the learner's page and GET /api/progress show, for the
// session's learner only.

export interface ProgressSummary {
  courses: (CourseProgress & { certificate: CertificateView | null })[];
  /** `share` is null when no training video has a length the server knows: there is nothing to watch. */
  videos: { share: number | null; watched: { videoId: number; title: string; watched: number; position: number }[] };
  exercises: { completed: { exercise: string; name: string; completedAt: string }[]; total: number };
  /** Credited defects, split by how the server knew the learner met them (./sources/defects-found.ts). */
  defects: { found: number; serverSeen: number; pageSeen: number };
  challenges: { met: number; total: number };
  certificates: CertificateView[];
  activity: WeeklyProgress[];
}

export async function progressSummaryOf(userId: string, now = new Date()): Promise<ProgressSummary> {
  await refreshLearnerProgress(userId);
  const [facts, measures, certificates, videos, videoRows, completed, activity, defects] = await Promise.all([
    courseFacts(),
    measuresOf(userId),
    certificatesOf(userId),
    listTrainingVideos(),
    videoProgressOf(userId),
    completedExercisesOf(userId),
    activityOf(userId, now),
    defectEvidenceOf(userId),
  ]);
  const byCourse = new Map(certificates.map((certificate) => [certificate.courseId, certificate]));
  const titleOf = new Map(videos.map((video) => [video.id, video.content]));
  const challengeTotal = HOSTED_EXERCISES.reduce((sum, id) => sum + SERVER_EXERCISES[id].challenges.length, 0);
  return {
    courses: facts.map((course) => ({ ...courseProgress(course, measures), certificate: byCourse.get(course.courseId) ?? null })),
    videos: {
      share: measures.videoShare,
      watched: videoRows
        .filter((row) => titleOf.has(row.videoId))
        .map((row) => ({ videoId: row.videoId, title: titleOf.get(row.videoId)!, watched: row.watched, position: row.position })),
    },
    exercises: {
      completed: completed
        .filter((row) => isHostedExercise(row.exercise))
        .map((row) => ({ exercise: row.exercise, name: EXERCISES[row.exercise as keyof typeof EXERCISES].name, completedAt: row.completedAt })),
      total: HOSTED_EXERCISES.length,
    },
    defects,
    challenges: { met: measures.challenges, total: challengeTotal },
    certificates,
    activity,
  };
}
