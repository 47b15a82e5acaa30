'use client';

import { useId, useState } from 'react';
import { useIdentity } from '@/components/auth/identity-store';
import { filterPracticeItems, PRACTICE_ITEMS } from '@/lib/practice/items';
import { PracticeIntro } from './practice-intro';
import { PracticeList } from './practice-list';

interface PracticeBrowserProps {
  /** Force the logged-in state (the student portal passes true); omitted, the stored identity decides. */
  loggedIn?: boolean;
}

/**
 * The practice page's body (SPEC §2.4): the visitor intro, the search box and the items.
 * Server-rendered as a visitor sees it, so the list and its links work without JavaScript;
 * the filter and the logged-in links take over once the page is interactive.
 */
export function PracticeBrowser({ loggedIn }: PracticeBrowserProps) {
  const identity = useIdentity();
  const isLoggedIn = loggedIn ?? identity !== null;
  const [query, setQuery] = useState('');
  const inputId = useId();
  const items = filterPracticeItems(PRACTICE_ITEMS, query);
  const shownQuery = query.trim();

  return (
    <div className="space-y-8">
      {isLoggedIn ? null : <PracticeIntro />}

      {/* Without JavaScript, Enter runs the site search for the same words. */}
      <form role="search" action="/search" method="get" onSubmit={(event) => event.preventDefault()} className="max-w-xl">
        <label htmlFor={inputId} className="sr-only">
          Search practice items
        </label>
        <div className="relative">
          <svg
            aria-hidden="true"
            viewBox="0 0 20 20"
            fill="currentColor"
            className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-500"
          >
            <path
              fillRule="evenodd"
              d="M9 3.5a5.5 5.5 0 1 0 0 11 5.5 5.5 0 0 0 0-11ZM2 9a7 7 0 1 1 12.45 4.39l3.08 3.08a.75.75 0 1 1-1.06 1.06l-3.08-3.08A7 7 0 0 1 2 9Z"
              clipRule="evenodd"
            />
          </svg>
          <input
            id={inputId}
            type="search"
            name="q"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder="Search course content..."
            autoComplete="off"
            data-test="practice-search"
            className="w-full rounded-lg border border-slate-300 bg-white py-2.5 pr-3 pl-10 text-base shadow-sm placeholder:text-slate-500 focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none"
          />
        </div>
      </form>

      <div aria-live="polite">
        {items.length === 0 ? (
          <p data-test="practice-no-results" className="rounded-xl border border-slate-200 bg-white p-6 text-center text-slate-700">
            No results found for &quot;{shownQuery}&quot;.
          </p>
        ) : null}
      </div>

      {items.length > 0 ? <PracticeList items={items} loggedIn={isLoggedIn} /> : null}
    </div>
  );
}
