import { ModalFormActions, modalPrimaryClass } from '@/components/ui/modal';

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

/** The foot of an admin form: the submit button alone inline, or the modal's Cancel + submit row. */
export function FormActions({ submitLabel, busyLabel, busy, onCancel, testId, cancelTestId, cancelLabel = 'Cancel', cancelWhileBusy = false }: FormActionsProps) {
  if (!onCancel) {
    return (
      <button type="submit" disabled={busy} aria-busy={busy} data-test={testId} className={`${modalPrimaryClass} w-full sm:w-auto`}>
        {busy ? busyLabel : submitLabel}
      </button>
    );
  }
  return (
    <ModalFormActions
      onCancel={onCancel}
      busy={busy}
      label={submitLabel}
      busyLabel={busyLabel}
      cancelTestId={cancelTestId}
      submitTestId={testId}
      cancelLabel={cancelLabel}
      cancelDisabled={busy && !cancelWhileBusy}
    />
  );
}
