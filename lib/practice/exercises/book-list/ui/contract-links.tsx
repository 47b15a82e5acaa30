import { SectionCard } from '@/components/practice/section-card';
import { BOOK_LIST_CONTRACT_LINKS as LINKS } from '../openapi/addresses';

// Where the API's contract is (docs/practice/book-list.md#api-contract): the browsable reference, the OpenAPI
// document it is generated into, and the Postman collection and environment generated from that.

const link = 'font-medium text-brand-700 underline hover:text-brand-800';

export function ContractLinksSection() {
  return (
    <SectionCard headingId="api-contract-title" title="OpenAPI and Postman" description="The API's contract, generated from the code that answers it." testId="api-contract" size="roomy">
      <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-slate-700">
        <li>
          <a className={link} href={LINKS.reference} data-test="api-reference-link">
            Browse the API reference
          </a>{' '}
          and try each call with your token (Authorize).
        </li>
        <li>
          The OpenAPI 3.1 document:{' '}
          <a className={link} href={LINKS.openapiJson} data-test="openapi-json-link">
            openapi.json
          </a>{' '}
          or{' '}
          <a className={link} href={LINKS.openapiYaml} data-test="openapi-yaml-link">
            openapi.yaml
          </a>
          .
        </li>
        <li>
          For Postman or newman: the{' '}
          <a className={link} href={LINKS.postmanCollection} download data-test="postman-collection-link">
            collection
          </a>{' '}
          and its{' '}
          <a className={link} href={LINKS.postmanEnvironment} download data-test="postman-environment-link">
            environment
          </a>
          ; set the environment&apos;s <code>token</code> to a personal access token of yours.
        </li>
      </ul>
    </SectionCard>
  );
}
