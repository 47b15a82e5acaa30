import type { TimelineEntry } from '@/lib/progress/timeline';

const when = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: 'UTC' });

const MARKS: Record<TimelineEntry['kind'], string> = {
  'topic-done': 'bg-brand-600',
  'topic-undone': 'bg-slate-400',
  video: 'bg-sky-400',
  exercise: 'bg-accent-500',
  challenge: 'bg-emerald-600',
  defect: 'bg-rose-600',
  certificate: 'bg-emerald-800',
  revocation: 'bg-red-700',
};

/** A learner's timeline, newest first (docs/product.md#trainers-view). Times are UTC. */
export function TimelineList({ entries }: { entries: TimelineEntry[] }) {
  if (entries.length === 0) return <p className="rounded-lg bg-slate-50 px-4 py-6 text-center text-slate-700">Nothing yet.</p>;
  return (
    <ol className="space-y-3 border-l-2 border-slate-200 pl-5" data-test="timeline">
      {entries.map((entry, index) => (
        <li key={`${entry.at}-${index}`} className="relative" data-test="timeline-entry" data-kind={entry.kind}>
          <span aria-hidden="true" className={`absolute top-1.5 -left-[1.6rem] size-3 rounded-full ${MARKS[entry.kind]}`} />
          <p className="text-sm text-ink">{entry.text}</p>
          <p className="text-xs text-slate-600">
            <time dateTime={entry.at}>{when.format(new Date(entry.at))} UTC</time>
          </p>
        </li>
      ))}
    </ol>
  );
}
