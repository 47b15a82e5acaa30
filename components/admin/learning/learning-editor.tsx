'use client';

import { useRouter } from 'next/navigation';
import { useCallback, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useApiRead } from '@/components/data/use-api-read';
import { dataEnvelope } from '@/lib/client/read-api';
import { ListLoadError, ListLoading } from '@/components/admin/shared/list-states';
import { logout } from '@/components/auth/logout';
import { NoticeBanner, type Notice } from '@/components/ui/notice-banner';
import { usePageNotice } from '@/components/ui/use-page-notice';
import type { LearningCourse } from '@/lib/learning/queries';
import { applyCourseChange, type CourseChange } from './course-changes';
import { CourseDetail } from './course-detail';
import { CourseList } from './course-list';
import { CourseTitleForm } from './course-title-form';
import { addCourse } from './learning-api';
import { LEARNING_EDITOR_TEXT as TEXT } from '@/lib/messages';

const LIST_MESSAGES = { noData: TEXT.noData, failed: TEXT.fetchFailed };

/**
 * The admin learning editor (docs/product.md#admin-learning): course titles on one side (add, pick), the picked course
 * on the other (rename, delete, its chunks). The list comes from GET /api/learning once; each
 * confirmed write updates it in place. The public learning pages show every change at once.
 */
export function LearningEditor() {
  const router = useRouter();
  const [notice, setNotice] = usePageNotice();
  const [pickedId, setPickedId] = useState<number | null>(null);
  const detailHeading = useRef<HTMLHeadingElement>(null);
  const coursesHeading = useRef<HTMLHeadingElement>(null);

  // docs/product.md#expired-sessions: a 401 means the session is gone; log out and go to the login page.
  const sessionExpired = useCallback(() => void logout(router.push), [router]);
  const { state, retry, refresh, update } = useApiRead<LearningCourse[]>('/api/learning', {
    parse: dataEnvelope<LearningCourse>,
    messages: LIST_MESSAGES,
    onSessionExpired: sessionExpired,
  });

  const courses = state.phase === 'ready' ? state.data : [];
  // Until the admin picks one (or after the picked one is deleted), the first course is open.
  const selected = courses.find((course) => course.course_id === pickedId) ?? courses[0] ?? null;

  function changed(change: CourseChange, result: Notice) {
    update((current) => applyCourseChange(current, change));
    setNotice(result);
    if (change.kind === 'course-added') setPickedId(change.course.course_id);
    // The Delete button is gone with its course: keep the keyboard focus in the list.
    if (change.kind === 'course-deleted') coursesHeading.current?.focus();
  }

  function pick(courseId: number) {
    flushSync(() => setPickedId(courseId));
    // On narrow screens the course opens below the list: bring its top into view, and tell screen readers.
    detailHeading.current?.focus({ preventScroll: true });
    detailHeading.current?.scrollIntoView({ block: 'start' });
  }

  function gone(result: Notice) {
    setNotice(result);
    refresh();
  }

  if (state.phase === 'loading') return <ListLoading message={TEXT.loading} testId="learning-loading" />;
  if (state.phase === 'failed') return <ListLoadError message={state.message} onRetry={retry} testId="learning-error" />;

  return (
    <div className="space-y-6">
      <NoticeBanner notice={notice} />
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[22rem_minmax(0,1fr)]">
        <section aria-labelledby="courses-title" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
          <h2 id="courses-title" ref={coursesHeading} tabIndex={-1} className="text-xl font-semibold text-ink outline-none">
            Courses <span className="font-normal text-slate-600">({courses.length})</span>
          </h2>
          <div className="mt-4">
            <CourseTitleForm
              submitLabel="Add Course"
              busyLabel="Adding…"
              testId="add-course-form"
              save={addCourse}
              onSaved={(course) => changed({ kind: 'course-added', course }, { status: 200, message: TEXT.courseAdded(course.course_title) })}
              onSessionExpired={sessionExpired}
            />
          </div>
          <div className="mt-6 border-t border-slate-200 pt-5">
            {courses.length === 0 ? (
              <p data-test="no-courses" className="text-slate-600">
                {TEXT.noCourses}
              </p>
            ) : (
              <CourseList courses={courses} selectedId={selected?.course_id ?? null} onSelect={pick} />
            )}
          </div>
        </section>

        {selected ? (
          <CourseDetail
            key={selected.course_id}
            course={selected}
            headingRef={detailHeading}
            onChange={changed}
            onProblem={setNotice}
            onGone={gone}
            onSessionExpired={sessionExpired}
          />
        ) : (
          <p className="rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-600">
            Add a course, then add its chunks here.
          </p>
        )}
      </div>
    </div>
  );
}
