'use client';

import type { InputHTMLAttributes } from 'react';
import { FormActions } from '@/components/admin/shared/form-actions';
import { useFormSubmit } from '@/components/forms/use-form-submit';
import { useSchemaForm } from '@/components/forms/use-schema-form';
import { SelectField } from '@/components/practice/bug-hunt/select-field';
import { Modal } from '@/components/ui/modal';
import { NoticeBanner, type Notice } from '@/components/ui/notice-banner';
import { TextField } from '@/components/ui/text-field';
import { jsonBody, postJson, replySucceeded, requestJson } from '@/lib/client/post-json';
import type { ScheduleRow } from '@/lib/schedule/wire';
import { scheduleBatchSchema, type ScheduleBatchInput, type ScheduleBatchValues } from '@/lib/validation/schedule';
import { SCHEDULE_TEXT } from '@/lib/messages';

type TextFieldName = Exclude<keyof ScheduleBatchInput, 'catalogue_course_id'>;

interface FieldSpec {
  name: TextFieldName;
  label: string;
  /** A valid HTML id: the wire names are the spreadsheet's column titles, some with spaces. */
  id: string;
  type?: InputHTMLAttributes<HTMLInputElement>['type'];
  inputMode?: InputHTMLAttributes<HTMLInputElement>['inputMode'];
  placeholder?: string;
}

// docs/product.md#admin-schedule: every field is required, each with its own message. The form's fields carry the wire
// names, so the schema, the POST/PUT body and the server's field messages all use the same keys. The course is picked
// from the catalogue (the select, after the id); its name is what the Course Name column shows.
const FIELDS: readonly FieldSpec[] = [
  { name: 'Start Date', label: 'Start Date', id: 'schedule-start-date', type: 'date' },
  { name: 'Weekdays', label: 'Weekdays', id: 'schedule-weekdays', placeholder: 'Mon, Wed, Fri' },
  { name: 'Demo Date', label: 'Demo Date', id: 'schedule-demo-date', type: 'date' },
  { name: 'Duration', label: 'Duration', id: 'schedule-duration', placeholder: '12 weeks' },
  { name: 'Meeting Time', label: 'Time', id: 'schedule-time', placeholder: '7:00 PM - 9:00 PM EST' },
  { name: 'Fee', label: 'Fee (US dollars)', id: 'schedule-fee', inputMode: 'numeric', placeholder: '499' },
];

const FIELD_NAMES: readonly (keyof ScheduleBatchInput)[] = ['Project_id', 'catalogue_course_id', ...FIELDS.map((field) => field.name)];
const SERVER_FIELDS = Object.fromEntries(FIELD_NAMES.map((name) => [name, name])) as Record<keyof ScheduleBatchInput, keyof ScheduleBatchInput>;

const EMPTY_BATCH: ScheduleBatchInput = { Project_id: '', catalogue_course_id: '', 'Start Date': '', Weekdays: '', 'Demo Date': '', Duration: '', 'Meeting Time': '', Fee: '' };

/** A stored row as the form's starting values; an old batch tied to no course starts with none picked. */
function batchOf(row: ScheduleRow): ScheduleBatchInput {
  return {
    Project_id: row.Project_id,
    catalogue_course_id: row.catalogue_course_id === null ? '' : String(row.catalogue_course_id),
    'Start Date': row['Start Date'],
    Weekdays: row.Weekdays,
    'Demo Date': row['Demo Date'],
    Duration: row.Duration,
    'Meeting Time': row['Meeting Time'],
    Fee: String(row.Fee),
  };
}

export interface CatalogueCourseOption {
  id: number;
  name: string;
}

interface ScheduleFormModalProps {
  open: boolean;
  /** The batch being edited; null adds a new one. */
  editing: ScheduleRow | null;
  courses: readonly CatalogueCourseOption[];
  onClose: () => void;
  /** The row was stored: the page shows the notice, closes the modal and reads the table again. */
  onSaved: (notice: Notice) => void;
  /** 401: the session is gone. */
  onSessionExpired: () => void;
}

/**
 * 'Add New Course Schedule' and 'Edit Course Schedule' (docs/product.md#admin-schedule): one form for both, the fields
 * of a schedule row with the course picked from the catalogue, each message shown under its field.
 */
export function ScheduleFormModal({ open, editing, onClose, ...formProps }: ScheduleFormModalProps) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={editing ? 'Edit Course Schedule' : 'Add New Course Schedule'}
      description={editing ? 'Every field is required. The home page shows the change at once.' : 'Every field is required. The new batch shows on the home page at once.'}
      testId="schedule-dialog"
    >
      {/* A key per batch: the form starts from that batch's values each time it opens. */}
      <ScheduleForm key={editing?.id ?? 'new'} editing={editing} onCancel={onClose} {...formProps} />
    </Modal>
  );
}

type ScheduleFormProps = Omit<ScheduleFormModalProps, 'open' | 'onClose'> & { onCancel: () => void };

function ScheduleForm({ editing, courses, onCancel, onSaved, onSessionExpired }: ScheduleFormProps) {
  const {
    fieldProps,
    handleSubmit,
    setError,
    formState: { isSubmitting },
  } = useSchemaForm(scheduleBatchSchema, { defaultValues: editing ? batchOf(editing) : EMPTY_BATCH });

  const { notice, send } = useFormSubmit({ setError, fields: SERVER_FIELDS, onSessionExpired });

  async function submit(batch: ScheduleBatchValues) {
    const request = editing ? requestJson(`/api/schedule/${editing.id}`, { method: 'PUT', ...jsonBody(batch) }) : postJson('/api/schedule', batch);
    const saved = await send(request, SCHEDULE_TEXT.saveFailed, { accepted: replySucceeded });
    if (!saved) return;
    const named = { 'Project Name': courses.find((course) => course.id === batch.catalogue_course_id)?.name ?? '', Project_id: batch.Project_id };
    onSaved({ status: 200, message: editing ? SCHEDULE_TEXT.edited(named) : SCHEDULE_TEXT.added(named) });
  }

  return (
    <form onSubmit={handleSubmit(submit)} noValidate className="space-y-5" aria-label={editing ? `Edit course schedule ${editing.Project_id}` : 'New course schedule'}>
      <NoticeBanner notice={notice} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Course Id" id="schedule-course-id" placeholder="QA-105" autoComplete="off" required data-test="schedule-course-id" {...fieldProps('Project_id')} />
        <SelectField
          label="Course Name"
          id="schedule-course-name"
          placeholder="Pick a course"
          options={courses.map((course) => ({ value: String(course.id), label: course.name }))}
          required
          data-test="schedule-course-name"
          {...fieldProps('catalogue_course_id')}
        />
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
        submitLabel={editing ? 'Save Course Schedule' : 'Add Course Schedule'}
        busyLabel="Saving…"
        busy={isSubmitting}
        onCancel={onCancel}
        testId="schedule-submit"
        cancelTestId="schedule-cancel"
      />
    </form>
  );
}
