'use client';

import { DocumentLink } from '@/components/ui/document-link';
import { useId, useState } from 'react';
import { SearchInput } from '@/components/ui/search-input';
import type { LearningCourseSummary } from '@/lib/learning/queries';
import { LearningPanel } from './learning-panel';
import { LEARNING_MSG } from '@/lib/messages';

/** 'Course Details' (docs/product.md#learning): every course as a link to its topic, filtered by name as you type. */
export function CourseDetailsPanel({ courses }: { courses: readonly LearningCourseSummary[] }) {
  const [query, setQuery] = useState('');
  const inputId = useId();
  const needle = query.trim().toLocaleLowerCase();
  const shown = needle ? courses.filter((course) => course.course_name.toLocaleLowerCase().includes(needle)) : courses;

  return (
    <LearningPanel headingId="course-details-heading" title="Course Details" dataTest="course-details">
      {courses.length > 0 ? (
        // Without JavaScript, Enter runs the site search for the same words.
        <form role="search" action="/search" method="get" onSubmit={(event) => event.preventDefault()} className="mb-4">
          <SearchInput
            id={inputId}
            label="Search Course Content"
            placeholder="Course name"
            name="q"
            value={query}
            onChange={setQuery}
            data-test="learning-search"
            variant="labelled"
          />
        </form>
      ) : null}

      <p aria-live="polite" className="sr-only">
        {needle ? `${shown.length} of ${courses.length} courses shown` : ''}
      </p>

      {shown.length > 0 ? (
        <ul className="space-y-2">
          {shown.map((course) => (
            <li key={course.course_id}>
              <DocumentLink
                href={`/learning/${course.course_id}`}
                data-test="course-link"
                className="group flex items-center justify-between gap-3 rounded-lg border border-slate-200 px-4 py-3 font-medium text-slate-800 transition-colors hover:border-brand-500 hover:bg-brand-50 hover:text-brand-700"
              >
                <span>{course.course_name}</span>
                <svg
                  aria-hidden="true"
                  viewBox="0 0 20 20"
                  fill="currentColor"
                  className="size-5 shrink-0 text-brand-600 transition-transform group-hover:translate-x-0.5"
                >
                  <path
                    fillRule="evenodd"
                    d="M3 10a.75.75 0 0 1 .75-.75h10.64l-4.22-4.22a.75.75 0 1 1 1.06-1.06l5.5 5.5a.75.75 0 0 1 0 1.06l-5.5 5.5a.75.75 0 1 1-1.06-1.06l4.22-4.22H3.75A.75.75 0 0 1 3 10Z"
                    clipRule="evenodd"
                  />
                </svg>
              </DocumentLink>
            </li>
          ))}
        </ul>
      ) : (
        <div data-test="no-articles" className="rounded-lg bg-slate-50 px-4 py-3 text-slate-700">
          <p className="font-medium">{LEARNING_MSG.noArticles}</p>
          {needle ? <p className="mt-1 text-sm">No course name contains &quot;{query.trim()}&quot;.</p> : null}
        </div>
      )}
    </LearningPanel>
  );
}
