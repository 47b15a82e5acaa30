import { DocumentLink } from '@/components/ui/document-link';
import { PageHeader } from '@/components/layout/page-header';

// The public verification page's two answers (docs/product.md#certificates): a valid certificate shows its name,
// course and date and nothing else; any other code gets one answer, whether it never existed or was revoked.

const longDate = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

export function VerifiedCertificate({ learnerName, courseName, issuedAt }: { learnerName: string; courseName: string; issuedAt: string }) {
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <PageHeader eyebrow="Certificate verification" title="Certificate verified" intro="QA Academy issued this certificate, and it is valid." />
      <div className="mt-8 rounded-2xl border border-emerald-300 bg-white p-6 shadow-sm" data-test="certificate-verified">
        <p className="flex items-center gap-2 font-semibold text-emerald-800">
          <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-5">
            <path fillRule="evenodd" d="M16.7 5.3a1 1 0 0 1 0 1.4l-7.5 7.5a1 1 0 0 1-1.4 0L3.3 9.7a1 1 0 1 1 1.4-1.4l3.8 3.8 6.8-6.8a1 1 0 0 1 1.4 0Z" clipRule="evenodd" />
          </svg>
          Valid certificate
        </p>
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
      </div>
    </div>
  );
}

export function NoValidCertificate() {
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <PageHeader eyebrow="Certificate verification" title="No valid certificate" />
      <div className="mt-8 rounded-2xl border border-red-300 bg-white p-6 shadow-sm" data-test="certificate-invalid">
        <p className="font-semibold text-red-800">No valid QA Academy certificate has this code.</p>
        <p className="mt-2 text-slate-700">
          Check the code against the certificate. A certificate that was revoked is no longer valid and is not shown here.
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
