import { DocumentLink } from '@/components/ui/document-link';
import type { ReactNode } from 'react';
import { PracticeItemLink } from '@/components/practice/practice-item-link';
import type { PracticeItem } from '@/lib/practice/items';
import type { SearchResults as Results } from '@/lib/search/search-content';
import { HighlightedText } from './highlighted-text';

const resultLinkClass = 'font-semibold text-brand-700 underline-offset-4 hover:text-brand-800 hover:underline';

/** The results of one search, grouped by kind, with the query highlighted wherever it matched. */
export function SearchResults({ results }: { results: Results<PracticeItem> }) {
  const { query, courses, chunks, practice, total } = results;
  return (
    <div className="space-y-10">
      <p data-test="search-summary" className="text-slate-700">
        {total === 1 ? '1 result' : `${total} results`} for <span className="font-semibold text-ink">&quot;{query}&quot;</span>
      </p>

      {courses.length > 0 ? (
        <ResultGroup id="results-courses" title="Courses" count={courses.length}>
          {courses.map((course) => (
            <ResultItem key={course.course_id} kind="Course">
              <h3 className="text-lg">
                <DocumentLink href={`/learning/${course.course_id}`} className={resultLinkClass}>
                  <HighlightedText text={course.course_name} query={query} />
                </DocumentLink>
              </h3>
              <p className="mt-1 text-slate-700">
                <HighlightedText text={course.course_title} query={query} />
              </p>
            </ResultItem>
          ))}
        </ResultGroup>
      ) : null}

      {chunks.length > 0 ? (
        <ResultGroup id="results-topics" title="Learning topics" count={chunks.length}>
          {chunks.map((chunk) => (
            <ResultItem key={chunk.chunk_id} kind={`Learning topic · ${chunk.course_name}`}>
              <h3 className="text-lg">
                <DocumentLink href={`/learning/${chunk.course_id}`} className={resultLinkClass}>
                  <HighlightedText text={chunk.chunk_title} query={query} />
                </DocumentLink>
              </h3>
              {chunk.lines.length > 0 ? (
                <ul className="mt-2 space-y-1.5 border-l-2 border-brand-200 pl-3 text-sm leading-relaxed text-slate-700">
                  {chunk.lines.map((line, index) => (
                    <li key={index}>
                      <HighlightedText text={line} query={query} />
                    </li>
                  ))}
                </ul>
              ) : null}
              {chunk.moreLines > 0 ? (
                <p className="mt-2 text-sm text-slate-600">
                  {chunk.moreLines === 1 ? '1 more matching note' : `${chunk.moreLines} more matching notes`} in this topic.
                </p>
              ) : null}
            </ResultItem>
          ))}
        </ResultGroup>
      ) : null}

      {practice.length > 0 ? (
        <ResultGroup id="results-practice" title="Practice items" count={practice.length}>
          {practice.map((item) => (
            <ResultItem key={item.id} kind="Practice">
              <h3 className="text-lg">
                <PracticeItemLink item={item} className={resultLinkClass}>
                  <HighlightedText text={item.title} query={query} />
                </PracticeItemLink>
              </h3>
              <p className="mt-1 text-slate-700">
                <HighlightedText text={item.description} query={query} />
              </p>
            </ResultItem>
          ))}
        </ResultGroup>
      ) : null}
    </div>
  );
}

function ResultGroup({ id, title, count, children }: { id: string; title: string; count: number; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="flex items-baseline gap-2 text-xl font-semibold text-ink">
        {title}
        <span className="rounded-full bg-slate-100 px-2 py-0.5 text-sm font-medium text-slate-700">{count}</span>
      </h2>
      <ul className="mt-4 space-y-3">{children}</ul>
    </section>
  );
}

function ResultItem({ kind, children }: { kind: string; children: ReactNode }) {
  return (
    <li data-test="search-result" className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <p className="mb-1 text-xs font-semibold uppercase tracking-wider text-slate-600">{kind}</p>
      {children}
    </li>
  );
}
