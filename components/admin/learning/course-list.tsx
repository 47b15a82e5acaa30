import type { LearningCourse } from '@/lib/learning/queries';

interface CourseListProps {
  courses: readonly LearningCourse[];
  selectedId: number | null;
  onSelect: (courseId: number) => void;
}

/** Every course title; picking one opens it beside the list (below it on narrow screens). */
export function CourseList({ courses, selectedId, onSelect }: CourseListProps) {
  return (
    <ul className="space-y-2" data-test="admin-course-list">
      {courses.map((course) => {
        const selected = course.course_id === selectedId;
        return (
          <li key={course.course_id}>
            <button
              type="button"
              onClick={() => onSelect(course.course_id)}
              aria-pressed={selected}
              data-test="admin-course"
              className={`flex w-full cursor-pointer items-center justify-between gap-3 rounded-lg border px-4 py-3 text-left transition-colors ${
                selected ? 'border-brand-600 bg-brand-50 text-brand-900' : 'border-slate-200 text-slate-800 hover:border-brand-500 hover:bg-brand-50'
              }`}
            >
              <span className="min-w-0 break-words">
                <span className="block font-medium">{course.course_title}</span>
                {/* Seeded courses have a short list name beside the page title; an admin's rename sets both. */}
                {course.course_name !== course.course_title ? <span className="block text-xs text-slate-600">{course.course_name}</span> : null}
              </span>
              <span className="shrink-0 rounded-full bg-white px-2 py-0.5 text-xs font-semibold text-slate-700 ring-1 ring-slate-200">
                {course.chunks.length} {course.chunks.length === 1 ? 'chunk' : 'chunks'}
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
