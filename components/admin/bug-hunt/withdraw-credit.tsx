'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import type { z } from 'zod';
import { logout } from '@/components/auth/logout';
import { TextareaField } from '@/components/contact/textarea-field';
import { useFormSubmit } from '@/components/forms/use-form-submit';
import { useSchemaForm } from '@/components/forms/use-schema-form';
import { Button } from '@/components/ui/button';
import { Modal, ModalFormActions } from '@/components/ui/modal';
import { NoticeBanner } from '@/components/ui/notice-banner';
import { jsonBody, requestJson } from '@/lib/client/post-json';
import { BUG_HUNT_MSG } from '@/lib/messages';
import { CreditWithdrawalSchema } from '@/lib/practice/bug-hunt/schemas';

// A trainer withdraws one credit (docs/product.md#admin-bug-hunt): a secondary button opens a dialog that says what
// follows (the learner reads the reason; certificates the credit completed are revoked with it), and only its red
// button, with a reason given, does it. The trust view is drawn on the server, so it is read again after.

type WithdrawInput = z.input<typeof CreditWithdrawalSchema>;

export function WithdrawCredit({ reportId, defectId, learner }: { reportId: number; defectId: string; learner: string }) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => setOpen(true)} data-test="withdraw-open" aria-label={`Withdraw credit ${defectId} of ${learner}`}>
        Withdraw credit
      </Button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title={`Withdraw credit ${defectId} of ${learner}`}
        description="The learner reads your reason under the report, and any certificate this credit completed is revoked with the same reason."
        testId="withdraw-dialog"
      >
        <WithdrawForm
          reportId={reportId}
          onDone={() => {
            setOpen(false);
            router.refresh();
          }}
          onCancel={() => setOpen(false)}
          onSessionExpired={() => logout(router.push)}
        />
      </Modal>
    </>
  );
}

function WithdrawForm({ reportId, onDone, onCancel, onSessionExpired }: { reportId: number; onDone: () => void; onCancel: () => void; onSessionExpired: () => Promise<void> }) {
  const form = useSchemaForm(CreditWithdrawalSchema, { defaultValues: { reason: '' } });
  const { notice, send } = useFormSubmit<WithdrawInput>({ setError: form.setError, fields: { reason: 'reason' }, onSessionExpired });
  const [busy, setBusy] = useState(false);
  const submit = form.handleSubmit(async (values) => {
    setBusy(true);
    const done = await send(requestJson(`/api/practice/v1/bug-hunt/reports/${reportId}/withdraw`, { method: 'POST', ...jsonBody(values) }), BUG_HUNT_MSG.withdrawFailed);
    setBusy(false);
    if (done) onDone();
  });
  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-label="Withdraw the credit" data-test="withdraw-form" className="space-y-4">
      <NoticeBanner notice={notice} />
      <TextareaField label="Reason (the learner reads it)" id={`withdraw-reason-${reportId}`} rows={3} {...form.fieldProps('reason')} data-test="withdraw-reason" />
      <ModalFormActions onCancel={onCancel} busy={busy} label="Withdraw credit" busyLabel="Withdrawing…" cancelTestId="withdraw-cancel" submitTestId="withdraw-submit" danger />
    </form>
  );
}
