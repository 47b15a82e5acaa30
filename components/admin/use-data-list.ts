'use client';

import { useCallback, useEffect, useEffectEvent, useState } from 'react';
import { fetchReply } from '@/lib/client/post-json';

export type DataListState<T> = { phase: 'loading' } | { phase: 'failed'; message: string } | { phase: 'ready'; items: T[] };

interface DataListMessages {
  /** The reply came but holds no `data` list ('No data available.', docs/product.md#messages). */
  noData: string;
  /** The call failed: an error status or no connection. */
  failed: string;
}

interface DataListOptions {
  /** The endpoint answers the array itself rather than `{data: [...]}` (GET /api/users). */
  plainArray?: boolean;
}

/**
 * A list read in the browser from an endpoint answering `{data: [...]}` (GET /api/schedule and
 * GET /api/learning, the envelope in docs/product.md#rest-api), or with `plainArray` the array itself. `retry` shows
 * the loading state again; `refresh` reads the list again behind the current one, so a change does
 * not flash a loading state; `update` changes the shown list in place from a write's reply. A 401
 * calls `onSessionExpired` (docs/product.md#expired-sessions).
 */
export function useDataList<T>(
  url: string,
  messages: DataListMessages,
  onSessionExpired: () => void,
  { plainArray = false }: DataListOptions = {},
) {
  const [state, setState] = useState<DataListState<T>>({ phase: 'loading' });
  // Bumped by retry() and refresh(): the effect below reads the list afresh.
  const [generation, setGeneration] = useState(0);
  const expire = useEffectEvent(onSessionExpired);
  const { noData, failed } = messages;

  useEffect(() => {
    const controller = new AbortController();
    fetchReply<{ data?: unknown }>(url, { cache: 'no-store', signal: controller.signal }).then(
      ({ status, data }) => {
        if (status === 401) {
          expire();
          return;
        }
        const items: unknown = plainArray ? data : data?.data;
        if (status !== 200) setState({ phase: 'failed', message: failed });
        else if (!Array.isArray(items)) setState({ phase: 'failed', message: noData });
        else setState({ phase: 'ready', items: items as T[] });
      },
      // Only an abort rejects (the page was left, or a newer read started): nothing to show.
      () => undefined,
    );
    return () => controller.abort();
  }, [url, noData, failed, plainArray, generation]);

  const retry = useCallback(() => {
    setState({ phase: 'loading' });
    setGeneration((value) => value + 1);
  }, []);

  const refresh = useCallback(() => setGeneration((value) => value + 1), []);

  const update = useCallback((change: (items: T[]) => T[]) => {
    setState((current) => (current.phase === 'ready' ? { phase: 'ready', items: change(current.items) } : current));
  }, []);

  return { state, retry, refresh, update };
}
