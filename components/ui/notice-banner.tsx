'use client';

import { useEffect, useState } from 'react';

export interface Notice {
  status: number;
  message: string;
}

/**
 * docs/product.md#messages: success style when the status is 200, error otherwise; hides 5 s after the message changes.
 * Keyed by the notice object, so the same text shown twice still restarts the timer.
 */
export function NoticeBanner({ notice, hideAfterMs = 5000 }: { notice: Notice | null; hideAfterMs?: number }) {
  const [hidden, setHidden] = useState<Notice | null>(null);
  useEffect(() => {
    if (!notice) return;
    const timer = window.setTimeout(() => setHidden(notice), hideAfterMs);
    return () => window.clearTimeout(timer);
  }, [notice, hideAfterMs]);
  if (!notice || hidden === notice) return null;
  const ok = notice.status === 200;
  return (
    <div
      role={ok ? 'status' : 'alert'}
      data-test="notice-banner"
      className={`rounded-lg border px-4 py-3 text-sm ${ok ? 'border-green-300 bg-green-50 text-green-800' : 'border-red-300 bg-red-50 text-red-800'}`}
    >
      {notice.message}
    </div>
  );
}
