'use client';

import type { InputHTMLAttributes } from 'react';
import { FormActions } from '@/components/admin/shared/form-actions';
import { useFormSubmit } from '@/components/forms/use-form-submit';
import { useSchemaForm } from '@/components/forms/use-schema-form';
import { Modal } from '@/components/ui/modal';
import { NoticeBanner, type Notice } from '@/components/ui/notice-banner';
import { TextField } from '@/components/ui/text-field';
import { postJson, replySucceeded } from '@/lib/client/post-json';
import { scheduleRowSchema, type ScheduleRowInput, type ScheduleRowValues } from '@/lib/validation/schedule';
import { SCHEDULE_TEXT } from '@/lib/messages';

type FieldName = keyof ScheduleRowInput;

interface FieldSpec {
  name: FieldName;
  label: string;
  /** A valid HTML id: the wire names are the spreadsheet's column titles, some with spaces. */
  id: string;
  type?: InputHTMLAttributes<HTMLInputElement>['type'];
  inputMode?: InputHTMLAttributes<HTMLInputElement>['inputMode'];
  placeholder?: string;
}

// docs/product.md#admin-schedule: every field is required, each with its own message. The form's fields carry the wire
// names, so the schema, the POST body and the server's field messages all use the same keys.
const FIELDS: readonly FieldSpec[] = [
  { name: 'Project_id', label: 'Course Id', id: 'schedule-course-id', placeholder: 'QA-105' },
  { name: 'Project Name', label: 'Course Name', id: 'schedule-course-name', placeholder: 'Manual Testing' },
  { name: 'Start Date', label: 'Start Date', id: 'schedule-start-date', type: 'date' },
  { name: 'Weekdays', label: 'Weekdays', id: 'schedule-weekdays', placeholder: 'Mon, Wed, Fri' },
  { name: 'Demo Date', label: 'Demo Date', id: 'schedule-demo-date', type: 'date' },
  { name: 'Duration', label: 'Duration', id: 'schedule-duration', placeholder: '12 weeks' },
  { name: 'Meeting Time', label: 'Time', id: 'schedule-time', placeholder: '7:00 PM - 9:00 PM EST' },
  { name: 'Fee', label: 'Fee (US dollars)', id: 'schedule-fee', inputMode: 'numeric', placeholder: '499' },
];

const SERVER_FIELDS = Object.fromEntries(FIELDS.map((field) => [field.name, field.name]));

const EMPTY_ROW: ScheduleRowInput = Object.fromEntries(FIELDS.map((field) => [field.name, ''])) as ScheduleRowInput;

interface ScheduleFormModalProps {
  open: boolean;
  onClose: () => void;
  /** The row was stored: the page shows the notice, closes the modal and reads the table again. */
  onAdded: (notice: Notice) => void;
  /** 401: the session is gone. */
  onSessionExpired: () => void;
}

/**
 * 'Add New Course Schedule' (docs/product.md#admin-schedule): the eight fields of a schedule row, each message
 * shown under its field.
 */
export function ScheduleFormModal({ open, onClose, ...formProps }: ScheduleFormModalProps) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Add New Course Schedule"
      description="Every field is required. The new batch shows on the home page at once."
      testId="schedule-dialog"
    >
      <ScheduleForm onCancel={onClose} {...formProps} />
    </Modal>
  );
}

function ScheduleForm({ onCancel, onAdded, onSessionExpired }: Omit<ScheduleFormModalProps, 'open' | 'onClose'> & { onCancel: () => void }) {
  const {
    fieldProps,
    handleSubmit,
    setError,
    formState: { isSubmitting },
  } = useSchemaForm(scheduleRowSchema, { defaultValues: EMPTY_ROW });

  const { notice, send } = useFormSubmit({ setError, fields: SERVER_FIELDS, onSessionExpired });

  async function submit(row: ScheduleRowValues) {
    const saved = await send(postJson('/api/schedule', row), SCHEDULE_TEXT.saveFailed, { accepted: replySucceeded });
    if (saved) onAdded({ status: 200, message: SCHEDULE_TEXT.added(row) });
  }

  return (
    <form onSubmit={handleSubmit(submit)} noValidate className="space-y-5" aria-label="New course schedule">
      <NoticeBanner notice={notice} />
      <div className="grid gap-4 sm:grid-cols-2">
        {FIELDS.map((field) => (
          <TextField
            key={field.name}
            label={field.label}
            id={field.id}
            type={field.type ?? 'text'}
            inputMode={field.inputMode}
            placeholder={field.placeholder}
            autoComplete="off"
            required
            data-test={field.id}
            {...fieldProps(field.name)}
          />
        ))}
      </div>
      <FormActions
        submitLabel="Add Course Schedule"
        busyLabel="Saving…"
        busy={isSubmitting}
        onCancel={onCancel}
        testId="schedule-submit"
        cancelTestId="schedule-cancel"
      />
    </form>
  );
}
