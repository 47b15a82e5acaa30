import { ModalActions, modalCancelClass, modalPrimaryClass } from '@/components/ui/modal';

interface FormActionsProps {
  submitLabel: string;
  busyLabel: string;
  busy: boolean;
  /** In a modal: a Cancel button beside the submit button. Inline forms have none. */
  onCancel?: () => void;
  testId: string;
}

/** The foot of an editor form: the submit button, and Cancel when the form sits in a modal. */
export function FormActions({ submitLabel, busyLabel, busy, onCancel, testId }: FormActionsProps) {
  const submit = (
    <button type="submit" disabled={busy} aria-busy={busy} data-test={testId} className={`${modalPrimaryClass} ${onCancel ? '' : 'w-full sm:w-auto'}`}>
      {busy ? busyLabel : submitLabel}
    </button>
  );
  if (!onCancel) return submit;
  return (
    <ModalActions>
      <button type="button" onClick={onCancel} disabled={busy} className={modalCancelClass}>
        Cancel
      </button>
      {submit}
    </ModalActions>
  );
}
