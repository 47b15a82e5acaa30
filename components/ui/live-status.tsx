export interface LiveStatusValue {
  ok: boolean;
  message: string;
}

/**
 * A form's outcome line: green on success, red on failure. It is always in the page (visually hidden
 * when empty), so screen readers announce the outcome when its text changes.
 */
export function LiveStatus({ status, id, testId }: { status: LiveStatusValue | null; id?: string; testId: string }) {
  return (
    <p
      id={id}
      role="status"
      aria-live="polite"
      data-test={testId}
      className={
        status
          ? `rounded-lg border px-4 py-3 text-sm ${status.ok ? 'border-green-300 bg-green-50 text-green-800' : 'border-red-300 bg-red-50 text-red-800'}`
          : 'sr-only'
      }
    >
      {status?.message}
    </p>
  );
}
