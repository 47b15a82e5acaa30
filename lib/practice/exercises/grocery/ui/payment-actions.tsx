import { ModalActions, modalCancelClass, modalPrimaryClass } from '@/components/ui/modal';

interface PaymentActionsProps {
  onCancel: () => void;
  /** The order is on its way to the server: both buttons wait, and Confirm Payment says so. */
  busy: boolean;
}

/** The foot of every payment option's form: the same Cancel and 'Confirm Payment' whichever is chosen. */
export function PaymentActions({ onCancel, busy }: PaymentActionsProps) {
  return (
    <ModalActions>
      <button type="button" onClick={onCancel} disabled={busy} data-test="cancel-payment" className={modalCancelClass}>
        Cancel
      </button>
      <button type="submit" disabled={busy} aria-busy={busy} data-test="confirm-payment" className={modalPrimaryClass}>
        {busy ? 'Placing your order…' : 'Confirm Payment'}
      </button>
    </ModalActions>
  );
}
