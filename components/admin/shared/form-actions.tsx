import { ModalActions, modalCancelClass, modalPrimaryClass } from '@/components/ui/modal';

interface FormActionsProps {
  submitLabel: string;
  busyLabel: string;
  busy: boolean;
  /** In a modal: a Cancel button beside the submit button. Inline forms have none. */
  onCancel?: () => void;
  testId: string;
  cancelTestId?: string;
  /** The Cancel button's words; 'Cancel' unless told (e.g. 'Cancel upload' while a file is sent). */
  cancelLabel?: string;
  /** Cancel stays usable while busy, where it stops the request (an upload) rather than waits for it. */
  cancelWhileBusy?: boolean;
}

/** The foot of an admin form: the submit button, and Cancel when the form sits in a modal. */
export function FormActions({ submitLabel, busyLabel, busy, onCancel, testId, cancelTestId, cancelLabel = 'Cancel', cancelWhileBusy = false }: FormActionsProps) {
  const submit = (
    <button type="submit" disabled={busy} aria-busy={busy} data-test={testId} className={`${modalPrimaryClass} ${onCancel ? '' : 'w-full sm:w-auto'}`}>
      {busy ? busyLabel : submitLabel}
    </button>
  );
  if (!onCancel) return submit;
  return (
    <ModalActions>
      <button type="button" onClick={onCancel} disabled={busy && !cancelWhileBusy} data-test={cancelTestId} className={modalCancelClass}>
        {cancelLabel}
      </button>
      {submit}
    </ModalActions>
  );
}
