'use client';

import type { ChangeEvent } from 'react';
import { FieldShell } from '@/components/ui/field-shell';
import { fileInputClass, ImagePreview, useImagePreview } from '@/components/ui/image-preview';
import { studentImageProblem } from '@/lib/validation/admin-students';

interface StudentImageFieldProps {
  id: string;
  file: File | null;
  error: string | undefined;
  disabled: boolean;
  /** The chosen file (or null) and the image message for it (docs/product.md#admin-students), if it is refused. */
  onChange: (file: File | null, problem: string | null) => void;
}

/** The optional photo of 'Register Student': an image file, checked and previewed as soon as it is chosen. */
export function StudentImageField({ id, file, error, disabled, onChange }: StudentImageFieldProps) {
  const [previewUrl, preview] = useImagePreview();

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0] ?? null;
    preview(chosen);
    onChange(chosen, studentImageProblem(chosen));
  }

  return (
    <div className="space-y-3">
      <FieldShell label="Image (optional)" inputId={id} error={error}>
        {(control) => (
          <input
            {...control}
            name="profile"
            type="file"
            accept="image/*"
            disabled={disabled}
            onChange={handleChange}
            data-test="student-image-input"
            className={fileInputClass}
          />
        )}
      </FieldShell>
      {previewUrl && !error ? (
        <ImagePreview url={previewUrl} alt="Preview of the chosen image" caption={file?.name} testId="student-image-preview" size="small" />
      ) : null}
    </div>
  );
}
