import { VERDICT_LABELS } from '@/lib/messages';
import type { LearnerVerdict } from '@/lib/practice/bug-hunt/schemas';

// A report's verdict as a badge: its name in words (colour is never the only sign).
const LOOKS: Record<LearnerVerdict, string> = {
  credited: 'bg-green-100 text-green-900',
  'not-credited': 'bg-amber-100 text-amber-900',
  'too-broad': 'bg-amber-100 text-amber-900',
};

/** `label`: the trainer's pages name the server's own verdict, in the look of what the learner read. */
export function VerdictBadge({ verdict, label }: { verdict: LearnerVerdict; label?: string }) {
  return (
    <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${LOOKS[verdict]}`} data-test="report-verdict-badge" data-verdict={verdict}>
      {label ?? VERDICT_LABELS[verdict]}
    </span>
  );
}
