import type { ReactNode } from 'react';
import type { ReadState } from '@/components/data/use-api-read';
import { Button } from '@/components/ui/button';

// The challenge list's loading line, its failure with Try again, or the list (useApiRead's three phases).
export function ChallengeReadState<T>({ state, retry, children }: { state: ReadState<T>; retry: () => void; children: (data: T) => ReactNode }) {
  if (state.phase === 'loading') {
    return (
      <p role="status" data-test="challenge-list-loading" className="text-sm text-slate-600">
        Loading your challenges…
      </p>
    );
  }
  if (state.phase === 'failed') {
    return (
      <div role="alert" data-test="challenge-list-error" className="space-y-2 text-sm text-red-800">
        <p>{state.message}</p>
        <Button variant="secondary" size="sm" onClick={retry} data-test="challenge-list-retry">
          Try again
        </Button>
      </div>
    );
  }
  return <>{children(state.data)}</>;
}
