'use client';

import { forwardRef, useState, type InputHTMLAttributes } from 'react';
import { FieldShell } from './field-shell';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { label: string; error?: string };

/** A password field with a show/hide toggle (docs/product.md#login-and-logout, docs/product.md#password-reset). */
export const PasswordInput = forwardRef<HTMLInputElement, Props>(function PasswordInput(
  { label, error, id, ...rest },
  ref,
) {
  const [visible, setVisible] = useState(false);
  return (
    <FieldShell label={label} inputId={id ?? rest.name} error={error}>
      {({ id: inputId, ...aria }) => (
        <div className="relative">
          <input
            ref={ref}
            id={inputId}
            type={visible ? 'text' : 'password'}
            {...aria}
            className="w-full rounded-lg border border-slate-300 px-3 py-2 pr-20 text-base shadow-sm focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none"
            {...rest}
          />
          <button
            type="button"
            onClick={() => setVisible((v) => !v)}
            aria-label={visible ? 'Hide password' : 'Show password'}
            aria-pressed={visible}
            className="absolute inset-y-0 right-0 px-3 text-sm font-medium text-brand-700 hover:text-brand-900"
          >
            {visible ? 'Hide' : 'Show'}
          </button>
        </div>
      )}
    </FieldShell>
  );
});
