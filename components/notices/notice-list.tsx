'use client';

import Link from 'next/link';
import { useState } from 'react';
import { useApiRead } from '@/components/data/use-api-read';
import { ReadStateView } from '@/components/data/read-state-view';
import { Button } from '@/components/ui/button';
import { postJson, replyMessage } from '@/lib/client/post-json';
import type { NoticeList } from '@/lib/notices/schemas';
import { MARK_READ_URL, NOTICES_CHANGED, NOTICES_READ, NOTICES_URL } from './notice-reads';

// The learner's notices (docs/product.md#notices), newest first: opening one marks it read; "Mark all as read" clears
// the count. Read in the browser, like every learner's state in the portal.

const dateTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });

export function NoticeListView() {
  const { state, retry, update } = useApiRead(NOTICES_URL, NOTICES_READ);
  const [error, setError] = useState<string | null>(null);

  async function markRead(ids?: number[]) {
    const reply = await postJson<{ marked: number }>(MARK_READ_URL, ids ? { ids } : {});
    if (reply.status !== 200) {
      setError(replyMessage(reply));
      return;
    }
    setError(null);
    update((list: NoticeList) => ({
      unread: ids ? Math.max(0, list.unread - reply.data.marked) : 0,
      notices: list.notices.map((notice) => (!ids || ids.includes(notice.id) ? { ...notice, read: true } : notice)),
    }));
    window.dispatchEvent(new Event(NOTICES_CHANGED));
  }

  return (
    <ReadStateView state={state} retry={retry} hook="notices" loading="Loading your notices…">
      {({ unread, notices }) =>
        notices.length === 0 ? (
          <p data-test="notices-empty" className="rounded-lg border border-dashed border-slate-300 bg-white p-6 text-slate-700">
            No notices yet. When a certificate is issued, a bug-hunt report is credited or a payment goes through, it shows here
            and in your e-mail.
          </p>
        ) : (
          <div className="space-y-4" data-test="notices">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <p data-test="notices-summary" className="text-slate-700" aria-live="polite">
                {unread === 0 ? 'All read.' : `${unread} unread.`}
              </p>
              {unread > 0 ? (
                <Button variant="secondary" size="sm" onClick={() => void markRead()} data-test="notices-mark-all-read">
                  Mark all as read
                </Button>
              ) : null}
            </div>
            {error ? (
              <p role="alert" data-test="notices-write-error" className="text-sm text-red-800">
                {error}
              </p>
            ) : null}
            <ul className="space-y-3">
              {notices.map((notice) => (
                <li key={notice.id} data-test="notice" data-kind={notice.kind} data-read={notice.read} className={`rounded-lg border bg-white p-4 shadow-sm ${notice.read ? 'border-slate-200' : 'border-amber-400'}`}>
                  <p className="text-xs text-slate-600">
                    <time dateTime={notice.createdAt}>{dateTime.format(new Date(notice.createdAt))} UTC</time>
                    {notice.read ? null : <span className="ml-2 font-semibold text-amber-800">Unread</span>}
                  </p>
                  <h2 className="mt-1 text-lg font-semibold text-ink">
                    <Link href={notice.href} data-test="notice-link" className="underline decoration-brand-300 underline-offset-4 hover:text-brand-700" onClick={() => (notice.read ? undefined : void markRead([notice.id]))}>
                      {notice.title}
                    </Link>
                  </h2>
                  <p className="mt-1 text-slate-700">{notice.body}</p>
                </li>
              ))}
            </ul>
          </div>
        )
      }
    </ReadStateView>
  );
}
