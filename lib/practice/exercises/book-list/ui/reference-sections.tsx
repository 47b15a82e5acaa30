import { SectionCard } from '@/components/practice/section-card';
import { BOOK_LIST_LIMITS as L } from '../limits';
import { problemAnchor } from '../problem-type';
import { seedBooks } from '../seed-books';
import { TASK_SHEET } from '../task-sheet-data';
import { DataTable } from '@/components/practice/data-table';
import { ENDPOINTS, QUERY_PARAMS } from './endpoints';

// The reference parts of the Book List page: endpoints, query, limits, error codes and the seed shelf.

const code = (text: string) => <code className="text-ink">{text}</code>;

export function EndpointsSection() {
  return (
    <SectionCard headingId="api-endpoints-title" title="Endpoints" description="Paths are under the base URL." testId="api-endpoints" size="roomy">
      <DataTable
        label="Endpoints"
        headings={['Method', 'Path', 'What it does', 'Success']}
        rows={ENDPOINTS.map((row) => ({ key: `${row.method} ${row.path}`, cells: [code(row.method), code(row.path), row.what, row.success] }))}
      />
    </SectionCard>
  );
}

export function QueryParamsSection() {
  return (
    <SectionCard headingId="api-query-title" title="List query" description="Parameters of GET /books (page and limit also on reviews). Unknown parameters are ignored; a known one given twice is 400." testId="api-query-params" size="roomy">
      <DataTable label="Query parameters" headings={['Parameter', 'Meaning']} rows={QUERY_PARAMS.map((row) => ({ key: row.name, cells: [code(row.name), row.what] }))} />
    </SectionCard>
  );
}

export function LimitsSection() {
  const limits = [
    `${L.books} books per learner, ${L.reviewsPerBook} reviews per book, ${L.reviewsPerLearner} reviews per learner: past them, 409.`,
    `Bodies up to ${L.bodyBytes / 1024} KB (413 past it); a page holds 1 to ${L.pageSize} items; query texts up to ${L.queryParam} characters.`,
    `title up to ${L.title} characters, author ${L.author}, up to ${L.tags} tags of ${L.tag} characters, reviewer ${L.reviewer}, review text ${L.reviewText}.`,
    `year ${L.yearMin}–${L.yearMax}, pages 1–${L.pagesMax}, price 0–${L.priceMax} with at most two decimals, rating 1–5.`,
    'The practice API takes 200 requests per learner every 10 seconds: past it, 429 with Retry-After.',
  ];
  return (
    <SectionCard headingId="api-limits-title" title="Limits" description="Every list, string and body is bounded." testId="api-limits" size="roomy">
      <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-slate-700">
        {limits.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </SectionCard>
  );
}

export function ErrorCodesSection() {
  return (
    <SectionCard
      headingId="api-error-codes-title"
      title="API error codes"
      description="Every refusal is a problem detail (RFC 9457); its code is one of these, and its type links to the code's row here."
      testId="api-error-codes"
      size="roomy"
    >
      <DataTable
        label="API error codes"
        headings={['code', 'When']}
        rows={TASK_SHEET.errorCodes.map((row) => ({ key: row.code, id: problemAnchor(row.code), cells: [code(row.code), row.when] }))}
      />
    </SectionCard>
  );
}

export function SeedBooksSection() {
  return (
    <SectionCard headingId="seed-books-title" title="Seed books" description="Your shelf at the start and after every reset." testId="seed-books" size="roomy">
      <DataTable
        label="Seed books"
        headings={['id', 'Title', 'Author', 'ISBN']}
        rows={seedBooks().map((book) => ({ key: String(book.id), cells: [String(book.id), book.title, book.author, code(book.isbn)] }))}
      />
    </SectionCard>
  );
}
