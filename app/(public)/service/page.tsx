import type { Metadata } from 'next';
import { ButtonLink } from '@/components/ui/button-link';
import { PageHeader } from '@/components/layout/page-header';

export const metadata: Metadata = {
  title: 'Training Services',
  description:
    'Real-project testing training with a business analyst, a developer and a QA tester, 24/7 support, mentoring, interview preparation and placement help.',
};

const TEAM = [
  {
    role: 'Business analyst',
    work: 'Gathers the requirements, writes the user stories and acceptance criteria, and answers your questions about how the product should behave.',
  },
  {
    role: 'Developer',
    work: 'Builds the features sprint by sprint, fixes the defects you report, and shows you how the code behind a screen really works.',
  },
  {
    role: 'QA tester (you)',
    work: 'Reviews the requirements, plans and designs the tests, runs them, reports defects with clear evidence and signs off the release.',
  },
] as const;

const SERVICES = [
  {
    title: 'Real-project training',
    text: 'Work on a live application through real sprints: requirement reviews, test scenarios and cases, defect reports in a tracker, retesting and regression before each release.',
  },
  {
    title: '24/7 support',
    text: 'Stuck late at night on a failing locator or an unclear requirement? Ask at any hour and our support team and mentors get back to you, day or night.',
  },
  {
    title: 'Mentoring',
    text: 'A working QA engineer reviews your test cases, bug reports and automation code, and gives you specific feedback you can apply in the next sprint.',
  },
  {
    title: 'Interview preparation',
    text: 'Mock interviews with the manual, automation and ISTQB questions employers ask, feedback on each answer, and practice telling the story of your project work.',
  },
  {
    title: 'Placement help',
    text: 'Help with your resume and LinkedIn profile, job-search strategy and applications, and referrals to hiring partners when openings match your profile.',
  },
  {
    title: 'Learning portal',
    text: 'Course notes for every topic, recorded training videos and hands-on practice exercises online, so you can revise whenever it suits you.',
  },
] as const;

const STEPS = [
  { title: 'Register', text: 'Create your account and choose the programs you are interested in.' },
  { title: 'Join a demo class', text: 'See how we teach before you commit; demo dates are on the course schedule.' },
  { title: 'Enrol', text: 'Pay for your program to unlock the student portal and the training videos.' },
  { title: 'Work on the project', text: 'Test a real application with your BA and developer, with mentoring throughout.' },
  { title: 'Get job-ready', text: 'Prepare for interviews, polish your resume and apply with our placement help.' },
] as const;

export default function ServicePage() {
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-12 sm:px-6 sm:py-16">
      <PageHeader
        eyebrow="Services"
        title="Training that works like a real QA job"
        intro="Courses teach the theory; employers hire people who have done the work. Our training puts you on a real project team from the start, and stays with you through support, mentoring and your job search."
      />

      <section aria-labelledby="team-heading" className="mt-14">
        <h2 id="team-heading" className="text-2xl font-bold text-ink">Learn on a real project team</h2>
        <p className="mt-3 max-w-3xl leading-relaxed text-slate-700">
          Every project runs the way software teams work in industry: short sprints, daily stand-ups, a backlog of user
          stories and a release at the end. Three roles work together.
        </p>
        <ul className="mt-6 grid gap-4 md:grid-cols-3">
          {TEAM.map((member) => (
            <li key={member.role} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
              <h3 className="font-semibold text-brand-800">{member.role}</h3>
              <p className="mt-2 text-sm leading-relaxed text-slate-700">{member.work}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="services-heading" className="mt-14">
        <h2 id="services-heading" className="text-2xl font-bold text-ink">What every student gets</h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {SERVICES.map((service) => (
            <li key={service.title} className="flex gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
              <span aria-hidden="true" className="mt-1 size-2.5 shrink-0 rounded-full bg-accent-500" />
              <div>
                <h3 className="font-semibold text-ink">{service.title}</h3>
                <p className="mt-2 text-sm leading-relaxed text-slate-700">{service.text}</p>
              </div>
            </li>
          ))}
        </ul>
        <p className="mt-4 max-w-3xl text-sm text-slate-600">
          We prepare you for the job market and support your applications; hiring decisions stay with employers, so we
          do not sell guaranteed jobs.
        </p>
      </section>

      <section aria-labelledby="steps-heading" className="mt-14">
        <h2 id="steps-heading" className="text-2xl font-bold text-ink">How it works</h2>
        <ol className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
          {STEPS.map((step, index) => (
            <li key={step.title} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
              <span aria-hidden="true" className="grid size-8 place-items-center rounded-full bg-brand-600 text-sm font-bold text-white">
                {index + 1}
              </span>
              <h3 className="mt-3 font-semibold text-ink">{step.title}</h3>
              <p className="mt-1 text-sm leading-relaxed text-slate-700">{step.text}</p>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="service-cta-heading" className="mt-14 rounded-2xl bg-brand-900 px-6 py-10 text-center sm:px-10">
        <h2 id="service-cta-heading" className="text-2xl font-bold text-white">Ready to test on a real project?</h2>
        <p className="mx-auto mt-3 max-w-2xl text-brand-100">
          Create your account, pick a program, and join the next batch. Browse the learning topics first if you want to
          see what you will study.
        </p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <ButtonLink href="/register" variant="accent">
            Register now
          </ButtonLink>
          <ButtonLink href="/learning" variant="onDark">
            Explore learning topics
          </ButtonLink>
          <ButtonLink href="/product" variant="onDark">
            Compare programs
          </ButtonLink>
        </div>
      </section>
    </div>
  );
}
