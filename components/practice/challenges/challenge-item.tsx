import type { ChallengeStatus } from '@/lib/practice/challenges/shapes';

// One challenge of the list (../challenge-list.tsx): its title and what counts, and a tick with the time it was
// first met. The state is in words too ("Met", "Not met yet"), not in the colour or the icon alone.

const metTime = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'medium' });

export function ChallengeItem({ challenge }: { challenge: ChallengeStatus }) {
  const { id, title, description, met, metAt } = challenge;
  return (
    <li
      data-test={`challenge-${id}`}
      data-met={met ? 'true' : 'false'}
      className={`flex gap-3 rounded-xl border px-4 py-3 ${met ? 'border-green-300 bg-green-50' : 'border-slate-200 bg-white'}`}
    >
      <span aria-hidden="true" className={`mt-0.5 text-lg leading-none ${met ? 'text-green-700' : 'text-slate-400'}`}>
        {met ? '✓' : '○'}
      </span>
      <div className="min-w-0">
        <p className="font-medium text-ink">
          <span className="mr-2 font-mono text-xs text-slate-600">{id}</span>
          {title}
        </p>
        <p className="text-sm text-slate-700">{description}</p>
        <p className={`mt-1 text-sm ${met ? 'text-green-800' : 'text-slate-600'}`} data-test="challenge-state">
          {met && metAt ? (
            <>
              Met <time dateTime={metAt}>{metTime(metAt)}</time>
            </>
          ) : (
            'Not met yet'
          )}
        </p>
      </div>
    </li>
  );
}
