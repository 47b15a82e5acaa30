import type { ReactNode } from 'react';
import type { ReadState } from '@/components/data/use-api-read';
import { ReadStateView } from '@/components/data/read-state-view';

// The challenge list's loading line, its failure with Try again, or the list.
export function ChallengeReadState<T>({ state, retry, children }: { state: ReadState<T>; retry: () => void; children: (data: T) => ReactNode }) {
  return <ReadStateView state={state} retry={retry} hook="challenge-list" loading="Loading your challenges…">{children}</ReadStateView>;
}
