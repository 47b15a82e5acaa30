import Form from 'next/form';
import { MAX_QUERY_LENGTH } from '@/lib/search/search-content';
import { Button } from '@/components/ui/button';

/**
 * The site search box: a GET form to /search, so it works without JavaScript; with it, next/form
 * navigates on the client. The input is keyed by the query so it shows the query of the page.
 */
export function SearchForm({ query }: { query: string }) {
  return (
    <Form action="/search" role="search" className="flex max-w-2xl flex-col gap-3 sm:flex-row sm:items-end">
      <div className="flex-1">
        <label htmlFor="search-q" className="mb-1 block text-sm font-medium text-slate-700">
          Search
        </label>
        <input
          key={query}
          id="search-q"
          type="search"
          name="q"
          defaultValue={query}
          maxLength={MAX_QUERY_LENGTH}
          placeholder="e.g. Selenium, test case, ISTQB"
          autoComplete="off"
          data-test="search-input"
          className="w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base shadow-sm placeholder:text-slate-500 focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none"
        />
      </div>
      <Button type="submit" size="wide">
        Search
      </Button>
    </Form>
  );
}
