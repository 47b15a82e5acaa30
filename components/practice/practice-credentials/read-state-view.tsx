import type { ReactNode } from 'react';
import type { ReadState } from '@/components/data/use-api-read';
import { Button } from '@/components/ui/button';
import { CREDENTIAL_HOOKS, type CredentialKind } from './hooks';

interface ReadStateViewProps<T> {
  state: ReadState<T>;
  retry: () => void;
  /** Which list: names its data-test hooks (./hooks.ts). */
  kind: CredentialKind;
  loadingText: string;
  children: (data: T) => ReactNode;
}

/** A list's loading line, its failure with Try again, or the list itself (useApiRead's three phases). */
export function ReadStateView<T>({ state, retry, kind, loadingText, children }: ReadStateViewProps<T>) {
  const hooks = CREDENTIAL_HOOKS[kind];
  if (state.phase === 'loading') {
    return (
      <p role="status" data-test={hooks.listLoading} className="text-sm text-slate-600">
        {loadingText}
      </p>
    );
  }
  if (state.phase === 'failed') {
    return (
      <div role="alert" data-test={hooks.listError} className="space-y-2 text-sm text-red-800">
        <p>{state.message}</p>
        <Button variant="secondary" size="sm" onClick={retry} data-test={hooks.listRetry}>
          Try again
        </Button>
      </div>
    );
  }
  return <>{children(state.data)}</>;
}
