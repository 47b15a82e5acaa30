import type { ReactNode } from 'react';
import type { ReadState } from '@/components/data/use-api-read';
import { Button } from '@/components/ui/button';

// A browser read's three phases as every list shows them (useApiRead): a loading line announced to assistive technology,
// the failure with Try again, or the content. `hook` names the data-test hooks: {hook}-loading, -error, -retry.
export function ReadStateView<T>({
  state,
  retry,
  hook,
  loading,
  children,
}: {
  state: ReadState<T>;
  retry: () => void;
  hook: string;
  /** The loading line, e.g. 'Loading your notices…'. */
  loading: string;
  children: (data: T) => ReactNode;
}) {
  if (state.phase === 'loading') {
    return (
      <p role="status" data-test={`${hook}-loading`} className="text-sm text-slate-600">
        {loading}
      </p>
    );
  }
  if (state.phase === 'failed') {
    return (
      <div role="alert" data-test={`${hook}-error`} className="space-y-2 text-sm text-red-800">
        <p>{state.message}</p>
        <Button variant="secondary" size="sm" onClick={retry} data-test={`${hook}-retry`}>
          Try again
        </Button>
      </div>
    );
  }
  return <>{children(state.data)}</>;
}
