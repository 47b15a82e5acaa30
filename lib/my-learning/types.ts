import type { CourseProgress } from '../progress/course-progress';

// My learning (docs/product.md#my-learning): a learner's enrolled courses and, per course, its steps. Plain data.

/** Where Continue leads: the next unfinished step of a course. */
export interface NextStep {
  kind: 'topic' | 'video' | 'exercise' | 'payment' | 'certificate';
  /** What the button says after "Continue", e.g. "Read “Test plans”". */
  label: string;
  href: string;
}

export interface TopicStep {
  chunkId: number;
  title: string;
  done: boolean;
}

export interface VideoStep {
  videoId: number;
  title: string;
  /** Whole percent played, as the server measured it. */
  watched: number;
  done: boolean;
}

export interface ExerciseStep {
  id: string;
  name: string;
  href: string;
  done: boolean;
}

export interface MyCourse {
  courseId: number;
  courseName: string;
  /** The schedule batch the learner enrolled in, when they came from an Enrol. */
  batch: { batchCode: string; startDate: string } | null;
  progress: CourseProgress;
  next: NextStep;
}

export interface MyCourseView extends MyCourse {
  topics: TopicStep[];
  /** Null while the learner has not paid: the videos are locked. */
  videos: VideoStep[] | null;
  /** The practice exercises, and how many of them the certificate rule asks for (null: the rule asks for none). */
  exercises: { list: ExerciseStep[]; need: number | null };
  /** The certificate issued for this course, when there is one. */
  certificate: { code: string; issuedAt: string; revoked: boolean } | null;
}
