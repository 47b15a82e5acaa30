import { ButtonLink } from '@/components/ui/button-link';
import { MSG } from '@/lib/messages';

interface PaymentSuccessPanelProps {
  /** users.payMethod, e.g. 'card'; null for an admin, who has nothing to pay. */
  method: string | null;
  isAdmin: boolean;
}

/** What a paid user sees on /payment (docs/product.md#payment): the confirmation, never a second card form. */
export function PaymentSuccessPanel({ method, isAdmin }: PaymentSuccessPanelProps) {
  let detail = 'Your enrolment is paid. Every training video is open to you.';
  if (isAdmin) detail = 'Admin accounts have full access: there is nothing to pay.';
  else if (method) detail = `Your enrolment is paid (${method.toUpperCase()}). Every training video is open to you.`;
  return (
    <section
      aria-labelledby="payment-success-title"
      data-test="payment-success-panel"
      className="rounded-2xl border border-green-200 bg-white p-8 text-center shadow-sm"
    >
      <span aria-hidden="true" className="mx-auto grid size-14 place-items-center rounded-full bg-green-100 text-green-700">
        <svg viewBox="0 0 20 20" fill="currentColor" className="size-8">
          <path
            fillRule="evenodd"
            d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0Z"
            clipRule="evenodd"
          />
        </svg>
      </span>
      <h1 id="payment-success-title" className="mt-4 text-2xl font-bold text-ink sm:text-3xl">
        {MSG.paymentSuccess}
      </h1>
      <p className="mt-3 leading-relaxed text-slate-700">{detail}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <ButtonLink href="/">Back to Homepage</ButtonLink>
        {isAdmin ? null : (
          // The way into the learner's courses (docs/product.md#my-learning).
          <ButtonLink href="/student/learning" variant="secondary">
            My learning
          </ButtonLink>
        )}
      </div>
    </section>
  );
}
