import { describe, expect, it } from 'vitest';
import type { CourseProgress } from '@/lib/progress/course-progress';
import { nextStepOf } from '@/lib/my-learning/next-step';

// Continue's order (docs/product.md#my-learning): topics, then videos (or payment while unpaid), then the exercises a
// rule counts, then the certificate.

const progress = (requirements: CourseProgress['requirements'] = [], ruleMet = false): CourseProgress => ({
  courseId: 1,
  courseName: 'Manual Testing',
  topicsDone: 0,
  topicsTotal: 0,
  percent: 0,
  requirements,
  ruleMet,
});
const exercises = [{ id: 'grocery', name: 'Grocery', href: '/student/practice/shopping', done: false }];

describe('nextStepOf', () => {
  it('picks the first unread topic first', () => {
    const step = nextStepOf({ courseId: 1, topics: [{ chunkId: 1, title: 'A', done: true }, { chunkId: 2, title: 'B', done: false }], videos: null, exercises, progress: progress() });
    expect(step).toEqual({ kind: 'topic', label: 'Read “B”', href: '/learning/1' });
  });

  it('skips exercises no rule counts, and ends at the certificate', () => {
    const step = nextStepOf({ courseId: 1, topics: [], videos: [{ videoId: 4, title: 'V', watched: 95, done: true }], exercises, progress: progress() });
    expect(step.kind).toBe('certificate');
    const counted = nextStepOf({
      courseId: 1,
      topics: [],
      videos: [],
      exercises,
      progress: progress([{ kind: 'exercises', need: 1, have: 0, met: false, applicable: true }]),
    });
    expect(counted).toEqual({ kind: 'exercise', label: 'Practise “Grocery”', href: '/student/practice/shopping' });
  });
});
