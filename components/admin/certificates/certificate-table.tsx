import Link from 'next/link';
import type { TrainerCertificate } from '@/lib/certificates/queries';
import { RevokeForm } from './revoke-form';

const shortDate = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/** The certificates issued and revoked, newest first, each valid one with its Revoke. */
export function CertificateTable({ certificates }: { certificates: TrainerCertificate[] }) {
  if (certificates.length === 0) return <p className="rounded-lg bg-slate-50 px-4 py-6 text-center text-slate-700">No certificates here yet.</p>;
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
      <table className="w-full text-left text-sm" data-test="certificate-table">
        <caption className="sr-only">Certificates, newest first</caption>
        <thead className="border-b border-slate-200 bg-slate-50 text-slate-700">
          <tr>
            <th scope="col" className="px-3 py-2 font-semibold">Learner</th>
            <th scope="col" className="px-3 py-2 font-semibold">Course</th>
            <th scope="col" className="px-3 py-2 font-semibold">Code</th>
            <th scope="col" className="px-3 py-2 font-semibold">Issued</th>
            <th scope="col" className="px-3 py-2 font-semibold">Status</th>
            <th scope="col" className="px-3 py-2 font-semibold">Action</th>
          </tr>
        </thead>
        <tbody>
          {certificates.map((row) => (
            <tr key={row.code} className="border-b border-slate-100 align-top" data-test="certificate-row" data-code={row.code}>
              <td className="px-3 py-2">
                <Link href={`/admin/progress/${row.userId}`} className="font-semibold text-brand-700 underline underline-offset-4">
                  {row.learnerName}
                </Link>
                <div className="text-xs text-slate-600">{row.email}</div>
              </td>
              <td className="px-3 py-2">{row.courseName}</td>
              <td className="px-3 py-2 font-mono text-xs">{row.code}</td>
              <td className="px-3 py-2 whitespace-nowrap">{shortDate.format(new Date(row.issuedAt))}</td>
              <td className="px-3 py-2" data-test="certificate-status">
                {row.revokedAt ? (
                  <span className="text-red-800">
                    Revoked {shortDate.format(new Date(row.revokedAt))}: {row.revokedReason}
                  </span>
                ) : (
                  <span className="text-emerald-800">Valid</span>
                )}
              </td>
              <td className="px-3 py-2">{row.revokedAt ? null : <RevokeForm code={row.code} learner={row.learnerName} />}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
