import type { EnrolBatch } from '@/lib/enrolments/types';

interface BatchSummaryProps {
  batch: EnrolBatch;
  /** What the box is headed with, e.g. "Your batch". */
  title: string;
  testId: string;
}

/** A schedule batch as the register and payment pages name it: course, batch id, start date and course fee. */
export function BatchSummary({ batch, title, testId }: BatchSummaryProps) {
  return (
    <div className="rounded-xl border border-brand-200 bg-brand-50 px-4 py-3 text-sm text-slate-800" data-test={testId} data-batch-id={batch.scheduleId}>
      <p className="font-semibold text-ink">{title}</p>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <dt className="text-slate-600">Course</dt>
        <dd data-test="batch-course">{batch.courseName}</dd>
        <dt className="text-slate-600">Batch</dt>
        <dd data-test="batch-code">{batch.batchCode}</dd>
        <dt className="text-slate-600">Starts</dt>
        <dd data-test="batch-start">{batch.startDate}</dd>
        <dt className="text-slate-600">Course fee</dt>
        <dd data-test="batch-fee">${batch.feeDollars}</dd>
      </dl>
    </div>
  );
}
