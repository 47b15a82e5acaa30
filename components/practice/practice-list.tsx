import type { PracticeItem } from '@/lib/practice/items';
import { PracticeItemIcon } from './practice-item-icon';
import { PracticeItemLink } from './practice-item-link';

interface PracticeListProps {
  items: readonly PracticeItem[];
  /** Force the logged-in state (the student portal passes true); omitted, the stored identity decides. */
  loggedIn?: boolean;
  /** Heading level of each item's title, so the list fits under the page's own headings. */
  headingLevel?: 'h2' | 'h3';
  /** Ids of the exercises the learner completed: their cards say so. */
  completed?: readonly string[];
}

/** The practice items as cards; the whole card is the item's link. Shared by /practice and /student/practice. */
export function PracticeList({ items, loggedIn, headingLevel = 'h2', completed = [] }: PracticeListProps) {
  const Heading = headingLevel;
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((item) => (
        <li
          key={item.id}
          data-test="practice-item"
          data-completed={completed.includes(item.id) || undefined}
          className="group relative flex flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm transition-colors focus-within:border-brand-600 hover:border-brand-500 hover:shadow-md"
        >
          <div className="flex items-start gap-3">
            <span aria-hidden="true" className="grid size-10 shrink-0 place-items-center rounded-lg bg-brand-50 text-brand-700">
              <PracticeItemIcon id={item.id} />
            </span>
            <Heading className="pt-1.5 text-lg font-semibold text-ink">
              {/* The stretched ::after makes the whole card clickable while the title stays the link's name. */}
              <PracticeItemLink
                item={item}
                loggedIn={loggedIn}
                className="rounded after:absolute after:inset-0 after:rounded-xl group-hover:text-brand-700"
              >
                {item.title}
              </PracticeItemLink>
            </Heading>
          </div>
          <p className="mt-3 flex-1 text-sm leading-relaxed text-slate-700">{item.description}</p>
          <p className="mt-4 flex flex-wrap items-center justify-between gap-2 text-xs font-semibold uppercase tracking-wider text-brand-700">
            Hosted on QA Academy
            {completed.includes(item.id) ? (
              <span className="rounded-full bg-emerald-100 px-2 py-0.5 tracking-normal normal-case text-emerald-800" data-test="practice-item-completed">
                <span aria-hidden="true">✔</span> Completed
              </span>
            ) : null}
          </p>
        </li>
      ))}
    </ul>
  );
}
