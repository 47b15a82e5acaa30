import type { Metadata } from 'next';
import { ButtonLink } from '@/components/ui/button-link';

export const metadata: Metadata = {
  title: { absolute: 'QA Academy — Project-Based Testing Training' },
};

const team = [
  { role: 'Business analyst', detail: 'turns the client’s needs into the requirements you test against.' },
  { role: 'Developer', detail: 'builds the features and fixes the defects you report.' },
  { role: 'QA tester', detail: 'guides your test plans, cases and automation day to day.' },
] as const;

const programs = ['Manual Testing', 'Automation Testing', 'Test Preparation'] as const;

export default function HomePage() {
  return (
    <>
      <section aria-labelledby="hero-title" className="relative overflow-hidden bg-linear-to-br from-brand-900 via-brand-800 to-brand-700 text-white">
        {/* A soft light shape behind the text; decoration only. */}
        <div aria-hidden="true" className="pointer-events-none absolute -right-24 -top-24 size-96 rounded-full bg-brand-500/30 blur-3xl" />
        <div className="relative mx-auto grid max-w-7xl gap-12 px-4 py-16 sm:px-6 sm:py-24 lg:grid-cols-2 lg:items-center">
          <div>
            <p className="inline-flex rounded-full bg-white/10 px-3 py-1 text-sm font-medium text-brand-100 ring-1 ring-white/20">
              Real projects · 24/7 support
            </p>
            <h1 id="hero-title" className="mt-5 text-4xl font-extrabold tracking-tight sm:text-5xl lg:text-6xl">
              Project-Based Testing Training
            </h1>
            <p className="mt-5 max-w-xl text-lg leading-relaxed text-brand-100">
              Learn software testing the way teams work: on a real project, with a business analyst, a developer and a
              QA tester beside you, and support around the clock.
            </p>
            <div className="mt-8 flex flex-wrap gap-3">
              <ButtonLink href="/register" variant="accent">
                Join Now
              </ButtonLink>
              <ButtonLink href="/learning" variant="onDark">
                Explore courses
              </ButtonLink>
            </div>
          </div>

          <div className="rounded-2xl bg-white/10 p-6 ring-1 ring-white/20 backdrop-blur sm:p-8">
            <h2 className="text-lg font-semibold">Your project team</h2>
            <ul className="mt-4 space-y-4">
              {team.map((member) => (
                <li key={member.role} className="flex gap-3">
                  <span aria-hidden="true" className="mt-1.5 size-2.5 shrink-0 rounded-full bg-accent-500" />
                  <p className="text-brand-100">
                    <span className="font-semibold text-white">{member.role}</span> {member.detail}
                  </p>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </section>

      <section aria-labelledby="programs-title" className="mx-auto w-full max-w-7xl px-4 py-14 sm:px-6">
        <h2 id="programs-title" className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">
          Certification programs
        </h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-3">
          {programs.map((program) => (
            <li key={program} className="rounded-xl border border-slate-200 bg-white p-5 font-semibold text-ink shadow-sm">
              {program}
            </li>
          ))}
        </ul>
        <p className="mt-8 rounded-xl border border-brand-200 bg-brand-50 p-4 text-slate-700">
          The course schedule, ads and student comments arrive with the public-site release.
        </p>
      </section>
    </>
  );
}
