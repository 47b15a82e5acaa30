import type { ButtonHTMLAttributes, ReactNode } from 'react';

type DeleteButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'children'> & {
  /** The deletion is under way: the button says so, is busy and waits. */
  deleting: boolean;
  /** The visible word; 'Delete' unless told. */
  label?: string;
  /** Said after the label to screen readers only: what is deleted (e.g. a row's name). */
  srName?: ReactNode;
  /** Size and placement (padding, flex, background); the red outline look is the same everywhere. */
  className?: string;
};

const dangerOutlineClass =
  'cursor-pointer rounded-lg border border-red-300 px-3 text-sm font-semibold text-red-700 hover:bg-red-50 disabled:cursor-wait disabled:opacity-60';

/**
 * The admin screens' Delete button (ads, training videos, schedule rows, courses and chunks). The
 * confirmation and the call stay with the caller; `disabled` may also be set while another deletion runs.
 */
export function DeleteButton({ deleting, label = 'Delete', srName, disabled, className = 'py-1.5', ...rest }: DeleteButtonProps) {
  return (
    <button type="button" disabled={disabled ?? deleting} aria-busy={deleting} className={`${dangerOutlineClass} ${className}`} {...rest}>
      {deleting ? 'Deleting…' : label}
      {srName ? <span className="sr-only"> {srName}</span> : null}
    </button>
  );
}
