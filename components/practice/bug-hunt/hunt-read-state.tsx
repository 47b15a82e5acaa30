import type { ReactNode } from 'react';
import type { ReadState } from '@/components/data/use-api-read';
import { ReadStateView } from '@/components/data/read-state-view';

// A bug-hunt read's loading line, its failure with Try again, or its content.
export function HuntReadState<T>({ state, retry, children }: { state: ReadState<T>; retry: () => void; children: (data: T) => ReactNode }) {
  return <ReadStateView state={state} retry={retry} hook="bug-hunt" loading="Loading your bug hunt…">{children}</ReadStateView>;
}
