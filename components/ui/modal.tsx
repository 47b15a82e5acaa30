'use client';

import {
  useEffect,
  useId,
  useRef,
  type MouseEvent,
  type ReactNode,
  type SyntheticEvent,
} from 'react';
import { buttonClasses } from '@/components/ui/button-styles';

const FOCUSABLE =
  'input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), button:not([disabled]), a[href], [tabindex]:not([tabindex="-1"])';

interface ModalProps {
  open: boolean;
  /** Called for Escape, a backdrop click, the close button; the owner decides and sets `open`. */
  onClose: () => void;
  title: string;
  /** One sentence under the title, announced as the dialog's description. */
  description?: string;
  /** data-test of the dialog element. */
  testId?: string;
  /** Rendered only while open, so every opening starts from a fresh form. */
  children: ReactNode;
}

/**
 * An accessible modal on the native <dialog>: showModal() makes the page behind it inert and
 * traps the focus. Focus goes to the first control of the body, and back to the opener on close;
 * Escape, the backdrop and the close button all ask the owner to close; the page does not scroll behind it.
 */
export function Modal({ open, onClose, title, description, testId, children }: ModalProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  // The latest props, for the native events that may arrive after a render.
  const latest = useRef({ open, onClose });
  useEffect(() => {
    latest.current = { open, onClose };
  });
  const pressedOnBackdrop = useRef(false);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!open || !dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    if (!dialog.open) dialog.showModal();
    bodyRef.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    return () => {
      document.body.style.overflow = previousOverflow;
      if (dialog.open) dialog.close();
      if (opener?.isConnected) opener.focus();
    };
  }, [open]);

  function handleCancel(event: SyntheticEvent<HTMLDialogElement>) {
    // Escape: keep the dialog open until the owner says so, so `open` stays the one source of truth.
    event.preventDefault();
    latest.current.onClose();
  }

  function handleNativeClose() {
    // The browser may still close it on its own (a repeated Escape); bring the owner's state in step.
    if (latest.current.open && !dialogRef.current?.open) latest.current.onClose();
  }

  // The dialog box has no padding and its panel fills it, so the dialog itself is only hit on the backdrop.
  function handleMouseDown(event: MouseEvent<HTMLDialogElement>) {
    pressedOnBackdrop.current = event.target === event.currentTarget;
  }

  function handleClick(event: MouseEvent<HTMLDialogElement>) {
    // Both press and release on the backdrop: a text selection dragged out of the panel does not close it.
    if (pressedOnBackdrop.current && event.target === event.currentTarget) onClose();
    pressedOnBackdrop.current = false;
  }

  return (
    <dialog
      ref={dialogRef}
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      data-test={testId}
      onCancel={handleCancel}
      onClose={handleNativeClose}
      onMouseDown={handleMouseDown}
      onClick={handleClick}
      className="m-auto w-[calc(100%-2rem)] max-w-lg overflow-visible rounded-2xl border-0 bg-transparent p-0 text-ink backdrop:bg-slate-900/60 backdrop:backdrop-blur-[2px]"
    >
      {open ? (
        <div className="flex max-h-[calc(100dvh-2rem)] flex-col overflow-hidden rounded-2xl bg-white shadow-2xl">
          <div className="flex items-start justify-between gap-4 border-b border-slate-200 px-5 py-4 sm:px-6">
            <div>
              <h2 id={titleId} className="text-lg font-semibold text-ink">
                {title}
              </h2>
              {description ? (
                <p id={descriptionId} className="mt-1 text-sm text-slate-600">
                  {description}
                </p>
              ) : null}
            </div>
            <button
              type="button"
              onClick={onClose}
              aria-label="Close"
              data-test="modal-close"
              className="-mr-2 grid size-10 shrink-0 cursor-pointer place-items-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-ink"
            >
              <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-5">
                <path d="M6.28 5.22a.75.75 0 0 0-1.06 1.06L8.94 10l-3.72 3.72a.75.75 0 1 0 1.06 1.06L10 11.06l3.72 3.72a.75.75 0 1 0 1.06-1.06L11.06 10l3.72-3.72a.75.75 0 0 0-1.06-1.06L10 8.94 6.28 5.22Z" />
              </svg>
            </button>
          </div>
          <div ref={bodyRef} className="overflow-y-auto px-5 py-5 sm:px-6">
            {children}
          </div>
        </div>
      ) : null}
    </dialog>
  );
}

/** The Cancel + primary button row at the foot of a modal form; stacks on narrow screens. */
export function ModalActions({ children }: { children: ReactNode }) {
  return <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">{children}</div>;
}

export const modalCancelClass = buttonClasses('secondary');

// A modal's primary button is only ever disabled while its request runs: the pointer says "wait".
export const modalPrimaryClass = buttonClasses('primary', 'md', true);

/** The primary button's look for a destructive action (Delete). */
export const modalDangerClass = buttonClasses('danger', 'md', true);

interface ModalFormActionsProps {
  onCancel: () => void;
  /** A request is under way: the primary button is disabled, says `busyLabel` and is aria-busy. */
  busy: boolean;
  label: string;
  busyLabel: string;
  cancelTestId?: string;
  submitTestId: string;
  /** The Cancel button's words; 'Cancel' unless told (e.g. 'Cancel upload' while a file is sent). */
  cancelLabel?: string;
  /** Whether Cancel is disabled too; by default, while busy. */
  cancelDisabled?: boolean;
  /** A confirmation that is not a form: the primary button runs this instead of submitting. */
  onConfirm?: () => void;
  /** The primary button is red: the action destroys something. */
  danger?: boolean;
}

/** A modal's Cancel + primary button row, with the primary one's busy state. */
export function ModalFormActions({
  onCancel,
  busy,
  label,
  busyLabel,
  cancelTestId,
  submitTestId,
  cancelLabel = 'Cancel',
  cancelDisabled = busy,
  onConfirm,
  danger = false,
}: ModalFormActionsProps) {
  return (
    <ModalActions>
      <button type="button" onClick={onCancel} disabled={cancelDisabled} data-test={cancelTestId} className={modalCancelClass}>
        {cancelLabel}
      </button>
      <button
        type={onConfirm ? 'button' : 'submit'}
        onClick={onConfirm}
        disabled={busy}
        aria-busy={busy}
        data-test={submitTestId}
        className={danger ? modalDangerClass : modalPrimaryClass}
      >
        {busy ? busyLabel : label}
      </button>
    </ModalActions>
  );
}
