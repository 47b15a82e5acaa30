import type { Metadata } from 'next';
import Link from 'next/link';
import { connection } from 'next/server';
import { PortalPage } from '@/components/layout/portal-page';
import { listContactMessages, MESSAGE_LIST_LIMIT } from '@/lib/admin/contact-messages';
import { requireRole } from '@/lib/auth/guards';

export const metadata: Metadata = { title: 'Contact messages' };

const when = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: 'UTC' });

/** The list's filters: the dashboard's "new messages" item opens the 7-day one. */
const FILTERS = [
  { days: 7, label: 'Last 7 days' },
  { days: 30, label: 'Last 30 days' },
  { days: null, label: 'All' },
] as const;

interface MessagesPageProps {
  searchParams: Promise<{ days?: string | string[] }>;
}

/** The contact form's messages, newest first (docs/product.md#admin-dashboard); read-only. */
export default async function AdminMessagesPage({ searchParams }: MessagesPageProps) {
  await requireRole('admin');
  await connection();
  const asked = (await searchParams).days;
  const days = FILTERS.find((filter) => String(filter.days) === asked)?.days ?? null;
  const messages = await listContactMessages(days);
  return (
    <PortalPage eyebrow="Admin Panel" title="Contact messages" width="wide" intro="What visitors sent through the contact form, newest first. Reply by e-mail or phone.">
      <nav aria-label="Filter messages" className="flex flex-wrap gap-2" data-test="message-filters">
        {FILTERS.map((filter) => (
          <Link
            key={filter.label}
            href={filter.days === null ? '/admin/messages' : `/admin/messages?days=${filter.days}`}
            aria-current={filter.days === days ? 'page' : undefined}
            className="rounded-full border border-slate-300 px-3 py-1 text-sm font-medium text-slate-800 aria-[current=page]:border-brand-700 aria-[current=page]:bg-brand-700 aria-[current=page]:text-white"
          >
            {filter.label}
          </Link>
        ))}
      </nav>
      <p className="mt-4 text-sm text-slate-700" role="status" data-test="messages-count">
        {messages.length === 1 ? '1 message' : `${messages.length} messages`}
        {messages.length === MESSAGE_LIST_LIMIT ? ` (the newest ${MESSAGE_LIST_LIMIT})` : ''}
      </p>
      {messages.length === 0 ? (
        <p className="mt-3 rounded-lg bg-slate-50 px-4 py-6 text-center text-slate-700">No message in this period.</p>
      ) : (
        <ul className="mt-3 space-y-3" data-test="messages">
          {messages.map((message) => (
            <li key={message.id} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm" data-test="message">
              <p className="font-semibold text-ink">{message.name}</p>
              <p className="text-sm break-words text-slate-700">
                <a href={`mailto:${message.email}`} className="text-brand-700 underline">
                  {message.email}
                </a>{' '}
                · {message.phone} · <time dateTime={message.createdAt}>{when.format(new Date(message.createdAt))} UTC</time>
              </p>
              <p className="mt-2 whitespace-pre-wrap break-words text-slate-800">{message.message}</p>
            </li>
          ))}
        </ul>
      )}
    </PortalPage>
  );
}
