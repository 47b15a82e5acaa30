'use client';

import type { ReactNode } from 'react';
import type { FieldValues, Path } from 'react-hook-form';
import { FormActions } from '@/components/admin/shared/form-actions';
import { useFormSubmit } from '@/components/forms/use-form-submit';
import type { SchemaForm } from '@/components/forms/use-schema-form';
import { NoticeBanner } from '@/components/ui/notice-banner';
import { replySucceeded, type JsonReply } from '@/lib/client/post-json';
import { LEARNING_EDITOR_TEXT } from '@/lib/messages';

/**
 * What the learning editor's forms take. One form both adds (inline: it empties itself once stored,
 * for the next one) and edits (in a modal, with a Cancel button).
 */
export interface EditorFormProps<Values, Saved extends object> {
  submitLabel: string;
  busyLabel: string;
  /** The call that stores the form's checked values. */
  save: (values: Values) => Promise<JsonReply<Saved>>;
  onSaved: (saved: Saved) => void;
  /** 401: the session is gone. */
  onSessionExpired: () => void;
  /** Shown as a Cancel button when given (the edit modal). */
  onCancel?: () => void;
  testId: string;
}

interface EditorFormFrameProps<Input extends FieldValues, Output, Saved extends object> {
  form: SchemaForm<Input, Output>;
  editor: EditorFormProps<Output, Saved>;
  /** The server's field names, mapped to the form's. */
  fields: Partial<Record<string, Path<Input>>>;
  /** What an add form holds again once its entry is stored. */
  empty: Input;
  submitTestId: string;
  className: string;
  /** The fields. */
  children: ReactNode;
}

/** A learning editor form: its problem banner, its fields, and the submit (and Cancel) buttons. */
export function EditorForm<Input extends FieldValues, Output, Saved extends object>({
  form,
  editor,
  fields,
  empty,
  submitTestId,
  className,
  children,
}: EditorFormFrameProps<Input, Output, Saved>) {
  const { submitLabel, busyLabel, onCancel, testId } = editor;
  const { notice, send } = useFormSubmit({ setError: form.setError, fields, onSessionExpired: editor.onSessionExpired });

  async function submit(values: Output) {
    const saved = await send(editor.save(values), LEARNING_EDITOR_TEXT.saveFailed, { accepted: replySucceeded });
    if (!saved) return;
    if (!onCancel) form.reset(empty);
    editor.onSaved(saved.data);
  }

  return (
    <form onSubmit={form.handleSubmit(submit)} noValidate aria-label={submitLabel} data-test={testId} className={className}>
      <NoticeBanner notice={notice} />
      {children}
      <FormActions submitLabel={submitLabel} busyLabel={busyLabel} busy={form.formState.isSubmitting} onCancel={onCancel} testId={submitTestId} />
    </form>
  );
}
