'use client';

import { useRouter } from 'next/navigation';
import { useCallback, useEffect, useEffectEvent, useState } from 'react';
import useSWR, { type SWRConfiguration } from 'swr';
import { logout } from '@/components/auth/logout';
import { ApiReadError, readApi } from '@/lib/client/read-api';

/** What a screen shows for a read: one state shape for every list and panel. */
export type ReadState<T> =
  | { phase: 'loading' }
  | { phase: 'failed'; status: number; message: string }
  | { phase: 'ready'; data: T };

export interface ReadRules<T> {
  /** The 200 body as data, or null when it is not what the endpoint promises (then `messages.noData`). */
  parse: (body: unknown) => T | null;
  messages: { failed: string; noData: string };
  /**
   * A 401 means the session is gone (docs/product.md#expired-sessions): by default the user is logged
   * out and sent to /login. A screen that must do more first passes its own.
   */
  onSessionExpired?: () => void;
}

// Reads happen when a screen opens and when it asks: no refetch on focus or reconnect, no automatic
// retries (the failure shows with a Try again button), and nothing kept between screens.
const OPTIONS: SWRConfiguration = {
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  shouldRetryOnError: false,
  dedupingInterval: 0,
};

/**
 * One read of the app's API through SWR and the shared fetcher (lib/client/read-api.ts); `url` null
 * reads nothing (yet). Each mounted screen has its own entry, so opening a screen always shows a fresh
 * read, as a page load does.
 * - `retry`: after a failure, shows the loading state and reads again;
 * - `refresh`: reads again behind the current data, so a change does not flash a loading state;
 * - `update`: changes the shown data in place from a write's reply, without a read.
 */
export function useApiRead<T>(url: string | null, { parse, messages, onSessionExpired }: ReadRules<T>) {
  const router = useRouter();
  const [screen] = useState(() => ({}));
  const { data, error, isValidating, mutate } = useSWR<T, ApiReadError>(
    url ? [url, screen] : null,
    ([path]: [string]) => readApi(path, parse),
    OPTIONS,
  );
  const expire = useEffectEvent(() => (onSessionExpired ? onSessionExpired() : void logout(router.push)));
  const expired = error?.status === 401;
  useEffect(() => {
    if (expired) expire();
  }, [expired]);

  let state: ReadState<T>;
  if (error && !isValidating && !expired) {
    const message = error.reason === 'shape' ? messages.noData : messages.failed;
    state = { phase: 'failed', status: error.status, message };
  } else if (data !== undefined && !error) state = { phase: 'ready', data };
  else state = { phase: 'loading' };

  const refresh = useCallback(() => void mutate(), [mutate]);
  const update = useCallback((change: (current: T) => T) => void mutate((current) => (current === undefined ? current : change(current)), { revalidate: false }), [mutate]);
  return { state, retry: refresh, refresh, update };
}
