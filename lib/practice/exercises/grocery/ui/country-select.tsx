'use client';

import { forwardRef, type SelectHTMLAttributes } from 'react';
import { FieldShell } from '@/components/ui/field-shell';
import { COUNTRIES } from '@/lib/practice/exercises/grocery/countries';

type CountrySelectProps = SelectHTMLAttributes<HTMLSelectElement> & { label: string; error?: string };

/**
 * The order form's country list, laid out like TextField. The empty first option lets a learner
 * reach 'Please select your country.' on purpose.
 */
export const CountrySelect = forwardRef<HTMLSelectElement, CountrySelectProps>(function CountrySelect(
  { label, error, id, ...rest },
  ref,
) {
  return (
    <FieldShell label={label} inputId={id ?? rest.name} error={error}>
      {(control) => (
        <select
          ref={ref}
          {...control}
          className="w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base shadow-sm focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none"
          {...rest}
        >
          <option value="">Select your country</option>
          {COUNTRIES.map((country) => (
            <option key={country} value={country}>
              {country}
            </option>
          ))}
        </select>
      )}
    </FieldShell>
  );
});
