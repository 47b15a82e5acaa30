import type { Metadata } from 'next';
import Link from 'next/link';
import { connection } from 'next/server';
import { CertificateTable } from '@/components/admin/certificates/certificate-table';
import { RuleForm } from '@/components/admin/certificates/rule-form';
import { PortalPage } from '@/components/layout/portal-page';
import { requireRole } from '@/lib/auth/guards';
import { measuredVideoCountsByCourse } from '@/lib/progress/videos';
import { listCertificates, type CertificateStatus } from '@/lib/certificates/queries';
import { listCertificateRules } from '@/lib/certificates/rules';

export const metadata: Metadata = { title: 'Certificates' };

const FILTERS: { status: CertificateStatus; label: string }[] = [
  { status: 'any', label: 'All' },
  { status: 'issued', label: 'Valid' },
  { status: 'revoked', label: 'Revoked' },
];

interface CertificatesPageProps {
  searchParams: Promise<{ status?: string | string[] }>;
}

/** Certificates (docs/product.md#certificates): each course's rule, and the certificates issued and revoked. */
export default async function AdminCertificatesPage({ searchParams }: CertificatesPageProps) {
  await requireRole('admin');
  await connection();
  const asked = (await searchParams).status;
  const status = FILTERS.find((filter) => filter.status === asked)?.status ?? 'any';
  const [rules, certificates, videos] = await Promise.all([listCertificateRules(), listCertificates(status), measuredVideoCountsByCourse()]);
  // A course without a rule issues no certificate, and its learners read that it has none: said first, by name.
  const withoutRule = rules.filter((rule) => rule.updatedAt === null);
  // A course with no video to measure (its own or one for all courses): its "Videos watched" does not apply.
  const withoutVideos = rules.filter((rule) => (videos.byCourse.get(rule.courseId) ?? 0) === 0).map((rule) => rule.courseName);
  return (
    <PortalPage
      eyebrow="Admin Panel"
      title="Certificates"
      width="full"
      intro="Set what completes each course. A learner who meets a course's rule gets its certificate once; revoking one makes its verification page answer that no valid certificate has the code."
    >
      <section aria-labelledby="rules-heading">
        <h2 id="rules-heading" className="text-xl font-semibold text-ink">
          Rules per course
        </h2>
        {withoutRule.length > 0 ? (
          <p className="mt-3 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900" role="status" data-test="courses-without-rule">
            {withoutRule.length === 1 ? 'This course has no certificate rule, so nobody can earn its certificate: ' : 'These courses have no certificate rule, so nobody can earn their certificates: '}
            <strong>{withoutRule.map((rule) => rule.courseName).join(', ')}</strong>. Set one below.
          </p>
        ) : (
          <p className="mt-3 text-sm text-slate-700" data-test="courses-without-rule-none">
            Every course has a certificate rule.
          </p>
        )}
        {withoutVideos.length > 0 ? (
          <p className="mt-3 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900" role="status" data-test="videos-not-applicable">
            {videos.all === 0 ? 'There is no training video whose length the server could read' : `No training video whose length the server could read belongs to ${withoutVideos.join(', ')}`},
            so &ldquo;Videos watched&rdquo; is not applicable {videos.all === 0 ? 'to any course' : 'there'}: it neither counts toward
            the course&apos;s progress nor is met, until the course (or all courses) has one.
          </p>
        ) : null}
        <div className="mt-4 grid gap-4 lg:grid-cols-3">
          {rules.map((rule) => (
            <div key={rule.courseId} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
              <h3 className="mb-3 font-semibold text-ink">
                {rule.courseName}
                {rule.updatedAt === null ? <span className="ml-2 text-sm font-normal text-amber-800">(no rule yet)</span> : null}
              </h3>
              <RuleForm rule={rule} />
            </div>
          ))}
        </div>
      </section>
      <section aria-labelledby="issued-heading" className="mt-10">
        <h2 id="issued-heading" className="text-xl font-semibold text-ink">
          Certificates issued and revoked
        </h2>
        <nav aria-label="Filter certificates" className="mt-3 flex gap-2 text-sm">
          {FILTERS.map((filter) => (
            <Link
              key={filter.status}
              href={filter.status === 'any' ? '/admin/certificates' : `/admin/certificates?status=${filter.status}`}
              aria-current={filter.status === status ? 'page' : undefined}
              className={`rounded-full border px-3 py-1 ${filter.status === status ? 'border-brand-600 bg-brand-600 text-white' : 'border-slate-300 text-slate-800 hover:border-brand-600'}`}
            >
              {filter.label}
            </Link>
          ))}
        </nav>
        <div className="mt-4">
          <CertificateTable certificates={certificates} />
        </div>
      </section>
    </PortalPage>
  );
}
