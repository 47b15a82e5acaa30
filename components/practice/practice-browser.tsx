'use client';

import { useId, useState } from 'react';
import { useIdentity } from '@/components/auth/identity-store';
import { SearchInput } from '@/components/ui/search-input';
import { filterPracticeItems, PRACTICE_ITEMS } from '@/lib/practice/items';
import { PracticeIntro } from './practice-intro';
import { PracticeList } from './practice-list';

interface PracticeBrowserProps {
  /** Force the logged-in state (the student portal passes true); omitted, the stored identity decides. */
  loggedIn?: boolean;
  /** The exercises the learner completed (the student portal passes them, docs/product.md#progress). */
  completed?: readonly string[];
}

/**
 * The practice page's body (docs/product.md#practice): the visitor intro, the search box and the items.
 * Server-rendered as a visitor sees it, so the list and its links work without JavaScript;
 * the filter and the logged-in links take over once the page is interactive.
 */
export function PracticeBrowser({ loggedIn, completed }: PracticeBrowserProps) {
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
        <SearchInput
          id={inputId}
          label="Search practice items"
          placeholder="Search practice exercises…"
          name="q"
          value={query}
          onChange={setQuery}
          data-test="practice-search"
        />
      </form>

      <div aria-live="polite">
        {items.length === 0 ? (
          <p data-test="practice-no-results" className="rounded-xl border border-slate-200 bg-white p-6 text-center text-slate-700">
            No results found for &quot;{shownQuery}&quot;.
          </p>
        ) : null}
      </div>

      {items.length > 0 ? <PracticeList items={items} loggedIn={isLoggedIn} completed={completed} /> : null}
    </div>
  );
}
