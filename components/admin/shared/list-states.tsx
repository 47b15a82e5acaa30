import { Spinner } from '@/components/accounts/spinner';

// What an admin screen shows instead of its list while the list loads, and when it could not be
// read (the 'loading' and 'failed' phases of useApiRead, components/data/use-api-read.ts).

export function ListLoading({ message, testId }: { message: string; testId: string }) {
  return (
    <p role="status" data-test={testId} className="flex items-center gap-3 rounded-2xl border border-slate-200 bg-white p-6 text-slate-700">
      <Spinner />
      {message}
    </p>
  );
}

/** The failure, with a Try again button that reads the list again. */
export function ListLoadError({ message, onRetry, testId }: { message: string; onRetry: () => void; testId: string }) {
  return (
    <div role="alert" data-test={testId} className="rounded-2xl border border-red-300 bg-red-50 p-6 text-red-800">
      <p className="font-medium">{message}</p>
      <button
        type="button"
        onClick={onRetry}
        className="mt-3 cursor-pointer rounded-lg border border-red-300 bg-white px-3 py-1.5 text-sm font-semibold text-red-800 hover:bg-red-100"
      >
        Try again
      </button>
    </div>
  );
}
