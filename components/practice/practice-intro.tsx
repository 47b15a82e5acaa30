import { DocumentLink } from '@/components/ui/document-link';
import { CheckList } from '@/components/ui/check-list';

const BENEFITS = [
  'Apply each technique from class on a working application, not on slides.',
  'Build confidence with the situations that break automation: frames, alerts, windows and mouse actions.',
  'Test a SOAP service from its WSDL contract, the way API testers do on real projects.',
  'Come to interviews with concrete examples of what you tested and how.',
] as const;

const linkClass = 'font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800';

/** Shown to visitors only (docs/product.md#practice): why practise, and that the exercises need an account. */
export function PracticeIntro() {
  return (
    <section
      aria-labelledby="practice-intro-heading"
      data-test="practice-intro"
      className="rounded-2xl border border-brand-200 bg-brand-50 p-5 text-slate-700 sm:p-6"
    >
      <h2 id="practice-intro-heading" className="text-lg font-semibold text-ink">
        Learn by doing
      </h2>
      <p className="mt-2 leading-relaxed">
        Reading about testing is a start; skills stick when you test real screens yourself. Every exercise below is
        chosen to train one skill that QA teams use daily.
      </p>
      <CheckList items={BENEFITS} className="mt-4 space-y-2" />
      <p className="mt-4">
        The exercises are for students:{' '}
        <DocumentLink href="/login" className={linkClass}>
          log in
        </DocumentLink>{' '}
        or{' '}
        <DocumentLink href="/register" className={linkClass}>
          create an account
        </DocumentLink>{' '}
        to start.
      </p>
    </section>
  );
}
