import { PracticeCredentials } from '@/components/practice/practice-credentials/practice-credentials';
import { SectionCard } from '@/components/practice/section-card';
import { BOOK_LIST_EXERCISE } from '../descriptor';
import { CallExamples } from './call-examples';
import { ContractLinksSection } from './contract-links';
import { EndpointsSection, ErrorCodesSection, LimitsSection, QueryParamsSection, SeedBooksSection } from './reference-sections';
import { ChallengeList } from '@/components/practice/challenge-list';

// The Book List exercise page (docs/practice/book-list.md): the exercise is the API, so the page starts where a
// learner starts, with the practice credentials their tools call it with, then says where it is, how to call it and
// what it promises. No state of its own beyond the credentials: a reset or a change of bug mode shows the same page.

const BASE_URL = `/api/practice/v1/${BOOK_LIST_EXERCISE.api}`;
const TOKEN_URL = '/api/practice/v1/oauth/token';

export function BookListExercise() {
  return (
    <div className="grid gap-6" data-test="book-list-api">
      <div className="min-w-0">
        <PracticeCredentials />
      </div>
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
      <SectionCard
        headingId="api-auth-title"
        title="Authentication"
        description="A practice token, never your login: without one, 401 with WWW-Authenticate: Bearer."
        testId="api-auth"
        size="roomy"
      >
        <p className="mt-3 text-sm text-slate-700">
          Create a personal access token above and send it on every call as{' '}
          <code className="break-all" data-test="api-auth-header">
            Authorization: Bearer &lt;token&gt;
          </code>
          , or create an OAuth client and ask <code>POST {TOKEN_URL}</code> for an access token (client credentials grant). Your tokens reach
          your own books only. The session cookie of this site is not accepted, and a practice token does not log in to the site.
        </p>
        <CallExamples basePath={BASE_URL} tokenPath={TOKEN_URL} />
      </SectionCard>
      <ContractLinksSection />
      <EndpointsSection />
      <QueryParamsSection />
      <LimitsSection />
      <ErrorCodesSection />
      <ChallengeList exercise={BOOK_LIST_EXERCISE.id} />
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
