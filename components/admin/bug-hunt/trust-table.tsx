import { BUG_HUNT_FIGURES } from '@/lib/practice/bug-hunt/figures';
import type { LearnerTrust, TrustCredit } from '@/lib/practice/bug-hunt/trainer-trust';
import { WithdrawCredit } from './withdraw-credit';

// The trust view (docs/product.md#admin-bug-hunt): per learner, beside the score, how each credit was evidenced, the
// time from evidence to report, misses per credit, and the flags, each in words (colour is never the only sign).

const FLAG_TEXT: Record<LearnerTrust['flags'][number], string> = {
  'never-issued-codes': 'Sent codes never issued to them',
  'fast-credits': `Credit reported under ${BUG_HUNT_FIGURES.fastCreditSeconds} s after the evidence`,
  'shared-text': "Report text the same as another learner's",
};

const VIA_TEXT: Record<TrustCredit['via'], string> = { server: 'server-seen', page: 'page-seen', none: 'no evidence (a trainer’s credit)' };
const when = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });

function CreditLine({ credit, learner }: { credit: TrustCredit; learner: string }) {
  const notes = [credit.fast ? 'fast' : null, credit.sharedText ? 'same text as another learner' : null].filter(Boolean);
  return (
    <li className="flex flex-wrap items-center gap-2" data-test="trust-credit" data-defect={credit.defectId}>
      <span className="font-medium">{credit.defectId}</span>
      <span data-test="trust-credit-via">{VIA_TEXT[credit.via]}</span>
      <span>{credit.secondsFromEvidence === null ? '' : `${credit.secondsFromEvidence} s to report`}</span>
      {notes.length > 0 ? <span className="font-semibold text-amber-900">({notes.join(', ')})</span> : null}
      <WithdrawCredit reportId={credit.reportId} defectId={credit.defectId} learner={learner} />
    </li>
  );
}

export function TrustTable({ learners }: { learners: readonly LearnerTrust[] }) {
  return (
    <section aria-labelledby="trust-title" id="trust" className="mt-10 space-y-3" data-test="trust-view">
      <h2 id="trust-title" className="text-xl font-semibold text-ink">
        Trust
      </h2>
      <p className="text-sm text-slate-700">
        How each learner&apos;s credits were evidenced: server-seen (the learner&apos;s own request met the defect) or page-seen (a code the server issued to
        them for one page view), the time from that evidence to the report, and what looks forged.
      </p>
      {learners.length === 0 ? (
        <p className="text-sm text-slate-600" data-test="trust-empty">No learner has a credit or a refused code yet.</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Trust per learner</caption>
            <thead>
              <tr className="border-b border-slate-200 text-slate-600">
                <th scope="col" className="py-2 pr-3">Learner</th>
                <th scope="col" className="py-2 pr-3">Found</th>
                <th scope="col" className="py-2 pr-3">Credits</th>
                <th scope="col" className="py-2 pr-3">Misses per credit</th>
                <th scope="col" className="py-2 pr-3">Codes never issued</th>
                <th scope="col" className="py-2 pr-3">Credits with no flag</th>
                <th scope="col" className="py-2">Flags</th>
              </tr>
            </thead>
            <tbody>
              {learners.map((learner) => (
                <tr key={learner.userId} className="border-b border-slate-100 align-top" data-test="trust-row" data-learner={learner.email}>
                  <th scope="row" className="py-2 pr-3 font-medium">
                    {learner.name} <span className="block text-xs font-normal text-slate-600">{learner.email}</span>
                  </th>
                  <td className="py-2 pr-3" data-test="trust-found">{learner.credits.length}</td>
                  <td className="py-2 pr-3">
                    <ul className="space-y-1">
                      {learner.credits.map((credit) => (
                        <CreditLine key={credit.reportId} credit={credit} learner={learner.name} />
                      ))}
                    </ul>
                  </td>
                  <td className="py-2 pr-3">{learner.guessesPerCredit ?? '–'}</td>
                  <td className="py-2 pr-3" data-test="trust-rejected">
                    {learner.rejectedCodes}
                    {learner.expiredCodes > 0 ? ` (${learner.expiredCodes} expired)` : ''}
                    {learner.lastRejectedAt ? <span className="block text-xs text-slate-600">last {when.format(new Date(learner.lastRejectedAt))} UTC</span> : null}
                  </td>
                  <td className="py-2 pr-3">{Math.round(learner.trustShare * 100)}%</td>
                  <td className="py-2">
                    <ul className="space-y-1" data-test="trust-flags">
                      {learner.flags.map((flag) => (
                        <li key={flag} data-test="trust-flag" data-flag={flag} className="font-semibold text-amber-900">
                          {FLAG_TEXT[flag]}
                        </li>
                      ))}
                    </ul>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
