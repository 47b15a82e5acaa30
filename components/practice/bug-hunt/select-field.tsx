'use client';

import { forwardRef, type SelectHTMLAttributes } from 'react';
import { FieldShell } from '@/components/ui/field-shell';

type Props = SelectHTMLAttributes<HTMLSelectElement> & { label: string; error?: string; options: readonly { value: string; label: string }[]; placeholder?: string };

/** A labelled select with its validation message, like TextField. */
export const SelectField = forwardRef<HTMLSelectElement, Props>(function SelectField({ label, error, id, options, placeholder, ...rest }, ref) {
  return (
    <FieldShell label={label} inputId={id ?? rest.name} error={error}>
      {(control) => (
        <select
          ref={ref}
          {...control}
          className="w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base shadow-sm focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none"
          {...rest}
        >
          {placeholder ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldShell>
  );
});
