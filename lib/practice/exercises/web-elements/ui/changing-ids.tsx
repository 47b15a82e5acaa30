'use client';

import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { SectionCard } from '@/components/practice/section-card';

// Changing ids (docs/practice/web-elements.md#changing-ids): the buttons' and the input's `id` change on
// every click and on every mount, while their data-test hooks and accessible names stay. The lesson:
// select by role, label or hook, never by id. Ids are deterministic (a hash of React's per-mount id and
// the click count), so a page load in the same order gives the same ids, yet they look random.

const ACTIONS = [
  { label: 'Save', testId: 'changing-ids-save' },
  { label: 'Preview', testId: 'changing-ids-preview' },
  { label: 'Publish', testId: 'changing-ids-publish' },
] as const;

/** FNV-1a, 32 bits, in base 36: a short id that looks random but is not. */
function shortHash(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36).padStart(7, '0');
}

interface Clicked {
  label: string;
  id: string;
  note: string;
}

export function ChangingIds() {
  const mountId = useId();
  const [clicks, setClicks] = useState(0);
  const [note, setNote] = useState('');
  const [clicked, setClicked] = useState<Clicked | null>(null);
  const idOf = (what: string) => `${what === 'note' ? 'field' : 'btn'}-${shortHash(`${mountId}|${what}|${clicks}`)}`;
  const noteId = idOf('note');

  function press(label: string) {
    setClicked({ label, id: idOf(label), note: note.trim() });
    setClicks((n) => n + 1);
  }

  return (
    <SectionCard
      size="roomy"
      headingId="we-ids-title"
      title="Changing ids"
      description="These ids change on every click and every visit. Find the controls another way."
      testId="section-changing-ids"
    >
      <div className="space-y-4">
        <div>
          <label htmlFor={noteId} className="block text-sm font-medium text-slate-800">
            Note
          </label>
          <input
            id={noteId}
            type="text"
            value={note}
            onChange={(event) => setNote(event.target.value)}
            data-test="changing-ids-note"
            className="mt-1 w-full rounded-lg border border-slate-300 px-3 py-2 text-base shadow-sm focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none"
          />
        </div>
        <div className="flex flex-wrap gap-2">
          {ACTIONS.map((action) => (
            <Button key={action.testId} id={idOf(action.label)} variant="secondary" size="sm" onClick={() => press(action.label)} data-test={action.testId}>
              {action.label}
            </Button>
          ))}
        </div>
        <div role="status" className="min-h-12 text-sm">
          {clicked ? (
            <>
              <p data-test="changing-ids-result" className="font-semibold text-ink">
                You clicked {clicked.label}
                {clicked.note ? ` with the note "${clicked.note}"` : ''}.
              </p>
              <p data-test="changing-ids-old-id" className="text-slate-700">
                Its id was <code>{clicked.id}</code>; every control now has a new id.
              </p>
            </>
          ) : null}
        </div>
      </div>
    </SectionCard>
  );
}
