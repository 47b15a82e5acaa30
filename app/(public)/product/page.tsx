import type { Metadata } from 'next';
import { ButtonLink } from '@/components/ui/button-link';
import { CheckList } from '@/components/ui/check-list';
import { PageHeader } from '@/components/layout/page-header';

export const metadata: Metadata = {
  title: 'Certification Programs',
  description:
    'Manual Testing, Automation Testing and Test Preparation: what each program covers, how it runs and who it is for.',
};

interface Program {
  id: string;
  name: string;
  tagline: string;
  audience: string;
  covers: readonly string[];
  format: string;
  outcome: string;
}

const PROGRAMS: readonly Program[] = [
  {
    id: 'manual-testing',
    name: 'Manual Testing',
    tagline: 'The foundation every tester needs, practised on a real project.',
    audience:
      'Career starters and career changers with no coding background, and business, support or operations staff moving into QA.',
    covers: [
      'The SDLC, the STLC and where testing fits in each phase',
      'Test design: equivalence partitioning, boundary values, decision tables and state transitions',
      'Test plans, scenarios and test cases that others can run',
      'The defect life cycle and bug reports developers can act on',
      'Functional, regression, smoke and user-acceptance testing',
      'Working in Agile and Scrum teams',
    ],
    format: 'Live, instructor-led classes over several weeks, with project sprints alongside the lessons.',
    outcome: 'You can join a QA team and test features from requirement review to release sign-off.',
  },
  {
    id: 'automation-testing',
    name: 'Automation Testing',
    tagline: 'Turn your manual test cases into reliable automated suites.',
    audience:
      'Manual testers ready to write code, and graduates with some programming who want to specialise in test automation.',
    covers: [
      'Java essentials for testers: types, collections, classes and exceptions',
      'Selenium WebDriver: locators, waits, frames, alerts, windows and mouse actions',
      'TestNG and the Page Object Model for maintainable suites',
      'API testing with Postman and REST Assured',
      'SQL for checking the data behind the screens',
      'Git and continuous integration with Jenkins and GitHub Actions',
    ],
    format: 'Live coding sessions over several weeks, with an automation framework built step by step on the project.',
    outcome: 'You can design, build and run a UI and API automation framework in a CI pipeline.',
  },
  {
    id: 'test-preparation',
    name: 'Test Preparation',
    tagline: 'Get ready for the ISTQB Foundation exam and for your interviews.',
    audience:
      'Testers preparing for the ISTQB Certified Tester Foundation Level exam, and graduates of our programs getting ready to apply for jobs.',
    covers: [
      'The ISTQB Foundation Level syllabus, chapter by chapter',
      'The seven testing principles, static testing and reviews',
      'Test management, estimation and risk-based testing',
      'Exam-style mock tests with explained answers',
      'Mock interviews for manual and automation roles',
      'Resume, portfolio and job-search preparation',
    ],
    format: 'A shorter, focused program of classes and mock tests, usually taken after Manual or Automation Testing.',
    outcome: 'You sit the exam prepared and answer interview questions with examples from your own project.',
  },
];

const INCLUDED = [
  'A real project with a business analyst, a developer and a QA tester',
  '24/7 support from our team and mentors',
  'Recorded training videos and course notes in the student portal',
  'Hands-on practice exercises',
  'Interview preparation and placement help',
  'A certificate of completion from QA Academy',
] as const;

export default function ProductPage() {
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-12 sm:px-6 sm:py-16">
      <PageHeader
        eyebrow="Programs"
        title="Certification Programs"
        intro="Three programs that take you from your first test case to a job-ready automation engineer. Take one, or combine them in the order that fits your experience."
      />

      <ul className="mt-10 grid gap-6 lg:grid-cols-3">
        {PROGRAMS.map((program) => (
          <li key={program.id}>
            <article
              aria-labelledby={`${program.id}-heading`}
              data-test="program-card"
              className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
            >
              <h2 id={`${program.id}-heading`} className="text-xl font-bold text-ink">
                {program.name}
              </h2>
              <p className="mt-2 font-medium text-brand-800">{program.tagline}</p>

              <h3 className="mt-5 text-sm font-semibold uppercase tracking-wider text-slate-600">What it covers</h3>
              <ul className="mt-2 list-disc space-y-1.5 pl-5 text-sm leading-relaxed text-slate-700 marker:text-brand-600">
                {program.covers.map((topic) => (
                  <li key={topic}>{topic}</li>
                ))}
              </ul>

              <dl className="mt-5 space-y-3 text-sm leading-relaxed">
                <div>
                  <dt className="font-semibold text-ink">Who it is for</dt>
                  <dd className="text-slate-700">{program.audience}</dd>
                </div>
                <div>
                  <dt className="font-semibold text-ink">How it runs</dt>
                  <dd className="text-slate-700">{program.format}</dd>
                </div>
                <div>
                  <dt className="font-semibold text-ink">Where it takes you</dt>
                  <dd className="text-slate-700">{program.outcome}</dd>
                </div>
              </dl>
            </article>
          </li>
        ))}
      </ul>

      <p className="mt-6 max-w-3xl text-sm text-slate-600">
        Batch start dates, weekdays, class times and fees are published on the course schedule on our home page. The
        ISTQB certificate itself is issued by ISTQB member boards after their exam; we prepare you for it.
      </p>

      <section aria-labelledby="included-heading" className="mt-14 grid gap-8 rounded-2xl border border-brand-200 bg-brand-50 p-6 sm:p-8 lg:grid-cols-2">
        <div>
          <h2 id="included-heading" className="text-2xl font-bold text-ink">
            Included in every program
          </h2>
          <p className="mt-3 leading-relaxed text-slate-700">
            Whichever program you choose, you learn by doing the job: on a team, with support whenever you need it.
          </p>
        </div>
        <CheckList items={INCLUDED} className="space-y-2 text-slate-800" />
      </section>

      <section aria-labelledby="choose-heading" className="mt-14 max-w-3xl">
        <h2 id="choose-heading" className="text-2xl font-bold text-ink">
          Which program is right for you?
        </h2>
        <ul className="mt-4 space-y-3 leading-relaxed text-slate-700">
          <li>
            <strong className="text-ink">New to testing?</strong> Start with Manual Testing: everything else builds on
            it.
          </li>
          <li>
            <strong className="text-ink">Already testing by hand?</strong> Move on to Automation Testing to write the
            suites teams now expect.
          </li>
          <li>
            <strong className="text-ink">Preparing for the exam or interviews?</strong> Test Preparation focuses on
            the ISTQB Foundation syllabus and on getting hired.
          </li>
        </ul>
      </section>

      <div className="mt-10 flex flex-wrap gap-3">
        <ButtonLink href="/register">Register for a program</ButtonLink>
        <ButtonLink href="/learning" variant="secondary">
          See the learning topics
        </ButtonLink>
      </div>
    </div>
  );
}
