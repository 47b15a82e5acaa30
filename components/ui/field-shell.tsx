import type { ReactNode } from 'react';

/** What a FieldShell hands its control: the id the label points at and the error wiring. */
export interface FieldControlProps {
  id: string | undefined;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

interface FieldShellProps {
  label: string;
  /** The control's id: the label's htmlFor, and `${inputId}-error` names the error message. */
  inputId: string | undefined;
  error?: string;
  /** Renders the control (and anything around it) with the props it must spread onto the control. */
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * The layout shared by TextField, PasswordInput, TextareaField and CountrySelect: a label, the control,
 * and the validation message, which the control names in aria-describedby so screen readers announce it.
 */
export function FieldShell({ label, inputId, error, children }: FieldShellProps) {
  const errorId = `${inputId}-error`;
  return (
    <div>
      <label htmlFor={inputId} className="mb-1 block text-sm font-medium text-slate-700">
        {label}
      </label>
      {children({
        id: inputId,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error ? errorId : undefined,
      })}
      {error ? (
        <p id={errorId} role="alert" className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
