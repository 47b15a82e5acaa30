import type { ReactNode } from 'react';
import type { ReadState } from '@/components/data/use-api-read';
import { Button } from '@/components/ui/button';

interface ReadStateViewProps<T> {
  state: ReadState<T>;
  retry: () => void;
  /** 'token' or 'client': the data-test prefix. */
  kind: string;
  loadingText: string;
  children: (data: T) => ReactNode;
}

/** A list's loading line, its failure with Try again, or the list itself (useApiRead's three phases). */
export function ReadStateView<T>({ state, retry, kind, loadingText, children }: ReadStateViewProps<T>) {
  if (state.phase === 'loading') {
    return (
      <p role="status" data-test={`${kind}-list-loading`} className="text-sm text-slate-600">
        {loadingText}
      </p>
    );
  }
  if (state.phase === 'failed') {
    return (
      <div role="alert" data-test={`${kind}-list-error`} className="space-y-2 text-sm text-red-800">
        <p>{state.message}</p>
        <Button variant="secondary" size="sm" onClick={retry} data-test={`${kind}-list-retry`}>
          Try again
        </Button>
      </div>
    );
  }
  return <>{children(state.data)}</>;
}
