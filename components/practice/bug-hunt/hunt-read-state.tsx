import type { ReactNode } from 'react';
import type { ReadState } from '@/components/data/use-api-read';
import { Button } from '@/components/ui/button';

// A bug-hunt read's loading line, its failure with Try again, or its content (useApiRead's three phases).
export function HuntReadState<T>({ state, retry, children }: { state: ReadState<T>; retry: () => void; children: (data: T) => ReactNode }) {
  if (state.phase === 'loading') {
    return (
      <p role="status" data-test="bug-hunt-loading" className="text-sm text-slate-600">
        Loading your bug hunt…
      </p>
    );
  }
  if (state.phase === 'failed') {
    return (
      <div role="alert" data-test="bug-hunt-error" className="space-y-2 text-sm text-red-800">
        <p>{state.message}</p>
        <Button variant="secondary" size="sm" onClick={retry} data-test="bug-hunt-retry">
          Try again
        </Button>
      </div>
    );
  }
  return <>{children(state.data)}</>;
}
