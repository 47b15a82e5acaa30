// How far a learner is in a course and what is left for its certificate (docs/product.md#certificates). Pure: the
// learner's page, the trainer's table and the issuing of certificates all decide with it.

export type RequirementKind = 'topics' | 'videos' | 'exercises' | 'defects' | 'challenges';

/** An admin's rule for a course: each requirement that is set must be met (lib/db/schema/certificates.ts). */
export interface CourseRule {
  allTopics: boolean;
  videoPercent: number | null;
  exercises: number | null;
  defects: number | null;
  challenges: number | null;
}

export interface CourseFacts {
  courseId: number;
  courseName: string;
  topicsTotal: number;
  rule: CourseRule | null;
}

/** What one learner has done, over every course. */
export interface LearnerMeasures {
  /** Done topics per course id. */
  topicsDone: ReadonlyMap<number, number>;
  /** Share of all training videos played, 0–1. */
  videoShare: number;
  exercises: number;
  defects: number;
  challenges: number;
}

export interface Requirement {
  kind: RequirementKind;
  /** What the rule asks: a number of topics, exercises, defects or challenges; a percentage of videos. */
  need: number;
  have: number;
  met: boolean;
}

export interface CourseProgress {
  courseId: number;
  courseName: string;
  topicsDone: number;
  topicsTotal: number;
  /** The course's bar, 0–100: the mean way to each requirement of its rule, or the share of topics done without one. */
  percent: number;
  /** The rule's requirements, empty when the course has none. */
  requirements: Requirement[];
  /** Whether the learner meets the course's rule (never without a rule). */
  ruleMet: boolean;
}

export function courseProgress(course: CourseFacts, measures: LearnerMeasures): CourseProgress {
  const topicsDone = Math.min(measures.topicsDone.get(course.courseId) ?? 0, course.topicsTotal);
  const requirements = course.rule ? requirementsOf(course.rule, course.topicsTotal, topicsDone, measures) : [];
  const percent =
    requirements.length > 0
      ? Math.floor((requirements.reduce((sum, item) => sum + Math.min(1, item.need === 0 ? 0 : item.have / item.need), 0) / requirements.length) * 100)
      : course.topicsTotal === 0
        ? 0
        : Math.floor((topicsDone / course.topicsTotal) * 100);
  return {
    courseId: course.courseId,
    courseName: course.courseName,
    topicsDone,
    topicsTotal: course.topicsTotal,
    percent,
    requirements,
    ruleMet: requirements.length > 0 && requirements.every((item) => item.met),
  };
}

function requirementsOf(rule: CourseRule, topicsTotal: number, topicsDone: number, measures: LearnerMeasures): Requirement[] {
  const list: Requirement[] = [];
  // A course with no topics yet cannot have them all read: the rule waits for its content.
  if (rule.allTopics) list.push({ kind: 'topics', need: topicsTotal, have: topicsDone, met: topicsTotal > 0 && topicsDone >= topicsTotal });
  if (rule.videoPercent !== null) {
    const watched = measures.videoShare * 100;
    // Shown as whole percents, rounded down, so the page never shows the need while the rule is not met.
    list.push({ kind: 'videos', need: rule.videoPercent, have: Math.floor(watched + 1e-9), met: watched + 1e-9 >= rule.videoPercent });
  }
  const counted = (kind: 'exercises' | 'defects' | 'challenges', need: number | null) => {
    if (need !== null) list.push({ kind, need, have: measures[kind], met: measures[kind] >= need });
  };
  counted('exercises', rule.exercises);
  counted('defects', rule.defects);
  counted('challenges', rule.challenges);
  return list;
}
