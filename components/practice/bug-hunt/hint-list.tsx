import type { UnlockedHint } from '@/lib/practice/bug-hunt/schemas';

// The hints an exercise's misses unlocked (after 2 and after 4): only these ever reach the page.
export function HintList({ hints }: { hints: readonly UnlockedHint[] }) {
  if (hints.length === 0) return null;
  return (
    <section aria-labelledby="bug-hunt-hints-title" data-test="bug-hunt-hints" className="rounded-xl bg-amber-50 p-4">
      <h3 id="bug-hunt-hints-title" className="font-semibold text-amber-950">
        Hints unlocked
      </h3>
      <ol className="mt-2 space-y-1 text-sm text-amber-950">
        {hints.map((hint) => (
          <li key={`${hint.level}-${hint.unlockedAt}`} data-test="bug-hunt-hint" data-level={hint.level}>
            <span className="font-semibold">Hint {hint.level}:</span> {hint.text}
          </li>
        ))}
      </ol>
    </section>
  );
}
