import { ButtonLink } from '@/components/ui/button-link';
import { SectionHeading } from './section-heading';

/** The page's last block: one clear next step, or a question first. */
export function ClosingCtaSection() {
  return (
    <section aria-labelledby="cta-title" data-test="home-cta" className="bg-linear-to-br from-brand-900 to-brand-800">
      <div className="mx-auto flex max-w-7xl flex-col gap-8 px-4 py-16 sm:px-6 lg:flex-row lg:items-center lg:justify-between">
        <SectionHeading id="cta-title" eyebrow="Ready when you are" title="Start your first real project" tone="dark">
          Choose a program, join the next batch and work with a business analyst, a developer and a QA tester from the
          first week. Not sure which program fits? Ask us; we answer every message.
        </SectionHeading>
        <div className="flex shrink-0 flex-wrap gap-3">
          <ButtonLink href="/register" variant="accent">
            Join Now
          </ButtonLink>
          <ButtonLink href="/contact" variant="onDark">
            Contact
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
