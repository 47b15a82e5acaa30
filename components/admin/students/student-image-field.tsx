'use client';

import { useEffect, useState, type ChangeEvent } from 'react';
import { FieldShell } from '@/components/ui/field-shell';
import { studentImageProblem } from '@/lib/validation/admin-students';

interface StudentImageFieldProps {
  id: string;
  file: File | null;
  error: string | undefined;
  disabled: boolean;
  /** The chosen file (or null) and the SPEC §5 image message for it, if it is refused. */
  onChange: (file: File | null, problem: string | null) => void;
}

/** The optional photo of 'Register Student': an image file, checked and previewed as soon as it is chosen. */
export function StudentImageField({ id, file, error, disabled, onChange }: StudentImageFieldProps) {
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);

  // A preview URL holds the file in memory until revoked: when it is replaced and when the form closes.
  useEffect(() => {
    if (!previewUrl) return;
    return () => URL.revokeObjectURL(previewUrl);
  }, [previewUrl]);

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0] ?? null;
    setPreviewUrl(chosen && chosen.type.startsWith('image/') ? URL.createObjectURL(chosen) : null);
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
            className="block w-full cursor-pointer rounded-lg border border-slate-300 text-sm text-slate-700 shadow-sm file:mr-3 file:cursor-pointer file:border-0 file:bg-brand-50 file:px-4 file:py-2.5 file:font-semibold file:text-brand-700 hover:file:bg-brand-100 focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none"
          />
        )}
      </FieldShell>
      {previewUrl && !error ? (
        <figure className="flex items-center gap-3 rounded-xl border border-slate-200 bg-slate-50 p-3">
          {/* A local blob: URL of the chosen file, which the image optimiser cannot load. */}
          {/* eslint-disable-next-line @next/next/no-img-element */}
          <img
            src={previewUrl}
            alt="Preview of the chosen image"
            width={56}
            height={56}
            data-test="student-image-preview"
            className="size-14 shrink-0 rounded-full object-cover ring-2 ring-white shadow"
          />
          <figcaption className="min-w-0 text-sm break-words text-slate-600">{file?.name}</figcaption>
        </figure>
      ) : null}
    </div>
  );
}
