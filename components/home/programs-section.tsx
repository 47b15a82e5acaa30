import { DocumentLink } from '@/components/ui/document-link';
import type { LearningCourseSummary } from '@/lib/learning/queries';
import { HomeSection } from './home-section';

// What each certification program leads to; a course added later by an admin gets the general line.
const PROGRAM_SUMMARIES: Record<string, string> = {
  'Manual Testing': 'Requirements, test design, bug reports in Jira and the defect life cycle on a live Agile project.',
  'Automation Testing': 'Selenium WebDriver with Java, TestNG, the Page Object Model, API tests and CI pipelines.',
  'Test Preparation': 'The ISTQB Foundation Level syllabus, exam practice, interview rehearsal and your resume.',
};
const DEFAULT_SUMMARY = 'Learning topics, hands-on exercises and project work, step by step.';

/**
 * 'Our Projects & Certificates' (docs/product.md#home-page): the first courses as links to their learning
 * topics, plus More...
 */
export function ProgramsSection({ courses }: { courses: LearningCourseSummary[] }) {
  return (
    <HomeSection
      titleId="programs-title"
      testId="home-programs"
      className="bg-white"
      eyebrow="Certification programs"
      title="Our Projects & Certificates"
      intro="Each program ends with a certificate and real project experience you can talk about in an interview."
    >
      <ul className="mt-10 grid gap-5 md:grid-cols-3">
        {courses.map((course, index) => (
          <li
            key={course.course_id}
            className="relative flex flex-col rounded-2xl border border-slate-200 bg-slate-50 p-6 shadow-sm transition-shadow focus-within:shadow-md hover:shadow-md"
          >
            <span aria-hidden="true" className="text-sm font-bold text-brand-700">
              {String(index + 1).padStart(2, '0')}
            </span>
            <h3 className="mt-2 text-xl font-semibold text-ink">
              {/* The link covers the whole card (after:), so the card is one large target. */}
              <DocumentLink
                href={`/learning/${course.course_id}`}
                data-test="home-course-link"
                className="rounded after:absolute after:inset-0 after:rounded-2xl hover:text-brand-700"
              >
                {course.course_name}
              </DocumentLink>
            </h3>
            <p className="mt-2 flex-1 text-slate-600">{PROGRAM_SUMMARIES[course.course_name] ?? DEFAULT_SUMMARY}</p>
            <span aria-hidden="true" className="mt-4 text-sm font-semibold text-brand-700">
              View learning topics →
            </span>
          </li>
        ))}
      </ul>
      <p className="mt-8">
        <DocumentLink
          href="/learning"
          data-test="home-courses-more"
          className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800"
        >
          More...
        </DocumentLink>
      </p>
    </HomeSection>
  );
}
