'use client';

import { forwardRef, type InputHTMLAttributes } from 'react';
import { FieldShell } from './field-shell';

type Props = InputHTMLAttributes<HTMLInputElement> & { label: string; error?: string };

/** Labelled input with its validation message announced to screen readers. */
export const TextField = forwardRef<HTMLInputElement, Props>(function TextField({ label, error, id, ...rest }, ref) {
  return (
    <FieldShell label={label} inputId={id ?? rest.name} error={error}>
      {(control) => (
        <input
          ref={ref}
          {...control}
          className="w-full rounded-lg border border-slate-300 px-3 py-2 text-base shadow-sm focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none"
          {...rest}
        />
      )}
    </FieldShell>
  );
});
