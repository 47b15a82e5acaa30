'use client';

import { useId } from 'react';
import { SearchInput } from '@/components/ui/search-input';

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
      <SearchInput
        id={inputId}
        label="Search products"
        placeholder="Search vegetables..."
        value={query}
        onChange={onQueryChange}
        data-test="product-search"
      />
    </form>
  );
}
