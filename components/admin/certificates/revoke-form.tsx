'use client';

import { useRouter } from 'next/navigation';
import { useId, useState } from 'react';
import { useFormSubmit } from '@/components/forms/use-form-submit';
import { useSchemaForm } from '@/components/forms/use-schema-form';
import { Button } from '@/components/ui/button';
import { NoticeBanner } from '@/components/ui/notice-banner';
import { TextField } from '@/components/ui/text-field';
import { useInteractive } from '@/components/ui/use-interactive';
import { postJson } from '@/lib/client/post-json';
import { UNEXPECTED_ERROR_MESSAGE } from '@/lib/client/post-json';
import { REVOKE_REASON_MAX, revokeSchema } from '@/lib/validation/certificates';

/** Revoking one certificate (docs/product.md#certificates): Revoke opens the reason, Confirm sends it. */
export function RevokeForm({ code, learner }: { code: string; learner: string }) {
  const router = useRouter();
  const interactive = useInteractive();
  const [open, setOpen] = useState(false);
  const reasonId = useId();
  const form = useSchemaForm(revokeSchema, { defaultValues: { reason: '' } });
  const { notice, send } = useFormSubmit<{ reason: string }>({ setError: form.setError, fields: { reason: 'reason' } });

  const submit = form.handleSubmit(async ({ reason }) => {
    const reply = await send(postJson(`/api/trainer/certificates/${code}/revoke`, { reason }), UNEXPECTED_ERROR_MESSAGE);
    if (reply) router.refresh();
  });

  if (!open) {
    return (
      <Button variant="danger" size="sm" disabled={!interactive} onClick={() => setOpen(true)} data-test="revoke-open" aria-label={`Revoke ${code} of ${learner}`}>
        Revoke
      </Button>
    );
  }
  return (
    <form onSubmit={submit} noValidate className="space-y-2" data-test="revoke-form" aria-label={`Revoke certificate ${code}`}>
      <TextField id={reasonId} label="Reason" maxLength={REVOKE_REASON_MAX} data-test="revoke-reason" {...form.fieldProps('reason')} />
      <NoticeBanner notice={notice} />
      <div className="flex gap-2">
        <Button type="submit" variant="danger" size="sm" busy={form.formState.isSubmitting} data-test="revoke-confirm">
          Confirm revocation
        </Button>
        <Button variant="secondary" size="sm" onClick={() => setOpen(false)}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
