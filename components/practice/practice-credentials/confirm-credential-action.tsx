'use client';

import { useState } from 'react';
import { useFormSubmit } from '@/components/forms/use-form-submit';
import { Modal, ModalFormActions } from '@/components/ui/modal';
import { NoticeBanner } from '@/components/ui/notice-banner';
import type { JsonReply } from '@/lib/client/post-json';

/** A rotation or a removal waiting for the learner's confirmation. */
export interface PendingAction<R extends object = object> {
  title: string;
  /** What happens, in one sentence: the dialog's description. */
  description: string;
  confirmLabel: string;
  busyLabel: string;
  /** The button is red: the action ends a credential a running suite may use. */
  danger: boolean;
  // Methods, not function properties: a rotation's typed reply fits the panel's one pending slot.
  run(): Promise<JsonReply<R>>;
  /** The statuses that mean it is done (a 404 on a removal: already gone). */
  accepted: readonly number[];
  failed: string;
  onDone(reply: JsonReply<R>): void;
}

interface ConfirmCredentialActionProps {
  action: PendingAction | null;
  onClose: () => void;
  onSessionExpired: () => void;
}

/** The confirmation dialog of Rotate, Revoke and Delete: Cancel has the focus first, Escape cancels. */
export function ConfirmCredentialAction({ action, onClose, onSessionExpired }: ConfirmCredentialActionProps) {
  return (
    <Modal open={action !== null} onClose={onClose} title={action?.title ?? ''} description={action?.description} testId="confirm-credential-dialog">
      {action ? <ConfirmBody action={action} onCancel={onClose} onSessionExpired={onSessionExpired} /> : null}
    </Modal>
  );
}

function ConfirmBody({ action, onCancel, onSessionExpired }: { action: PendingAction; onCancel: () => void; onSessionExpired: () => void }) {
  // No fields: every refusal goes to the banner.
  const { notice, send } = useFormSubmit({ onSessionExpired });
  const [busy, setBusy] = useState(false);

  async function confirm() {
    setBusy(true);
    const reply = await send(
      action.run().finally(() => setBusy(false)),
      action.failed,
      { accepted: ({ status }) => action.accepted.includes(status) },
    );
    if (reply) action.onDone(reply);
  }

  return (
    <div className="space-y-5">
      <NoticeBanner notice={notice} />
      <ModalFormActions
        onCancel={onCancel}
        busy={busy}
        label={action.confirmLabel}
        busyLabel={action.busyLabel}
        cancelTestId="cancel-credential-action"
        submitTestId="confirm-credential-action"
        onConfirm={() => void confirm()}
        danger={action.danger}
      />
    </div>
  );
}
