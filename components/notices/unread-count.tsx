'use client';

import { useEffect } from 'react';
import { useApiRead } from '@/components/data/use-api-read';
import { NOTICES_CHANGED, NOTICES_READ, NOTICES_URL } from './notice-reads';

/**
 * The number of unread notices beside the sidebar's Notices entry, read in the browser (the portal's HTML carries
 * nothing of the learner). Nothing shows while it loads, when it fails, or at zero: the entry itself is always there.
 */
export function UnreadNoticeCount() {
  // A failed read here must not log the learner out of the page they are on; the notices page says what went wrong.
  const { state, refresh } = useApiRead(NOTICES_URL, { ...NOTICES_READ, onSessionExpired: () => undefined });
  useEffect(() => {
    window.addEventListener(NOTICES_CHANGED, refresh);
    return () => window.removeEventListener(NOTICES_CHANGED, refresh);
  }, [refresh]);
  const unread = state.phase === 'ready' ? state.data.unread : 0;
  if (unread === 0) return null;
  return (
    <span data-test="notices-unread-count" className="ml-2 inline-flex min-w-6 items-center justify-center rounded-full bg-amber-300 px-1.5 text-xs font-bold text-ink">
      <span aria-hidden="true">{unread}</span>
      <span className="sr-only">({unread} unread)</span>
    </span>
  );
}
