// How far a learner is in a course and what is left for its certificate (docs/product.md#certificates). Pure: the
// learner's page, the trainer's table and the issuing of certificates all decide with it.

export type RequirementKind = 'topics' | 'videos' | 'exercises' | 'defects' | 'challenges' | 'suite';

/** An admin's rule for a course: each requirement that is set must be met (lib/db/schema/certificates.ts). */
export interface CourseRule {
  allTopics: boolean;
  videoPercent: number | null;
  exercises: number | null;
  defects: number | null;
  challenges: number | null;
  /** Suite score ≥ `percent` % on `exercises` exercises (the learner's best finished run of each); null: not required. */
  suite: { percent: number; exercises: number } | null;
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
  /** Share of all training videos played, 0–1; null when there is no video to watch. */
  videoShare: number | null;
  /**
   * Per course id, the share of the course's videos played (its own and those for all courses), 0–1; null or absent
   * when the course has no video to watch: its video requirement does not apply.
   */
  courseVideoShare: ReadonlyMap<number, number | null>;
  exercises: number;
  defects: number;
  challenges: number;
  /** Best suite score per exercise (0–1), from finished runs that got a score (./sources/suite-scores.ts). */
  suiteScores: ReadonlyMap<string, number>;
}

export interface Requirement {
  kind: RequirementKind;
  /** What the rule asks: a number of topics, exercises, defects or challenges; a percentage of videos. */
  need: number;
  have: number;
  met: boolean;
  /** For 'suite': the score each counted exercise needs, in percent (need and have count exercises). */
  percent?: number;
  /**
   * False for videos while the course has no training video whose length the server knows: nothing can be measured,
   * so the requirement neither counts toward the bar nor is met, and the pages say "not applicable" (never "100 %").
   */
  applicable: boolean;
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
  const videoShare = measures.courseVideoShare.get(course.courseId) ?? null;
  const requirements = course.rule ? requirementsOf(course.rule, course.topicsTotal, topicsDone, videoShare, measures) : [];
  const counted = requirements.filter((item) => item.applicable);
  const percent =
    counted.length > 0
      ? Math.floor((counted.reduce((sum, item) => sum + Math.min(1, item.need === 0 ? 0 : item.have / item.need), 0) / counted.length) * 100)
      : course.rule
        ? 0
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
    // A requirement that does not apply neither blocks the rule nor meets it: a rule of videos alone waits for videos.
    ruleMet: counted.length > 0 && counted.every((item) => item.met),
  };
}

/** Whether every topic of a course is read. A course with no topics yet cannot have them all read: the rule waits for its content. */
function everyTopicRead(topicsTotal: number, topicsDone: number): boolean {
  return topicsTotal > 0 && topicsDone >= topicsTotal;
}

/**
 * Whether the course's rule can be met with the topics the learner has read, whatever the other measures say: false
 * when it has no rule, or asks for every topic and some are unread. What issuing asks before reading the other measures.
 */
export function ruleOpenWithTopics(course: CourseFacts, topicsDone: ReadonlyMap<number, number>): boolean {
  if (!course.rule) return false;
  return !course.rule.allTopics || everyTopicRead(course.topicsTotal, topicsDone.get(course.courseId) ?? 0);
}

function requirementsOf(rule: CourseRule, topicsTotal: number, topicsDone: number, videoShare: number | null, measures: LearnerMeasures): Requirement[] {
  const list: Requirement[] = [];
  if (rule.allTopics) list.push({ kind: 'topics', need: topicsTotal, have: topicsDone, met: everyTopicRead(topicsTotal, topicsDone), applicable: true });
  if (rule.videoPercent !== null) {
    if (videoShare === null) list.push({ kind: 'videos', need: rule.videoPercent, have: 0, met: false, applicable: false });
    else {
      const watched = videoShare * 100;
      // Shown as whole percents, rounded down, so the page never shows the need while the rule is not met.
      list.push({ kind: 'videos', need: rule.videoPercent, have: Math.floor(watched + 1e-9), met: watched + 1e-9 >= rule.videoPercent, applicable: true });
    }
  }
  const counted = (kind: 'exercises' | 'defects' | 'challenges', need: number | null) => {
    if (need !== null) list.push({ kind, need, have: measures[kind], met: measures[kind] >= need, applicable: true });
  };
  counted('exercises', rule.exercises);
  counted('defects', rule.defects);
  counted('challenges', rule.challenges);
  if (rule.suite) {
    const { percent, exercises } = rule.suite;
    // Scores are stored as killed / defects; compared in percent with a hair of slack, so 4 / 5 meets 80 %.
    const have = [...measures.suiteScores.values()].filter((score) => score * 100 + 1e-9 >= percent).length;
    list.push({ kind: 'suite', need: exercises, have, met: have >= exercises, applicable: true, percent });
  }
  return list;
}
