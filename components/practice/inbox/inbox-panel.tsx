'use client';

import { useEffect, useState } from 'react';
import { useApiRead } from '@/components/data/use-api-read';
import { Button } from '@/components/ui/button';
import { LiveStatus, type LiveStatusValue } from '@/components/ui/live-status';
import { requestJson } from '@/lib/client/post-json';
import { INBOX_MSG as MSG } from '@/lib/practice/inbox/messages';
import { parseInboxList } from '@/lib/practice/inbox/shapes';
import { InboxMessageItem } from './inbox-message-item';

// The learner's practice inbox (docs/architecture.md#practice-inbox), on the inbox page and on the pages of the
// exercises that mail them: the messages newest first, read with the session when the panel opens, on Refresh, when
// the window gets the focus back, and when `refreshSignal` changes (the exercise just mailed a code). No timer: a
// test that waits for mail long-polls the API itself.

export const INBOX_API = '/api/practice/v1/inbox';

interface InboxPanelProps {
  /** The panel's heading level under the page's title. */
  headingLevel?: 'h2' | 'h3';
  /** Changed by the page after it caused a message: the panel reads again. */
  refreshSignal?: number;
}

export function InboxPanel({ headingLevel: Heading = 'h2', refreshSignal = 0 }: InboxPanelProps) {
  const { state, retry, refresh } = useApiRead(INBOX_API, { parse: parseInboxList, messages: { failed: MSG.readFailed, noData: MSG.unreadable } });
  const [status, setStatus] = useState<LiveStatusValue | null>(null);
  const [busy, setBusy] = useState<number | 'all' | null>(null);

  useEffect(() => {
    window.addEventListener('focus', refresh);
    return () => window.removeEventListener('focus', refresh);
  }, [refresh]);
  useEffect(() => {
    if (refreshSignal > 0) refresh();
  }, [refreshSignal, refresh]);

  async function remove(url: string, which: number | 'all', done: string, failed: string) {
    setBusy(which);
    const reply = await requestJson(url, { method: 'DELETE' });
    setBusy(null);
    setStatus(reply.status === 204 ? { ok: true, message: done } : { ok: false, message: failed });
    refresh();
  }

  const messages = state.phase === 'ready' ? [...state.data.messages].reverse() : [];
  return (
    <section aria-labelledby="inbox-title" data-test="inbox-panel" className="min-w-0 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <Heading id="inbox-title" className="text-xl font-semibold text-ink">
            Your practice inbox
          </Heading>
          <p className="mt-1 text-sm text-slate-600">{MSG.note}</p>
        </div>
        <div className="flex gap-2">
          <Button variant="secondary" size="sm" onClick={refresh} data-test="inbox-refresh">
            Refresh
          </Button>
          <Button variant="secondary" size="sm" busy={busy === 'all'} disabled={messages.length === 0} onClick={() => void remove(INBOX_API, 'all', MSG.cleared, MSG.clearFailed)} data-test="inbox-clear">
            Empty inbox
          </Button>
        </div>
      </div>
      <div className="mt-4 space-y-3">
        {state.phase === 'loading' ? (
          <p role="status" className="text-sm text-slate-600" data-test="inbox-loading">
            {MSG.loading}
          </p>
        ) : state.phase === 'failed' ? (
          <div role="alert" className="space-y-2 text-sm text-red-800" data-test="inbox-error">
            <p>{state.message}</p>
            <Button variant="secondary" size="sm" onClick={retry} data-test="inbox-retry">
              Try again
            </Button>
          </div>
        ) : messages.length === 0 ? (
          <p className="text-sm text-slate-700" data-test="inbox-empty">
            {MSG.empty}
          </p>
        ) : (
          <>
            <p className="text-sm font-medium text-ink" data-test="inbox-count">
              {MSG.count(messages.length)}
            </p>
            <ol className="grid gap-3" aria-label="Messages, newest first" data-test="inbox-messages">
              {messages.map((message, index) => (
                <InboxMessageItem
                  key={message.id}
                  message={message}
                  open={index === 0}
                  deleting={busy === message.id}
                  onDelete={(id) => void remove(`${INBOX_API}/${id}`, id, MSG.deleted, MSG.deleteFailed)}
                />
              ))}
            </ol>
          </>
        )}
        <LiveStatus status={status} testId="inbox-status" />
      </div>
    </section>
  );
}
