import type { Metadata } from 'next';
import { EnrolBatchButton } from '@/components/enrolment/enrol-batch-button';
import { PaymentBatch } from '@/components/enrolment/payment-batch';
import { BatchSummary } from '@/components/enrolment/batch-summary';
import { PaymentForm } from '@/components/payment/payment-form';
import { PaymentSuccessPanel } from '@/components/payment/payment-success-panel';
import { SandboxNote } from '@/components/payment/sandbox-note';
import { requireUser } from '@/lib/auth/guards';
import { findEnrolBatchOrNull, latestBatchOf } from '@/lib/enrolments/batch';
import { paymentProvider } from '@/lib/payments';
import { ENROLMENT_PRICE_CENTS, formatUsd } from '@/lib/payments/price';
import { batchParamOf } from '@/lib/validation/enrolment';
import { PageHeader } from '@/components/layout/page-header';

export const metadata: Metadata = { title: 'Payment' };

interface PaymentPageProps {
  searchParams: Promise<{ batch?: string | string[] }>;
}

// docs/product.md#payment resolves the spec's inverted condition: unpaid users get the card form, paid users the
// 'Payment Successful!' panel. The session decides, read fresh on every request. `?batch=` is a schedule row's Enrol;
// without it the page names the batch the learner enrolled in at registration, if any.
export default async function PaymentPage({ searchParams }: PaymentPageProps) {
  const { identity, user } = await requireUser();
  const asked = batchParamOf((await searchParams).batch);
  const askedBatch = asked.id === null ? null : await findEnrolBatchOrNull(asked.id);
  const batchMissing = asked.given && !askedBatch;
  if (identity.payment === 'yes') {
    return (
      <div className="mx-auto w-full max-w-xl px-4 py-12 sm:px-6 sm:py-16">
        <PaymentSuccessPanel method={user.payMethod ?? null} isAdmin={identity.role === 'admin'} />
        {askedBatch && identity.role !== 'admin' ? (
          <section aria-labelledby="enrol-batch-title" className="mt-6 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <h2 id="enrol-batch-title" className="mb-3 text-lg font-semibold text-ink">
              Enrol in another batch
            </h2>
            <BatchSummary batch={askedBatch} title="The batch you chose" testId="payment-batch" />
            <p className="mt-3 text-sm text-slate-700">Your enrolment is already paid: enrolling adds this course to My learning, with nothing to pay here.</p>
            <EnrolBatchButton scheduleId={askedBatch.scheduleId} />
          </section>
        ) : null}
      </div>
    );
  }
  const batch = askedBatch ?? (batchMissing ? null : await latestBatchOf(identity.userId));
  return (
    <div className="mx-auto w-full max-w-xl px-4 py-12 sm:px-6 sm:py-16">
      <PageHeader
        className=""
        eyebrow="Enrolment"
        title="Payment"
        intro="One payment unlocks every training video of your program. Your card details are passed on to the payment provider and never stored: we keep only the card brand and its last four digits."
      />
      <section aria-labelledby="payment-form-title" className="mt-8 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <div className="mb-6 flex items-baseline justify-between gap-4 border-b border-slate-200 pb-4">
          <h2 id="payment-form-title" className="text-xl font-semibold text-ink">
            Enrolment fee
          </h2>
          <p data-test="payment-price" className="text-2xl font-bold text-ink">
            {formatUsd(ENROLMENT_PRICE_CENTS)}
          </p>
        </div>
        <PaymentBatch batch={batch} batchMissing={batchMissing} priceCents={ENROLMENT_PRICE_CENTS} />
        <PaymentForm userId={identity.userId} priceCents={ENROLMENT_PRICE_CENTS} scheduleId={askedBatch?.scheduleId} />
        {paymentProvider().name === 'sandbox' ? (
          <div className="mt-6">
            <SandboxNote />
          </div>
        ) : null}
      </section>
    </div>
  );
}
