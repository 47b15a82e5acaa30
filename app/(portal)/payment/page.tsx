import type { Metadata } from 'next';
import { PaymentForm } from '@/components/payment/payment-form';
import { PaymentSuccessPanel } from '@/components/payment/payment-success-panel';
import { SandboxNote } from '@/components/payment/sandbox-note';
import { requireUser } from '@/lib/auth/guards';
import { paymentProvider } from '@/lib/payments';
import { ENROLMENT_PRICE_CENTS, formatUsd } from '@/lib/payments/price';
import { PageHeader } from '@/components/layout/page-header';

export const metadata: Metadata = { title: 'Payment' };

// docs/product.md#payment resolves the spec's inverted condition: unpaid users get the card form, paid users the
// 'Payment Successful!' panel. The session decides, read fresh on every request.
export default async function PaymentPage() {
  const { identity, user } = await requireUser();
  if (identity.payment === 'yes') {
    return (
      <div className="mx-auto w-full max-w-xl px-4 py-12 sm:px-6 sm:py-16">
        <PaymentSuccessPanel method={user.payMethod ?? null} isAdmin={identity.role === 'admin'} />
      </div>
    );
  }
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
        <PaymentForm userId={identity.userId} priceCents={ENROLMENT_PRICE_CENTS} />
        {paymentProvider().name === 'sandbox' ? (
          <div className="mt-6">
            <SandboxNote />
          </div>
        ) : null}
      </section>
    </div>
  );
}
