'use client';

import { Button } from '@/components/ui/button';
import type { InboxMessage } from '@/lib/practice/inbox/shapes';

// One message of the inbox panel: who it was written to, its subject and time, its text part (open for the newest),
// a link to the raw message (message/rfc822) and Delete. The HTML part is not rendered: its markup is the sender's,
// and the raw message holds it for a learner's parser.

const TIME = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'medium', timeZone: 'UTC' });

interface InboxMessageItemProps {
  message: InboxMessage;
  open: boolean;
  onDelete: (id: number) => void;
  deleting: boolean;
}

export function InboxMessageItem({ message, open, onDelete, deleting }: InboxMessageItemProps) {
  return (
    <li data-test="inbox-message" data-id={message.id} className="rounded-xl border border-slate-200 bg-slate-50">
      <details open={open}>
        <summary className="cursor-pointer p-3 sm:p-4">
          <span className="block font-semibold text-ink" data-test="inbox-message-subject">
            {message.subject}
          </span>
          <span className="mt-1 block text-sm text-slate-700">
            To <span data-test="inbox-message-to">{message.to}</span>, <time dateTime={message.receivedAt}>{TIME.format(new Date(message.receivedAt))} UTC</time>
          </span>
        </summary>
        <div className="space-y-3 border-t border-slate-200 p-3 sm:p-4">
          <p className="text-sm text-slate-700">From {message.from}</p>
          <pre
            tabIndex={0}
            aria-label={`Text of “${message.subject}”`}
            data-test="inbox-message-text"
            className="overflow-x-auto rounded-lg bg-white p-3 text-sm whitespace-pre-wrap text-ink"
          >
            {message.text}
          </pre>
          <div className="flex flex-wrap items-center gap-3">
            <a href={message.rawUrl} data-test="inbox-message-raw" className="text-sm font-medium text-brand-700 underline">
              Raw message (message/rfc822)
            </a>
            <Button variant="secondary" size="sm" busy={deleting} onClick={() => onDelete(message.id)} data-test="inbox-message-delete">
              Delete<span className="sr-only"> “{message.subject}”</span>
            </Button>
          </div>
        </div>
      </details>
    </li>
  );
}
