import { DocumentLink } from '@/components/ui/document-link';
import { buttonClasses } from '@/components/ui/button-styles';
import { evidenceLines } from '@/lib/certificates/evidence-text';
import type { CertificateView } from '@/lib/certificates/queries';
import { ShareLink } from './share-link';

const longDate = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** A course's certificate on "My progress": download, the verification link and sharing; or why it was revoked. */
export function CertificatePanel({ certificate }: { certificate: CertificateView }) {
  if (certificate.revokedAt) {
    return (
      <div className="rounded-lg border border-red-300 bg-red-50 p-4 text-sm text-red-900" data-test="certificate-revoked">
        <p className="font-semibold">Your certificate {certificate.code} was revoked on {longDate.format(new Date(certificate.revokedAt))}.</p>
        <p className="mt-1">Reason: {certificate.revokedReason}</p>
      </div>
    );
  }
  return (
    <div className="rounded-lg border border-emerald-300 bg-emerald-50 p-4" data-test="certificate">
      <p className="font-semibold text-emerald-900">
        Certificate issued on {longDate.format(new Date(certificate.issuedAt))} · code <span data-test="certificate-code">{certificate.code}</span>
      </p>
      <p className="mt-2 text-sm break-all text-slate-800">
        Verification link:{' '}
        <DocumentLink href={certificate.verificationUrl} className="font-semibold text-brand-700 underline underline-offset-4" data-test="certificate-verify-link">
          {certificate.verificationUrl}
        </DocumentLink>
      </p>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <a href={`/api/certificates/${certificate.code}/pdf`} download className={buttonClasses('primary', 'sm')} data-test="certificate-download">
          Download certificate (PDF)
        </a>
        <ShareLink url={certificate.verificationUrl} courseName={certificate.courseName} />
      </div>
      {certificate.evidence ? (
        // What the verification page and the PDF say it proves, so the holder knows before sharing it.
        <ul className="mt-3 list-disc space-y-0.5 pl-5 text-sm text-slate-700" data-test="certificate-evidence-mine">
          {evidenceLines(certificate.evidence).map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
