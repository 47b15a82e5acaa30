import { VERDICT_LABELS } from '@/lib/messages';
import type { Verdict } from '@/lib/practice/bug-hunt/schemas';

// A report's verdict as a badge: its name in words (colour is never the only sign).
const LOOKS: Record<Verdict, string> = {
  credited: 'bg-green-100 text-green-900',
  duplicate: 'bg-slate-100 text-slate-800',
  'not-planted': 'bg-amber-100 text-amber-900',
  'not-triggered': 'bg-amber-100 text-amber-900',
};

export function VerdictBadge({ verdict }: { verdict: Verdict }) {
  return (
    <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${LOOKS[verdict]}`} data-test="report-verdict-badge" data-verdict={verdict}>
      {VERDICT_LABELS[verdict]}
    </span>
  );
}
