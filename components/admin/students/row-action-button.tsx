import type { ReactNode } from 'react';

const tones = {
  neutral: 'border-slate-300 text-slate-800 hover:border-brand-600 hover:text-brand-700',
  danger: 'border-red-300 text-red-700 hover:bg-red-50',
} as const;

interface RowActionButtonProps {
  /** The visible word ("Edit"). */
  children: ReactNode;
  /** The full accessible name, starting with the visible word's meaning ("Edit Priya Raman"). */
  label: string;
  onClick: () => void;
  testId: string;
  tone?: keyof typeof tones;
}

/** A table row's action: a short visible verb, named in full ("Edit Priya Raman") for assistive tech. */
export function RowActionButton({ children, label, onClick, testId, tone = 'neutral' }: RowActionButtonProps) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-haspopup="dialog"
      aria-label={label}
      data-test={testId}
      className={`cursor-pointer rounded-lg border bg-white px-3 py-1.5 text-sm font-semibold whitespace-nowrap ${tones[tone]}`}
    >
      {children}
    </button>
  );
}
