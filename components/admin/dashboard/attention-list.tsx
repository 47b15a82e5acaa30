import Link from 'next/link';
import { NEW_MESSAGE_DAYS, type AttentionItem } from '@/lib/admin/attention';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

function textOf(item: AttentionItem): { text: string; action: string } {
  switch (item.kind) {
    case 'no-videos':
      return {
        text: `${item.courses.map((course) => `${course.name} has no training videos while ${plural(course.paid, 'paid student is', 'paid students are')} enrolled`).join('; ')}.`,
        action: 'Upload a video',
      };
    case 'courses-without-rule':
      return { text: `${plural(item.courses.length, 'course has', 'courses have')} no certificate rule: ${item.courses.join(', ')}.`, action: 'Set the rules' };
    case 'new-messages':
      return { text: `${plural(item.count, 'contact message', 'contact messages')} in the last ${NEW_MESSAGE_DAYS} days.`, action: 'Read the messages' };
    case 'reviews':
      return { text: `${plural(item.count, 'review', 'reviews')} waiting for approval.`, action: 'Open the waiting reviews' };
  }
}

/** What needs the trainer, each with the link to where it is fixed; says so when nothing does. */
export function AttentionList({ items }: { items: AttentionItem[] }) {
  return (
    <section aria-labelledby="attention-heading" className="rounded-xl border border-amber-200 bg-amber-50 p-4 sm:p-6" data-test="attention">
      <h2 id="attention-heading" className="text-lg font-semibold text-ink">
        Needs attention
      </h2>
      {items.length === 0 ? (
        <p className="mt-2 text-sm text-slate-700">Nothing needs your attention.</p>
      ) : (
        <ul className="mt-3 space-y-2">
          {items.map((item) => {
            const { text, action } = textOf(item);
            return (
              <li key={item.kind} className="flex flex-wrap items-baseline justify-between gap-2 text-sm text-slate-800" data-test={`attention-${item.kind}`}>
                <span>{text}</span>
                <Link href={item.href} className="font-semibold text-brand-700 underline underline-offset-4">
                  {action}
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
