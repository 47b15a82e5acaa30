import type { CourseProgress } from '../progress/course-progress';
import type { ExerciseStep, NextStep, TopicStep, VideoStep } from './types';

// Continue (docs/product.md#my-learning): the first unfinished step, in the order a course is taken: its topics, then
// the training videos (after paying), then the practice exercises its certificate rule counts. Pure, so the order is
// tested without a database.

/** A video counts as watched at this share: the last seconds (credits, a fade) are often skipped. */
export const VIDEO_DONE_SHARE = 0.9;

interface StepsOf {
  courseId: number;
  topics: readonly TopicStep[];
  /** Null while unpaid. */
  videos: readonly VideoStep[] | null;
  exercises: readonly ExerciseStep[];
  progress: CourseProgress;
}

export function nextStepOf({ courseId, topics, videos, exercises, progress }: StepsOf): NextStep {
  const topic = topics.find((item) => !item.done);
  // The topic page opens at the first topic not done (docs/product.md#progress).
  if (topic) return { kind: 'topic', label: `Read “${topic.title}”`, href: `/learning/${courseId}` };
  if (videos === null) return { kind: 'payment', label: 'Pay to unlock the training videos', href: '/payment' };
  const video = videos.find((item) => !item.done);
  if (video) return { kind: 'video', label: `Watch “${video.title}”`, href: `/learning#video-${video.videoId}` };
  const exercisesLeft = progress.requirements.some((item) => item.kind === 'exercises' && !item.met);
  const exercise = exercisesLeft ? exercises.find((item) => !item.done) : undefined;
  if (exercise) return { kind: 'exercise', label: `Practise “${exercise.name}”`, href: exercise.href };
  return { kind: 'certificate', label: progress.ruleMet ? 'See your certificate' : 'See what is left for the certificate', href: '/student/progress' };
}
