import { ModalActions, modalCancelClass, modalPrimaryClass } from '@/components/ui/modal';

/** The foot of every payment option's form: the same Cancel and 'Confirm Payment' whichever is chosen. */
export function PaymentActions({ onCancel }: { onCancel: () => void }) {
  return (
    <ModalActions>
      <button type="button" onClick={onCancel} data-test="cancel-payment" className={modalCancelClass}>
        Cancel
      </button>
      <button type="submit" data-test="confirm-payment" className={modalPrimaryClass}>
        Confirm Payment
      </button>
    </ModalActions>
  );
}
