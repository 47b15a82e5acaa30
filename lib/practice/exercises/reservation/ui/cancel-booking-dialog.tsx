'use client';

import { Modal, ModalFormActions } from '@/components/ui/modal';
import type { Booking } from '@/lib/practice/exercises/reservation/booking';

interface CancelBookingDialogProps {
  booking: Booking | null;
  busy: boolean;
  onKeep: () => void;
  onConfirm: (booking: Booking) => void;
}

/** "Cancel booking QA-…?": nothing happens until the learner confirms. */
export function CancelBookingDialog({ booking, busy, onKeep, onConfirm }: CancelBookingDialogProps) {
  return (
    <Modal
      open={booking !== null}
      onClose={() => (busy ? undefined : onKeep())}
      title={booking ? `Cancel booking ${booking.ref}?` : 'Cancel booking?'}
      description="The booking stays in your list as Cancelled and its seats become free again. This cannot be undone."
      testId="cancel-booking-dialog"
    >
      <ModalFormActions
        onCancel={onKeep}
        busy={busy}
        label="Cancel booking"
        busyLabel="Cancelling…"
        cancelLabel="Keep booking"
        cancelTestId="cancel-booking-keep"
        submitTestId="cancel-booking-confirm"
        onConfirm={() => booking && onConfirm(booking)}
        danger
      />
    </Modal>
  );
}
