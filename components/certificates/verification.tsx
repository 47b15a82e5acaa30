import { DocumentLink } from '@/components/ui/document-link';
import { PageHeader } from '@/components/layout/page-header';
import { evidenceLine, SELF_ATTESTED_NOTE } from '@/lib/certificates/evidence-text';
import type { CertificateEvidence } from '@/lib/certificates/evidence-types';
import type { PublicCertificate } from '@/lib/certificates/queries';

// The public verification page's answers (docs/product.md#certificates): a certificate shows its name, course, date and
// how each requirement was verified; a revoked one says so first, with the date and the reason; an unknown code gets
// one answer.

const longDate = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** What the page shows is what the verification query answers (lib/certificates/queries.ts). */
type VerifiedCertificateProps = PublicCertificate;

export function VerifiedCertificate({ learnerName, courseName, issuedAt, evidence, revokedAt, revokedReason }: VerifiedCertificateProps) {
  const revoked = revokedAt !== null;
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <PageHeader
        eyebrow="Certificate verification"
        title={revoked ? 'Certificate revoked' : 'Certificate verified'}
        intro={revoked ? 'QA Academy issued this certificate and has since revoked it: it is no longer valid.' : 'QA Academy issued this certificate, and it is valid.'}
      />
      {revoked ? (
        <div className="mt-8 rounded-2xl border border-red-300 bg-red-50 p-6 text-red-900" role="status" data-test="certificate-revoked">
          <p className="font-semibold">
            Revoked on <time dateTime={revokedAt}>{longDate.format(new Date(revokedAt))}</time>
          </p>
          <p className="mt-1" data-test="certificate-revoked-reason">
            Reason: {revokedReason}
          </p>
        </div>
      ) : null}
      <div className={`mt-8 rounded-2xl border bg-white p-6 shadow-sm ${revoked ? 'border-slate-300' : 'border-emerald-300'}`} data-test={revoked ? 'certificate-was-issued' : 'certificate-verified'}>
        {revoked ? (
          <p className="font-semibold text-slate-800">Was issued to</p>
        ) : (
          <p className="flex items-center gap-2 font-semibold text-emerald-800">
            <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-5">
              <path fillRule="evenodd" d="M16.7 5.3a1 1 0 0 1 0 1.4l-7.5 7.5a1 1 0 0 1-1.4 0L3.3 9.7a1 1 0 1 1 1.4-1.4l3.8 3.8 6.8-6.8a1 1 0 0 1 1.4 0Z" clipRule="evenodd" />
            </svg>
            Valid certificate
          </p>
        )}
        <dl className="mt-4 grid gap-4 sm:grid-cols-3">
          <div>
            <dt className="text-sm text-slate-600">Name</dt>
            <dd className="mt-1 text-lg font-semibold text-ink" data-test="certificate-name">{learnerName}</dd>
          </div>
          <div>
            <dt className="text-sm text-slate-600">Course</dt>
            <dd className="mt-1 text-lg font-semibold text-ink" data-test="certificate-course">{courseName}</dd>
          </div>
          <div>
            <dt className="text-sm text-slate-600">Date</dt>
            <dd className="mt-1 text-lg font-semibold text-ink" data-test="certificate-date">
              <time dateTime={issuedAt}>{longDate.format(new Date(issuedAt))}</time>
            </dd>
          </div>
        </dl>
        <CertificateEvidenceList evidence={evidence} />
      </div>
    </div>
  );
}

/** What the certificate proves, and how each requirement was verified; a self-attested certificate says so first. */
function CertificateEvidenceList({ evidence }: { evidence: CertificateEvidence | null }) {
  if (!evidence) return null;
  return (
    <section className="mt-6 border-t border-slate-200 pt-4" aria-labelledby="certificate-evidence-heading">
      <h2 id="certificate-evidence-heading" className="font-semibold text-ink">
        What it proves
      </h2>
      {evidence.selfAttestedOnly ? (
        <p className="mt-2 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 font-semibold text-amber-900" data-test="certificate-self-attested">
          {SELF_ATTESTED_NOTE}
        </p>
      ) : null}
      <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-800" data-test="certificate-evidence">
        {evidence.requirements.map((item) => (
          <li key={item.kind}>{evidenceLine(item)}</li>
        ))}
      </ul>
    </section>
  );
}

export function NoValidCertificate() {
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <PageHeader eyebrow="Certificate verification" title="No valid certificate" />
      <div className="mt-8 rounded-2xl border border-red-300 bg-white p-6 shadow-sm" data-test="certificate-invalid">
        <p className="font-semibold text-red-800">No valid QA Academy certificate has this code.</p>
        <p className="mt-2 text-slate-700">
          Check the code against the certificate: a certificate QA Academy issued, valid or revoked, is shown here by its code.
        </p>
        <p className="mt-4">
          <DocumentLink href="/" className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800">
            Back to Home
          </DocumentLink>
        </p>
      </div>
    </div>
  );
}
