import { EmptyNote } from '@/components/ui/empty-note';

// What the Students page shows instead of the table: while the list loads, when it is empty,
// and when it could not be read.

export function StudentsLoading() {
  return (
    <div role="status" data-test="students-loading" className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <p className="flex items-center gap-3 font-medium text-slate-700">
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 animate-spin text-brand-600">
          <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="3" className="opacity-25" />
          <path d="M22 12a10 10 0 0 0-10-10" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
        </svg>
        Loading students…
      </p>
      <ul aria-hidden="true" className="mt-5 space-y-4">
        {[0, 1, 2].map((row) => (
          <li key={row} className="flex animate-pulse items-center gap-4">
            <span className="size-10 shrink-0 rounded-full bg-slate-200" />
            <span className="h-3 w-24 rounded bg-slate-200" />
            <span className="h-3 flex-1 rounded bg-slate-100" />
          </li>
        ))}
      </ul>
    </div>
  );
}

export function StudentsEmpty() {
  return (
    <EmptyNote testId="students-empty">
      No students yet. Use <strong className="font-semibold text-ink">Register Student</strong> to add the first one.
    </EmptyNote>
  );
}

export function StudentsLoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div
      role="alert"
      data-test="students-error"
      className="flex flex-col gap-3 rounded-2xl border border-red-300 bg-red-50 p-5 text-red-800 sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="font-medium">{message}</p>
      <button
        type="button"
        onClick={onRetry}
        data-test="students-retry"
        className="cursor-pointer self-start rounded-lg border border-red-300 bg-white px-4 py-2 text-sm font-semibold text-red-800 hover:bg-red-100 sm:self-auto"
      >
        Try again
      </button>
    </div>
  );
}
