'use client';

import { useState } from 'react';
import type { z } from 'zod';
import { TextareaField } from '@/components/contact/textarea-field';
import { useFormSubmit } from '@/components/forms/use-form-submit';
import { useSchemaForm } from '@/components/forms/use-schema-form';
import { ModalFormActions } from '@/components/ui/modal';
import { NoticeBanner } from '@/components/ui/notice-banner';
import { TextField } from '@/components/ui/text-field';
import { jsonBody, replyMessage, requestJson } from '@/lib/client/post-json';
import { uploadWithProgress } from '@/lib/client/upload-with-progress';
import { BUG_HUNT_MSG } from '@/lib/messages';
import { DefectReportInputSchema, SEVERITIES, type FiledReport } from '@/lib/practice/bug-hunt/schemas';
import type { HostedExercise } from '@/lib/practice/registry';
import type { ReportArea } from '@/lib/practice/task-sheet-types';
import { REPORTS_URL, parseFiledReport } from './hunt-reads';
import { ScreenshotField } from './screenshot-field';
import { SelectField } from './select-field';

// "Report a defect" (docs/product.md#bug-hunt): title, steps, expected and actual result, severity, the area from the
// task sheet's list, and an optional screenshot. The same schema as POST /api/practice/v1/bug-hunt/reports; the server
// judges the report at once and the reply says how.

type ReportInput = z.input<typeof DefectReportInputSchema>;

const FIELDS = { title: 'title', steps: 'steps', expected: 'expected', actual: 'actual', severity: 'severity', area: 'area' } as const;

interface ReportDefectFormProps {
  exercise: HostedExercise;
  areas: readonly ReportArea[];
  onFiled: (filed: FiledReport, screenshotProblem: string | null) => void;
  onCancel: () => void;
  onSessionExpired: () => Promise<void>;
}

export function ReportDefectForm({ exercise, areas, onFiled, onCancel, onSessionExpired }: ReportDefectFormProps) {
  const form = useSchemaForm(DefectReportInputSchema, {
    defaultValues: { exercise, title: '', steps: '', expected: '', actual: '', severity: 'medium', area: '' } satisfies ReportInput,
  });
  const { notice, send } = useFormSubmit<ReportInput>({ setError: form.setError, fields: FIELDS, onSessionExpired });
  const [screenshot, setScreenshot] = useState<File | null>(null);
  const [screenshotError, setScreenshotError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = form.handleSubmit(async (values) => {
    if (screenshotError) return;
    setBusy(true);
    const reply = await send(requestJson<FiledReport>(REPORTS_URL, { method: 'POST', ...jsonBody(values) }), BUG_HUNT_MSG.sendFailed, { accepted: (r) => r.status === 201 });
    const filed = reply ? parseFiledReport(reply.data) : null;
    if (!filed) {
      setBusy(false);
      return;
    }
    let problem: string | null = null;
    if (screenshot) {
      const upload = new FormData();
      upload.set('screenshot', screenshot);
      const stored = await uploadWithProgress(`${REPORTS_URL}/${filed.report.id}/screenshot`, upload);
      if (stored.status !== 201) problem = BUG_HUNT_MSG.screenshotFailed + replyMessage(stored, BUG_HUNT_MSG.screenshot);
    }
    setBusy(false);
    onFiled(filed, problem);
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-label="Defect report" data-test="report-defect-form" className="space-y-4">
      <NoticeBanner notice={notice} />
      <TextField label="Title" id="report-title" autoComplete="off" {...form.fieldProps('title')} data-test="report-title-input" />
      <SelectField
        label="Area"
        id="report-area"
        placeholder="Choose the area…"
        options={areas.map((area) => ({ value: area.id, label: area.label }))}
        {...form.fieldProps('area')}
        data-test="report-area-select"
      />
      <TextareaField label="Steps to reproduce" id="report-steps" rows={4} {...form.fieldProps('steps')} data-test="report-steps-input" />
      <TextareaField label="Expected result" id="report-expected" rows={2} {...form.fieldProps('expected')} data-test="report-expected-input" />
      <TextareaField label="Actual result" id="report-actual" rows={2} {...form.fieldProps('actual')} data-test="report-actual-input" />
      <SelectField
        label="Severity"
        id="report-severity"
        options={SEVERITIES.map((severity) => ({ value: severity, label: severity[0].toUpperCase() + severity.slice(1) }))}
        {...form.fieldProps('severity')}
        data-test="report-severity-select"
      />
      <ScreenshotField
        error={screenshotError}
        onChange={(file, problem) => {
          setScreenshot(problem ? null : file);
          setScreenshotError(problem);
        }}
      />
      <ModalFormActions onCancel={onCancel} busy={busy} label="Send report" busyLabel="Sending…" cancelTestId="report-defect-cancel" submitTestId="report-defect-submit" />
    </form>
  );
}
