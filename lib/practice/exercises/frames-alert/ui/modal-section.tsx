'use client';

import { useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { buttonClasses } from '@/components/ui/button-styles';
import { useInteractive } from '@/components/ui/use-interactive';
import { noteDefectEvidence } from '@/components/practice/bug-hunt/defect-evidence';
import { usePlanted } from '@/components/practice/practice-session';
import { SectionCard } from '@/components/practice/section-card';
import { ResultLine } from './result-line';

// Part 6, a modal dialog (docs/practice/frames-alert.md#modal-dialog) on the native <dialog>: showModal()
// makes the rest of the page inert, so focus stays inside; Escape cancels; closing returns focus to the
// "Open dialog" button. Its own element rather than components/ui/modal.tsx, which always returns focus:
// the planted defect FRA-05 needs to break exactly that.

type Outcome = 'confirm' | 'cancel';

export function ModalSection() {
  const focusDropped = usePlanted('dialog-focus');
  const dialogRef = useRef<HTMLDialogElement>(null);
  const openerRef = useRef<HTMLButtonElement>(null);
  const [result, setResult] = useState('The dialog has not been used yet.');
  const interactive = useInteractive();

  function open() {
    dialogRef.current?.showModal();
  }

  function close(outcome: Outcome) {
    dialogRef.current?.close(outcome);
  }

  // Every way out (the two buttons, Escape) ends here; Escape leaves returnValue empty.
  function closed() {
    const outcome = dialogRef.current?.returnValue === 'confirm' ? 'confirm' : 'cancel';
    if (dialogRef.current) dialogRef.current.returnValue = '';
    setResult(outcome === 'confirm' ? 'Dialog confirmed' : 'Dialog cancelled');
    // Planted defect FRA-05: when live, focus is dropped to the page instead of the opener.
    if (focusDropped) {
      (document.activeElement as HTMLElement | null)?.blur();
      // FRA-05's evidence for the bug hunt (docs/architecture.md#bug-hunt).
      noteDefectEvidence('frames-alert', 'dialog-focus');
    }
    else openerRef.current?.focus();
  }

  return (
    <SectionCard headingId="modal-title" size="compact" title="Modal dialog" description="Open the dialog, then confirm, cancel, or press Escape." testId="modal-section">
      <button ref={openerRef} type="button" onClick={open} disabled={!interactive} className={buttonClasses('primary')} data-test="open-dialog">
        Open dialog
      </button>
      <dialog
        ref={dialogRef}
        aria-labelledby="practice-dialog-title"
        aria-describedby="practice-dialog-text"
        onClose={closed}
        className="m-auto w-[calc(100%-2rem)] max-w-md rounded-2xl border-0 bg-white p-0 text-ink shadow-2xl backdrop:bg-slate-900/60"
        data-test="practice-dialog"
      >
        <div className="p-5 sm:p-6">
          <h3 id="practice-dialog-title" className="text-lg font-semibold text-ink">
            Confirm your choice
          </h3>
          <p id="practice-dialog-text" className="mt-1 text-sm text-slate-600">
            Confirm to keep your choice, or cancel to drop it. Escape cancels too.
          </p>
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={() => close('cancel')} data-test="dialog-cancel">
              Cancel
            </Button>
            <Button onClick={() => close('confirm')} data-test="dialog-confirm">
              Confirm
            </Button>
          </div>
        </div>
      </dialog>
      <ResultLine testId="modal-result">{result}</ResultLine>
    </SectionCard>
  );
}
