'use client';

import { useId, useState, type ReactNode } from 'react';
import { useInteractive } from '@/components/ui/use-interactive';

interface SheetDisclosureProps {
  /** The section's accessible name. */
  label: string;
  /** The button's text. */
  title: string;
  testId: string;
  toggleTestId: string;
  /** The open section's content; `bodyId` is the id the button's aria-controls names. */
  children: (bodyId: string) => ReactNode;
}

/**
 * A task-sheet section behind a disclosure button ("Calls per tool", "Score your suite"), closed at first so the sheet
 * stays short. Closed, its content is not in the page at all, so its code samples never match a learner's getByText()
 * on the exercise. The button waits for hydration (useInteractive), so a click is never lost.
 */
export function SheetDisclosure({ label, title, testId, toggleTestId, children }: SheetDisclosureProps) {
  const [open, setOpen] = useState(false);
  const interactive = useInteractive();
  const bodyId = `${useId()}-body`;
  return (
    <section aria-label={label} className="rounded-xl border border-slate-200" data-test={testId}>
      <h3>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={open ? bodyId : undefined}
          disabled={!interactive}
          onClick={() => setOpen(!open)}
          className="flex w-full cursor-pointer items-center justify-between gap-3 rounded-xl px-4 py-3 text-left font-semibold text-ink focus-visible:outline-2 focus-visible:outline-brand-600"
          data-test={toggleTestId}
        >
          {title}
          <span aria-hidden="true" className={`text-slate-500 transition-transform ${open ? 'rotate-180' : ''}`}>
            ▾
          </span>
        </button>
      </h3>
      {open ? children(bodyId) : null}
    </section>
  );
}
