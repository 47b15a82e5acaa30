import { RequirementItem } from '@/components/progress/requirement-item';
import type { MyCourseView } from '@/lib/my-learning/types';

/** The course's certificate rule with what is done and what is left (the same texts as My progress). */
export function CertificateRule({ course }: { course: MyCourseView }) {
  const { requirements } = course.progress;
  return (
    <section aria-labelledby="rule-heading" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm" data-test="learning-rule">
      <h2 id="rule-heading" className="text-lg font-semibold text-ink">
        Certificate
      </h2>
      {course.certificate ? (
        <p className="mt-1 text-sm font-medium text-emerald-800" data-test="learning-certificate">
          {course.certificate.revoked ? 'Your certificate was revoked.' : 'Your certificate is issued.'}{' '}
          <a href="/student/progress" className="text-brand-700 underline underline-offset-4">
            See it on My progress
          </a>
        </p>
      ) : null}
      {requirements.length === 0 ? (
        <p className="mt-2 text-sm text-slate-700" data-test="learning-rule-none">
          This course has no certificate rule yet.
        </p>
      ) : (
        <ul className="mt-3 space-y-1 text-sm">
          {requirements.map((item) => (
            <RequirementItem key={item.kind} item={item} testId={`learning-requirement-${item.kind}`} />
          ))}
        </ul>
      )}
    </section>
  );
}
