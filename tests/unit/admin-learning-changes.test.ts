import { describe, expect, it } from 'vitest';
import { applyCourseChange } from '@/components/admin/learning/course-changes';
import type { LearningCourse } from '@/lib/learning/queries';

const chunk = (id: number, title = `Chunk ${id}`) => ({ chunk_id: id, chunk_title: title, chunk_contents: ['a', 'b'] });
const courses: LearningCourse[] = [
  { course_id: 1, course_name: 'Manual Testing', course_title: 'Manual Testing: From Requirements to Release', chunks: [chunk(10), chunk(11)] },
  { course_id: 2, course_name: 'Automation Testing', course_title: 'Automation Testing', chunks: [] },
];

describe('applyCourseChange', () => {
  it('adds a course last with no chunks, keeping only the list fields of the reply', () => {
    const saved = { success: true, course_id: 3, course_name: 'Security', course_title: 'Security' };
    const next = applyCourseChange(courses, { kind: 'course-added', course: saved });
    expect(next.at(-1)).toEqual({ course_id: 3, course_name: 'Security', course_title: 'Security', chunks: [] });
    expect(next).toHaveLength(3);
  });

  it('renames and deletes a course without touching the others', () => {
    const renamed = applyCourseChange(courses, { kind: 'course-renamed', course: { course_id: 1, course_name: 'Manual', course_title: 'Manual' } });
    expect(renamed[0]).toEqual({ ...courses[0], course_name: 'Manual', course_title: 'Manual' });
    expect(renamed[1]).toBe(courses[1]);
    expect(applyCourseChange(courses, { kind: 'course-deleted', courseId: 1 })).toEqual([courses[1]]);
  });

  it('adds, edits and deletes chunks of one course, in order', () => {
    // The reply also says `success`, which the list does not keep.
    const reply = { ...chunk(20), success: true };
    const added = applyCourseChange(courses, { kind: 'chunk-added', courseId: 2, chunk: reply });
    expect(added[1].chunks).toEqual([chunk(20)]);
    const edited = applyCourseChange(courses, { kind: 'chunk-updated', courseId: 1, chunk: chunk(11, 'Renamed') });
    expect(edited[0].chunks.map((c) => c.chunk_title)).toEqual(['Chunk 10', 'Renamed']);
    const deleted = applyCourseChange(courses, { kind: 'chunk-deleted', courseId: 1, chunkId: 10 });
    expect(deleted[0].chunks).toEqual([chunk(11)]);
    expect(courses[0].chunks).toHaveLength(2);
  });
});
