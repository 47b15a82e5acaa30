import { PracticeHeader } from '@/components/practice/practice-header';
import { LearnerSelectors } from './learner-selectors';
import { ShoppingDemo } from './shopping-demo';

/** The shopping practice page body, shared by /student/practice/shopping and /student/practice/{link}. */
export function ShoppingPractice() {
  return (
    <section aria-labelledby="page-title" className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-10">
      <PracticeHeader eyebrow="Student Portal" title="Shopping Practice" />
      <p className="mt-3 max-w-3xl leading-relaxed text-slate-700">
        A grocery shop to test by hand and to automate with Selenium or Playwright: search the catalogue, fill the cart, then go
        through the order and payment forms with valid and invalid data. Everything runs in your browser; nothing is ordered or
        charged.
      </p>
      <div className="mt-6">
        <LearnerSelectors />
      </div>
      <div className="mt-8">
        <ShoppingDemo />
      </div>
    </section>
  );
}
