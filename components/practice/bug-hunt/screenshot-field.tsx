'use client';

import { useId } from 'react';
import { screenshotProblem } from '@/lib/validation/photo';

// The report's optional screenshot: checked in the browser with the profile photo's rules (a pre-check; the server
// decides by the bytes), sent after the report.

export function ScreenshotField({ error, onChange }: { error: string | null; onChange: (file: File | null, problem: string | null) => void }) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-700">
        Screenshot (optional)
      </label>
      <input
        id={id}
        type="file"
        accept="image/*"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => {
          const file = event.target.files?.[0] ?? null;
          onChange(file, file ? screenshotProblem(file) : null);
        }}
        data-test="report-screenshot-input"
        className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-lg file:border-0 file:bg-slate-100 file:px-3 file:py-2 file:font-semibold file:text-ink"
      />
      <p className="mt-1 text-xs text-slate-600">An image of at most 4 MB.</p>
      {error ? (
        <p id={errorId} role="alert" className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
