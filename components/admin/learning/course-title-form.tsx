'use client';

import { useId } from 'react';
import { useSchemaForm } from '@/components/forms/use-schema-form';
import { TextField } from '@/components/ui/text-field';
import { COURSE_TITLE_MAX, courseTitleSchema } from '@/lib/validation/learning-admin';
import { EditorForm, type EditorFormProps } from './editor-form';
import type { SavedCourse } from './learning-api';

/** `save` gets the (trimmed) title. */
type CourseTitleFormProps = EditorFormProps<string, SavedCourse> & {
  /** The title being edited; empty for a new course. */
  initialTitle?: string;
};

/**
 * 'New learning course' (docs/product.md#admin-learning): a non-blank title. Adds a course, or renames one in
 * the edit modal.
 */
export function CourseTitleForm({ initialTitle = '', save, ...editor }: CourseTitleFormProps) {
  const inputId = useId();
  const form = useSchemaForm(courseTitleSchema, { defaultValues: { title: initialTitle } });

  return (
    <EditorForm
      form={form}
      editor={{ ...editor, save: ({ title }) => save(title) }}
      fields={{ title: 'title' }}
      empty={{ title: '' }}
      submitTestId="course-title-submit"
      className="space-y-3"
    >
      <TextField
        label="Course title"
        id={inputId}
        autoComplete="off"
        maxLength={COURSE_TITLE_MAX}
        placeholder="e.g. Performance Testing"
        required
        data-test="course-title-input"
        {...form.fieldProps('title')}
      />
    </EditorForm>
  );
}
