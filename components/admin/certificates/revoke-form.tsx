'use client';

import { useRouter } from 'next/navigation';
import { useId, useState } from 'react';
import { logout } from '@/components/auth/logout';
import { useFormSubmit } from '@/components/forms/use-form-submit';
import { useSchemaForm } from '@/components/forms/use-schema-form';
import { Button } from '@/components/ui/button';
import { Modal, ModalFormActions } from '@/components/ui/modal';
import { NoticeBanner } from '@/components/ui/notice-banner';
import { TextField } from '@/components/ui/text-field';
import { useInteractive } from '@/components/ui/use-interactive';
import { postJson, UNEXPECTED_ERROR_MESSAGE } from '@/lib/client/post-json';
import { REVOKE_REASON_MAX, revokeSchema } from '@/lib/validation/certificates';

/**
 * Revoking one certificate (docs/product.md#certificates): a secondary Revoke beside each valid certificate opens a
 * dialog that says what follows; only its red button, with a reason given, revokes. The table is drawn on the server,
 * so it is read again after.
 */
export function RevokeForm({ code, learner }: { code: string; learner: string }) {
  const router = useRouter();
  const interactive = useInteractive();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" size="sm" disabled={!interactive} onClick={() => setOpen(true)} aria-haspopup="dialog" data-test="revoke-open" aria-label={`Revoke ${code} of ${learner}`}>
        Revoke
      </Button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title={`Revoke certificate ${code} of ${learner}?`}
        description="Its verification page then answers that no valid certificate has this code, and its PDF says REVOKED with your reason. This cannot be undone."
        testId="revoke-dialog"
      >
        <RevokeDialogForm
          code={code}
          onCancel={() => setOpen(false)}
          onDone={() => {
            setOpen(false);
            router.refresh();
          }}
          onSessionExpired={() => logout(router.push)}
        />
      </Modal>
    </>
  );
}

interface RevokeDialogFormProps {
  code: string;
  onCancel: () => void;
  onDone: () => void;
  onSessionExpired: () => Promise<void>;
}

function RevokeDialogForm({ code, onCancel, onDone, onSessionExpired }: RevokeDialogFormProps) {
  const reasonId = useId();
  const form = useSchemaForm(revokeSchema, { defaultValues: { reason: '' } });
  const { notice, send } = useFormSubmit<{ reason: string }>({ setError: form.setError, fields: { reason: 'reason' }, onSessionExpired });
  const submit = form.handleSubmit(async ({ reason }) => {
    const reply = await send(postJson(`/api/trainer/certificates/${code}/revoke`, { reason }), UNEXPECTED_ERROR_MESSAGE);
    if (reply) onDone();
  });
  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4" data-test="revoke-form" aria-label={`Revoke certificate ${code}`}>
      <NoticeBanner notice={notice} />
      <TextField id={reasonId} label="Reason (the verification page and the PDF show it)" maxLength={REVOKE_REASON_MAX} data-test="revoke-reason" {...form.fieldProps('reason')} />
      <ModalFormActions
        onCancel={onCancel}
        busy={form.formState.isSubmitting}
        label="Revoke certificate"
        busyLabel="Revoking…"
        danger
        cancelTestId="revoke-cancel"
        submitTestId="revoke-confirm"
      />
    </form>
  );
}
