'use client';

import { useId } from 'react';

interface ProductSearchProps {
  query: string;
  onQueryChange: (query: string) => void;
}

/** The catalogue filter: a name search, case-insensitive, applied as the learner types. */
export function ProductSearch({ query, onQueryChange }: ProductSearchProps) {
  const inputId = useId();
  return (
    // Enter must not reload the page and lose the cart: the filter already follows every keystroke.
    <form role="search" onSubmit={(event) => event.preventDefault()} className="min-w-0 flex-1">
      <label htmlFor={inputId} className="sr-only">
        Search products
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
          value={query}
          onChange={(event) => onQueryChange(event.target.value)}
          placeholder="Search vegetables..."
          autoComplete="off"
          data-test="product-search"
          className="w-full rounded-lg border border-slate-300 bg-white py-2.5 pr-3 pl-10 text-base shadow-sm placeholder:text-slate-500 focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none"
        />
      </div>
    </form>
  );
}
