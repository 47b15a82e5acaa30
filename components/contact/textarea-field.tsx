'use client';

import { forwardRef, type TextareaHTMLAttributes } from 'react';
import { FieldShell } from '@/components/ui/field-shell';

type Props = TextareaHTMLAttributes<HTMLTextAreaElement> & { label: string; error?: string };

/** Labelled multi-line input, the textarea twin of components/ui/text-field.tsx. */
export const TextareaField = forwardRef<HTMLTextAreaElement, Props>(function TextareaField({ label, error, id, ...rest }, ref) {
  return (
    <FieldShell label={label} inputId={id ?? rest.name} error={error}>
      {(control) => (
        <textarea
          ref={ref}
          {...control}
          className="w-full rounded-lg border border-slate-300 px-3 py-2 text-base shadow-sm focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none"
          {...rest}
        />
      )}
    </FieldShell>
  );
});
