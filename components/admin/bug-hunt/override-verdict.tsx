'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import type { z } from 'zod';
import { logout } from '@/components/auth/logout';
import { TextareaField } from '@/components/contact/textarea-field';
import { useFormSubmit } from '@/components/forms/use-form-submit';
import { useSchemaForm } from '@/components/forms/use-schema-form';
import { SelectField } from '@/components/practice/bug-hunt/select-field';
import { Button } from '@/components/ui/button';
import { Modal, ModalFormActions } from '@/components/ui/modal';
import { NoticeBanner } from '@/components/ui/notice-banner';
import { jsonBody, requestJson } from '@/lib/client/post-json';
import { BUG_HUNT_MSG, TRAINER_VERDICT_LABELS } from '@/lib/messages';
import { OVERRIDE_VERDICTS, VerdictOverrideSchema } from '@/lib/practice/bug-hunt/schemas';

// A trainer's override of one report's verdict (docs/product.md#admin-bug-hunt): the verdict, the defect a credit is
// for, and a note the learner reads under the report. The list is drawn on the server, so it is read again after.

type OverrideInput = z.input<typeof VerdictOverrideSchema>;

interface OverrideVerdictProps {
  reportId: number;
  verdict: (typeof OVERRIDE_VERDICTS)[number];
  defectId: string | null;
  /** The planted defects of the report's exercise. */
  defects: readonly { id: string; summary: string }[];
}

export function OverrideVerdict({ reportId, verdict, defectId, defects }: OverrideVerdictProps) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => setOpen(true)} data-test="override-open" aria-label={`Change verdict of report ${reportId}`}>
        Change verdict
      </Button>
      <Modal open={open} onClose={() => setOpen(false)} title={`Change the verdict of report #${reportId}`} description="The learner sees the new verdict with your note." testId="override-dialog">
        <OverrideForm
          reportId={reportId}
          defaults={{ verdict, defectId: defectId ?? '', note: '' }}
          defects={defects}
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

interface OverrideFormProps {
  reportId: number;
  defaults: OverrideInput;
  defects: OverrideVerdictProps['defects'];
  onDone: () => void;
  onCancel: () => void;
  onSessionExpired: () => Promise<void>;
}

function OverrideForm({ reportId, defaults, defects, onDone, onCancel, onSessionExpired }: OverrideFormProps) {
  const form = useSchemaForm(VerdictOverrideSchema, { defaultValues: defaults });
  const { notice, send } = useFormSubmit<OverrideInput>({ setError: form.setError, fields: { verdict: 'verdict', defectId: 'defectId', note: 'note' }, onSessionExpired });
  const [busy, setBusy] = useState(false);
  const submit = form.handleSubmit(async (values) => {
    setBusy(true);
    const body = values.verdict === 'credited' ? values : { verdict: values.verdict, note: values.note };
    const done = await send(requestJson(`/api/practice/v1/bug-hunt/reports/${reportId}/verdict`, { method: 'PUT', ...jsonBody(body) }), BUG_HUNT_MSG.overrideFailed);
    setBusy(false);
    if (done) onDone();
  });
  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-label="New verdict" data-test="override-form" className="space-y-4">
      <NoticeBanner notice={notice} />
      <SelectField label="Verdict" id="override-verdict" options={OVERRIDE_VERDICTS.map((value) => ({ value, label: TRAINER_VERDICT_LABELS[value] }))} {...form.fieldProps('verdict')} data-test="override-verdict" />
      <SelectField
        label="Defect credited (for Credited)"
        id="override-defect"
        placeholder="No defect"
        options={defects.map((defect) => ({ value: defect.id, label: `${defect.id}: ${defect.summary}` }))}
        {...form.fieldProps('defectId')}
        data-test="override-defect"
      />
      <TextareaField label="Note for the learner" id="override-note" rows={3} {...form.fieldProps('note')} data-test="override-note" />
      <ModalFormActions onCancel={onCancel} busy={busy} label="Save verdict" busyLabel="Saving…" cancelTestId="override-cancel" submitTestId="override-submit" />
    </form>
  );
}
