import Link from 'next/link';
import type { LearnerProgressRow } from '@/lib/progress/class-table';
import type { TrainerSort, TrainerTableQuery } from '@/lib/validation/trainer';
import { sortHref } from './table-links';

const COLUMNS: { sort: TrainerSort; label: string; numeric?: boolean }[] = [
  { sort: 'name', label: 'Learner' },
  { sort: 'progress', label: 'Progress', numeric: true },
  { sort: 'topics', label: 'Topics', numeric: true },
  { sort: 'videos', label: 'Videos', numeric: true },
  { sort: 'exercises', label: 'Exercises', numeric: true },
  { sort: 'defects', label: 'Defects', numeric: true },
  { sort: 'challenges', label: 'Challenges', numeric: true },
  { sort: 'lastActive', label: 'Last active' },
];

const shortDate = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

interface LearnersTableProps {
  rows: LearnerProgressRow[];
  query: TrainerTableQuery;
  base: string;
  /** Every course, named: over all courses, a row lists each course's bar under the mean. */
  courses: { courseId: number; courseName: string }[];
}

/** The trainer's table: sortable column headers (links, so the server sorts), one row per learner. */
export function LearnersTable({ rows, query, base, courses }: LearnersTableProps) {
  const nameOf = new Map(courses.map((course) => [course.courseId, course.courseName]));
  const allCourses = query.course === undefined;
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
      <table className="w-full text-left text-sm" data-test="progress-table">
        <caption className="sr-only">Learners and their progress; the column headers sort the table</caption>
        <thead className="border-b border-slate-200 bg-slate-50 text-slate-700">
          <tr>
            {COLUMNS.map((column) => {
              const sorted = query.sort === column.sort;
              return (
                <th key={column.sort} scope="col" aria-sort={sorted ? (query.dir === 'asc' ? 'ascending' : 'descending') : undefined} className="px-3 py-2 font-semibold whitespace-nowrap">
                  <Link href={sortHref(base, query, column.sort)} className="text-brand-700 underline-offset-4 hover:underline" data-test={`sort-${column.sort}`}>
                    {column.label}
                    <span aria-hidden="true">{sorted ? (query.dir === 'asc' ? ' ▲' : ' ▼') : ''}</span>
                  </Link>
                </th>
              );
            })}
            <th scope="col" className="px-3 py-2 font-semibold whitespace-nowrap">
              Best suite scores
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              Certificate
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.userId} className="border-b border-slate-100" data-test="progress-row" data-user-id={row.userId}>
              <th scope="row" className="px-3 py-2 text-left font-normal">
                <Link href={`/admin/progress/${row.userId}`} className="font-semibold text-brand-700 underline underline-offset-4" data-test="learner-link">
                  {row.name}
                </Link>
                <div className="text-xs text-slate-600">{row.email}</div>
              </th>
              <td className="px-3 py-2 tabular-nums" data-test="row-progress">
                {row.progress}%
                {allCourses && row.courses.length > 1 ? (
                  <ul className="mt-1 space-y-0.5 text-xs whitespace-nowrap text-slate-600">
                    {row.courses.map((course) => (
                      <li key={course.courseId}>
                        {nameOf.get(course.courseId)}: {course.percent}%
                      </li>
                    ))}
                  </ul>
                ) : null}
              </td>
              <td className="px-3 py-2 tabular-nums">
                {row.topicsDone}/{row.topicsTotal}
              </td>
              <td className="px-3 py-2 tabular-nums">{row.videos === null ? 'n/a' : `${row.videos}%`}</td>
              <td className="px-3 py-2 tabular-nums">{row.exercises}</td>
              <td className="px-3 py-2 tabular-nums">{row.defects}</td>
              <td className="px-3 py-2 tabular-nums">{row.challenges}</td>
              <td className="px-3 py-2 whitespace-nowrap">{row.lastActive ? shortDate.format(new Date(row.lastActive)) : 'Never'}</td>
              <td className="px-3 py-2 text-xs whitespace-nowrap" data-test="row-suite-scores">
                {row.suiteScores.length > 0 ? (
                  <ul className="space-y-0.5">
                    {row.suiteScores.map((entry) => (
                      <li key={entry.exercise} data-exercise={entry.exercise}>
                        {entry.name}: <span className="font-semibold tabular-nums">{entry.percent}%</span>
                      </li>
                    ))}
                  </ul>
                ) : (
                  '—'
                )}
              </td>
              <td className="px-3 py-2 whitespace-nowrap" data-test="row-certificate">
                {row.certificate ? (row.certificate.status === 'issued' ? 'Issued' : 'Revoked') : '—'}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
