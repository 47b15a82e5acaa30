'use client';

import { useId, useState } from 'react';
import { settleFormReply } from '@/components/admin/settle-form-reply';
import { useSchemaForm } from '@/components/forms/use-schema-form';
import { NoticeBanner, type Notice } from '@/components/ui/notice-banner';
import { TextField } from '@/components/ui/text-field';
import type { JsonReply } from '@/lib/client/post-json';
import { COURSE_TITLE_MAX, courseTitleSchema } from '@/lib/validation/learning-admin';
import { FormActions } from './form-actions';
import type { SavedCourse } from './learning-api';
import { LEARNING_EDITOR_TEXT } from './messages';

interface CourseTitleFormProps {
  /** The title being edited; empty for a new course. */
  initialTitle?: string;
  submitLabel: string;
  busyLabel: string;
  /** The call that stores the (trimmed) title. */
  save: (title: string) => Promise<JsonReply<SavedCourse>>;
  /** Stored: a new course form empties itself for the next one. */
  onSaved: (course: SavedCourse) => void;
  /** 401: the session is gone. */
  onSessionExpired: () => void;
  /** Shown as a Cancel button when given (the edit modal). */
  onCancel?: () => void;
  testId: string;
}

/** SPEC §5 'New learning course': a non-blank title. Adds a course, or renames one in the edit modal. */
export function CourseTitleForm({ initialTitle = '', submitLabel, busyLabel, save, onSaved, onSessionExpired, onCancel, testId }: CourseTitleFormProps) {
  const inputId = useId();
  const [problem, setProblem] = useState<Notice | null>(null);
  const {
    fieldProps,
    handleSubmit,
    setError,
    reset,
    formState: { isSubmitting },
  } = useSchemaForm(courseTitleSchema, { defaultValues: { title: initialTitle } });

  async function onSubmit({ title }: { title: string }) {
    setProblem(null);
    const reply = await save(title);
    const outcome = settleFormReply(reply, setError, { title: 'title' }, LEARNING_EDITOR_TEXT.saveFailed);
    if (outcome.kind === 'saved') {
      if (!onCancel) reset({ title: '' });
      onSaved(reply.data);
    } else if (outcome.kind === 'expired') onSessionExpired();
    else if (outcome.problem) setProblem({ status: reply.status, message: outcome.problem });
  }

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate aria-label={submitLabel} data-test={testId} className="space-y-3">
      <NoticeBanner notice={problem} />
      <TextField
        label="Course title"
        id={inputId}
        autoComplete="off"
        maxLength={COURSE_TITLE_MAX}
        placeholder="e.g. Performance Testing"
        required
        data-test="course-title-input"
        {...fieldProps('title')}
      />
      <FormActions submitLabel={submitLabel} busyLabel={busyLabel} busy={isSubmitting} onCancel={onCancel} testId="course-title-submit" />
    </form>
  );
}
