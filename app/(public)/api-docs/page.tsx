import type { Metadata } from 'next';
import { PageHeader } from '@/components/layout/page-header';
import { ApiReference } from '@/components/practice/api-reference';
import { PRODUCT_API_DOCUMENT_PATH } from '@/lib/openapi/paths';

export const metadata: Metadata = {
  title: 'API reference',
  description: 'The OpenAPI reference of QA Academy\'s REST API: every route under /api, who may call it, its parameters, bodies, replies and errors.',
};

// /api-docs (docs/architecture.md#rest-api-document): the product API's generated OpenAPI document in the same
// self-hosted Swagger UI as the practice lab's reference (/practice/api-docs). Public like the document; "Try it out"
// calls the API as whoever is signed in to this site (the session cookie goes along).
export default function ApiDocsPage() {
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-12 sm:px-6 sm:py-16">
      <PageHeader
        eyebrow="Developers"
        title="API reference"
        intro={
          <>
            Every route of the site&apos;s REST API, generated from the code that answers it, one group per area: open a group to see its
            operations. Each operation says who may call it: anyone, a signed-in user, or an admin. &quot;Try it out&quot; calls it as you
            are signed in here. The document:{' '}
            <a className="underline" href={PRODUCT_API_DOCUMENT_PATH} data-test="openapi-json-link">
              JSON
            </a>
            . The practice lab&apos;s APIs, for your own tools, have{' '}
            <a className="underline" href="/practice/api-docs">
              a reference of their own
            </a>
            .
          </>
        }
      />
      <div className="mt-8">
        <ApiReference documentUrl={PRODUCT_API_DOCUMENT_PATH} docExpansion="none" />
      </div>
    </div>
  );
}
