import type { Metadata } from 'next';
import { PageHeader } from '@/components/layout/page-header';
import { ApiReference } from '@/components/practice/api-reference';

export const metadata: Metadata = {
  title: 'Practice API reference',
  description: 'The OpenAPI reference of the practice lab\'s REST APIs: every path, parameter, body, response and error, to read and to try with your own token.',
};

const DOCUMENT = '/api/practice/v1/openapi.json';

// /practice/api-docs (docs/architecture.md#api-contract): the generated OpenAPI document in Swagger UI, inside the
// site's layout. Public like the document; trying a call needs the learner's own practice token.
export default function ApiDocsPage() {
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-12 sm:px-6 sm:py-16">
      <PageHeader
        eyebrow="Practice lab"
        title="Practice API reference"
        intro={
          <>
            Every path of the lab&apos;s REST APIs, generated from the code that answers them. To try a call, choose <strong>Authorize</strong> and
            paste a personal access token of yours (or an OAuth client&apos;s id and secret). The document:{' '}
            <a className="underline" href={DOCUMENT} data-test="openapi-json-link">
              JSON
            </a>
            ,{' '}
            <a className="underline" href="/api/practice/v1/openapi.yaml" data-test="openapi-yaml-link">
              YAML
            </a>
            .
          </>
        }
      />
      <div className="mt-8">
        <ApiReference documentUrl={DOCUMENT} />
      </div>
    </div>
  );
}
