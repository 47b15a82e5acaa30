import type { EnrolBatch } from '@/lib/enrolments/types';
import { formatUsd } from '@/lib/payments/price';
import { BatchSummary } from './batch-summary';

interface PaymentBatchProps {
  batch: EnrolBatch | null;
  /** A `?batch=` that named no batch of the schedule. */
  batchMissing: boolean;
  priceCents: number;
}

/**
 * What the payment page's charge is for (docs/product.md#payment): the batch chosen with Enrol, its course fee, and
 * what today's enrolment payment unlocks. The charge itself stays the server's one price.
 */
export function PaymentBatch({ batch, batchMissing, priceCents }: PaymentBatchProps) {
  return (
    <div className="mb-6 space-y-3" data-test="payment-what">
      {batchMissing ? (
        <p role="alert" className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900" data-test="payment-batch-missing">
          There is no such batch in the Course Schedule. Pick one from the schedule on the home page.
        </p>
      ) : null}
      {batch ? <BatchSummary batch={batch} title="Your batch" testId="payment-batch" /> : null}
      <p className="text-sm leading-relaxed text-slate-700" data-test="payment-unlocks">
        Today: <strong>{formatUsd(priceCents)} enrolment</strong>, which unlocks every training video and your course
        view in My learning (topics, videos, exercises and what is left for the certificate).
        {batch ? ` The course fee of $${batch.feeDollars} for this batch is not charged here.` : null}
      </p>
    </div>
  );
}
