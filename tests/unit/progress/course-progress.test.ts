import { describe, expect, it } from 'vitest';
import { courseProgress, ruleOpenWithTopics, type CourseFacts, type LearnerMeasures } from '@/lib/progress/course-progress';

// docs/product.md#certificates: a course's bar and what is left for its certificate.

const course = (rule: CourseFacts['rule'], topicsTotal = 4): CourseFacts => ({ courseId: 1, courseName: 'Manual Testing', topicsTotal, rule });
/** A learner's measures; the course's video share is `videoShare` unless `courseVideoShare` says otherwise. */
const measures = (over: Partial<LearnerMeasures> = {}): LearnerMeasures => {
  const base = { topicsDone: new Map([[1, 2]]), videoShare: 0, exercises: 0, defects: 0, challenges: 0, suiteScores: new Map<string, number>(), ...over };
  return { ...base, courseVideoShare: over.courseVideoShare ?? new Map([[1, base.videoShare]]) };
};
const rule = (over: Partial<NonNullable<CourseFacts['rule']>>) => ({ allTopics: false, videoPercent: null, exercises: null, defects: null, challenges: null, suite: null, ...over });

describe('course progress', () => {
  it('without a rule, is the share of topics done, and never meets anything', () => {
    expect(courseProgress(course(null), measures())).toMatchObject({ percent: 50, requirements: [], ruleMet: false, topicsDone: 2, topicsTotal: 4 });
    expect(courseProgress(course(null, 0), measures()).percent).toBe(0);
  });

  it('with a rule, is the mean way to each requirement, each capped at its need', () => {
    const progress = courseProgress(course(rule({ allTopics: true, exercises: 2, challenges: 10 })), measures({ exercises: 5, challenges: 1 }));
    // topics 2/4, exercises 5/2 → 1, challenges 1/10: (0.5 + 1 + 0.1) / 3.
    expect(progress.percent).toBe(53);
    expect(progress.requirements).toEqual([
      { kind: 'topics', need: 4, have: 2, met: false, applicable: true },
      { kind: 'exercises', need: 2, have: 5, met: true, applicable: true },
      { kind: 'challenges', need: 10, have: 1, met: false, applicable: true },
    ]);
    expect(progress.ruleMet).toBe(false);
  });

  it('meets the rule only when every requirement is met', () => {
    const full = measures({ topicsDone: new Map([[1, 4]]), videoShare: 0.8, exercises: 3, defects: 5, challenges: 10 });
    const all = rule({ allTopics: true, videoPercent: 80, exercises: 3, defects: 5, challenges: 10 });
    expect(courseProgress(course(all), full)).toMatchObject({ percent: 100, ruleMet: true });
    expect(courseProgress(course(all), { ...full, defects: 4 }).ruleMet).toBe(false);
  });

  it('rounds the video share down, so 79.9 % never shows as the 80 % it is not', () => {
    const progress = courseProgress(course(rule({ videoPercent: 80 })), measures({ videoShare: 0.799 }));
    expect(progress.requirements).toEqual([{ kind: 'videos', need: 80, have: 79, met: false, applicable: true }]);
  });

  it('with no training videos, a video requirement is "not applicable": never 100 %, never met by itself, blocking nothing else', () => {
    const none = measures({ videoShare: null, topicsDone: new Map([[1, 4]]) });
    const videosOnly = courseProgress(course(rule({ videoPercent: 50 })), none);
    expect(videosOnly.requirements).toEqual([{ kind: 'videos', need: 50, have: 0, met: false, applicable: false }]);
    expect(videosOnly).toMatchObject({ percent: 0, ruleMet: false });
    const withTopics = courseProgress(course(rule({ videoPercent: 50, allTopics: true })), none);
    expect(withTopics).toMatchObject({ percent: 100, ruleMet: true });
  });

  it("measures the course's own videos: none for this course is not applicable, whatever else was watched", () => {
    const elsewhere = measures({ videoShare: 1, courseVideoShare: new Map([[2, 1]]) });
    const progress = courseProgress(course(rule({ videoPercent: 50 })), elsewhere);
    expect(progress.requirements).toEqual([{ kind: 'videos', need: 50, have: 0, met: false, applicable: false }]);
    expect(progress).toMatchObject({ percent: 0, ruleMet: false });
    const own = courseProgress(course(rule({ videoPercent: 50 })), measures({ videoShare: 1, courseVideoShare: new Map([[1, 0.25]]) }));
    expect(own.requirements).toEqual([{ kind: 'videos', need: 50, have: 25, met: false, applicable: true }]);
  });

  it('does not count "all topics" of a course with no topics as met', () => {
    expect(courseProgress(course(rule({ allTopics: true }), 0), measures()).ruleMet).toBe(false);
  });

  it('is open to its rule with the topics read only when the rule can still be met whatever else the learner did', () => {
    const read = (done: number) => new Map([[1, done]]);
    expect(ruleOpenWithTopics(course(null), read(4))).toBe(false);
    expect(ruleOpenWithTopics(course(rule({ exercises: 1 })), read(0))).toBe(true);
    expect(ruleOpenWithTopics(course(rule({ allTopics: true })), read(3))).toBe(false);
    expect(ruleOpenWithTopics(course(rule({ allTopics: true })), read(4))).toBe(true);
    expect(ruleOpenWithTopics(course(rule({ allTopics: true }), 0), read(0))).toBe(false);
    // Wherever it is closed, the whole evaluation does not meet it either.
    for (const done of [0, 3]) expect(courseProgress(course(rule({ allTopics: true })), measures({ topicsDone: read(done), exercises: 9 })).ruleMet).toBe(false);
  });
});
