import type { Metadata } from 'next';
import { DocumentLink } from '@/components/ui/document-link';
import type { ReactNode } from 'react';
import { SearchForm } from '@/components/search/search-form';
import { SearchResults } from '@/components/search/search-results';
import { listLearningCoursesWithChunks } from '@/lib/learning/queries';
import { PRACTICE_ITEMS } from '@/lib/practice/items';
import { normalizeQuery, searchContent } from '@/lib/search/search-content';
import { PageHeader } from '@/components/layout/page-header';

interface SearchPageProps {
  searchParams: Promise<{ q?: string | string[] }>;
}

const SUGGESTIONS = ['Selenium', 'test case', 'ISTQB', 'API', 'defect'] as const;

export async function generateMetadata({ searchParams }: SearchPageProps): Promise<Metadata> {
  const query = normalizeQuery((await searchParams).q);
  // Result pages are endless variations of the same content: keep them out of search engines.
  return query ? { title: `Search: ${query}`, robots: { index: false, follow: true } } : { title: 'Search' };
}

// Read on the server from ?q=, so a plain GET form (and a shared link) works without JavaScript.
export default async function SearchPage({ searchParams }: SearchPageProps) {
  const query = normalizeQuery((await searchParams).q);
  const results = query
    ? searchContent(query, { courses: await listLearningCoursesWithChunks(), practiceItems: PRACTICE_ITEMS })
    : null;

  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-12 sm:px-6 sm:py-16">
      <PageHeader className="" title="Search" intro="Find courses, learning topics and practice exercises in one place." />

      <div className="mt-8">
        <SearchForm query={query} />
      </div>

      <div className="mt-10">
        {!results ? (
          <Prompt>
            <p>Type a word or phrase and press Search. For example:</p>
            <Suggestions />
          </Prompt>
        ) : results.total === 0 ? (
          <Prompt>
            <p data-test="search-no-results" className="font-medium text-ink">
              No results found for &quot;{query}&quot;.
            </p>
            <p className="mt-2">Check the spelling, use fewer words, or try one of these:</p>
            <Suggestions />
          </Prompt>
        ) : (
          <SearchResults results={results} />
        )}
      </div>
    </div>
  );
}

function Prompt({ children }: { children: ReactNode }) {
  return <div className="rounded-xl border border-slate-200 bg-white p-6 text-slate-700">{children}</div>;
}

function Suggestions() {
  return (
    <ul className="mt-3 flex flex-wrap gap-2">
      {SUGGESTIONS.map((term) => (
        <li key={term}>
          <DocumentLink
            href={`/search?q=${encodeURIComponent(term)}`}
            className="inline-block rounded-full border border-slate-300 bg-white px-3 py-1 text-sm font-medium text-slate-800 transition-colors hover:border-brand-600 hover:text-brand-700"
          >
            {term}
          </DocumentLink>
        </li>
      ))}
    </ul>
  );
}
