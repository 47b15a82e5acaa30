import type { PracticeItem } from '@/lib/practice/items';
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
              <ItemIcon />
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

function ItemIcon() {
  return (
    <svg viewBox="0 0 20 20" fill="currentColor" className="size-5">
      <path d="M1 1.75A.75.75 0 0 1 1.75 1h1.63c.6 0 1.13.41 1.28.99l.27 1.01h12.32a.75.75 0 0 1 .72.95l-1.6 5.75a1.75 1.75 0 0 1-1.69 1.3H6.3l.4 1.5h8.55a.75.75 0 0 1 0 1.5H6.12a.75.75 0 0 1-.72-.56L3.2 2.5H1.75A.75.75 0 0 1 1 1.75ZM6 17.5a1.5 1.5 0 1 1 3 0 1.5 1.5 0 0 1-3 0Zm7 0a1.5 1.5 0 1 1 3 0 1.5 1.5 0 0 1-3 0Z" />
    </svg>
  );
}
