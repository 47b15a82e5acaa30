import { SectionCard } from '@/components/practice/section-card';
import { BOOK_LIST_EXERCISE } from '../descriptor';
import { ContractLinksSection } from './contract-links';
import { EndpointsSection, ErrorCodesSection, LimitsSection, QueryParamsSection, SeedBooksSection } from './reference-sections';

// The Book List exercise page (docs/practice/book-list.md): the exercise is the API, so the page says where it is,
// how to call it and what it promises. No state of its own: a reset or a change of bug mode shows the same page.

const BASE_URL = `/api/practice/v1/${BOOK_LIST_EXERCISE.api}`;

export function BookListExercise() {
  return (
    <div className="grid gap-6" data-test="book-list-api">
      <SectionCard headingId="api-base-title" title="Base URL" description="On this site's address; every path below starts here." testId="api-base" size="roomy">
        <p className="mt-3 text-lg">
          <code className="rounded bg-slate-100 px-2 py-1 text-ink" data-test="api-base-url">
            {BASE_URL}
          </code>
        </p>
        <p className="mt-3 text-sm text-slate-700">
          JSON by default; send <code>Accept: application/xml</code> for XML, and a body as <code>application/json</code> or{' '}
          <code>application/xml</code>. Every book reply carries an <code>ETag</code>.
        </p>
      </SectionCard>
      <SectionCard headingId="api-auth-title" title="Authentication" description="The API answers the logged-in learner only: 401 otherwise." testId="api-auth" size="roomy">
        <p className="mt-3 text-sm text-slate-700">
          Call it from this browser with your session cookie, or log in with <code>POST /api/auth/login</code> and send the reply&apos;s{' '}
          <code>token</code> as <code>Authorization: Bearer &lt;token&gt;</code>.
        </p>
      </SectionCard>
      <ContractLinksSection />
      <EndpointsSection />
      <QueryParamsSection />
      <LimitsSection />
      <ErrorCodesSection />
      <SectionCard headingId="api-reset-title" title="Reset" description="Bring the seed shelf back." testId="api-reset" size="roomy">
        <p className="mt-3 text-sm text-slate-700">
          &ldquo;Reset my practice data&rdquo; above, or <code>POST /api/practice/v1/{BOOK_LIST_EXERCISE.id}/reset</code>, restores the 20 seed
          books and their reviews; ids start again at 21. Other learners&apos; shelves are never touched.
        </p>
      </SectionCard>
      <SeedBooksSection />
    </div>
  );
}
