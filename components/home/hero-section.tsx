import { MyLearningLink } from '@/components/enrolment/my-learning-link';
import { ButtonLink } from '@/components/ui/button-link';

const team = [
  { role: 'Business analyst', detail: 'turns the client’s needs into the requirements you test against.' },
  { role: 'Developer', detail: 'builds the features and fixes the defects you report.' },
  { role: 'QA tester', detail: 'guides your test plans, cases and automation day to day.' },
] as const;

/** The page's only h1 and its first call to action (docs/product.md#home-page: Join Now goes to registration). */
export function HeroSection() {
  return (
    <section
      aria-labelledby="hero-title"
      data-test="hero"
      className="relative overflow-hidden bg-linear-to-br from-brand-900 via-brand-800 to-brand-700 text-white"
    >
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
            Learn software testing the way teams work: on a real project, with a business analyst, a developer and a QA
            tester beside you, and support around the clock.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <ButtonLink href="/register" variant="accent">
              Join Now
            </ButtonLink>
            <ButtonLink href="/learning" variant="onDark">
              Explore courses
            </ButtonLink>
            <MyLearningLink />
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
  );
}
