import { forwardRef, useId, type InputHTMLAttributes } from 'react';
import { FieldShell } from '@/components/ui/field-shell';

type AdFileFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'accept'> & {
  label: string;
  /** A line under the input: what may be chosen, and on an edit that no file keeps the current media. */
  hint: string;
  error?: string;
};

/** The ad form's image-or-video file input, with its hint and its validation message both announced. */
export const AdFileField = forwardRef<HTMLInputElement, AdFileFieldProps>(function AdFileField({ label, hint, error, id, ...rest }, ref) {
  const hintId = useId();
  return (
    <FieldShell label={label} inputId={id ?? rest.name} error={error}>
      {({ 'aria-describedby': errorId, ...control }) => (
        <>
          <input
            ref={ref}
            type="file"
            accept="image/*,video/*"
            {...control}
            aria-describedby={[hintId, errorId].filter(Boolean).join(' ')}
            className="block w-full cursor-pointer rounded-lg border border-slate-300 text-sm text-slate-700 shadow-sm file:mr-3 file:cursor-pointer file:border-0 file:bg-brand-50 file:px-4 file:py-2.5 file:font-semibold file:text-brand-700 hover:file:bg-brand-100 focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none"
            {...rest}
          />
          <p id={hintId} className="mt-1 text-sm text-slate-600">
            {hint}
          </p>
        </>
      )}
    </FieldShell>
  );
});
