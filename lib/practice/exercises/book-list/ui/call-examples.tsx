'use client';

import { useSyncExternalStore } from 'react';

// How to call the API from a terminal (docs/practice/book-list.md#authentication): a personal token sent as a bearer
// token, and the OAuth client credentials flow, as curl commands with this site's own address filled in. The address
// is the browser's; the server renders a placeholder, replaced once the page is live (no hydration mismatch).

const noSubscription = () => () => {};
const siteOrigin = () => window.location.origin;
const PLACEHOLDER_ORIGIN = 'https://this-site';

interface CallExamplesProps {
  /** The API's path, /api/practice/v1/books. */
  basePath: string;
  /** The OAuth token endpoint's path. */
  tokenPath: string;
}

/** One shell command: scrolls sideways on a narrow screen, focusable so a keyboard can scroll it. */
function Command({ label, testId, text }: { label: string; testId: string; text: string }) {
  return (
    <figure className="mt-3">
      <figcaption className="text-sm font-medium text-slate-700">{label}</figcaption>
      <pre tabIndex={0} role="region" aria-label={label} data-test={testId} className="mt-1 overflow-x-auto rounded-lg bg-slate-900 p-3 text-sm text-slate-100">
        <code>{text}</code>
      </pre>
    </figure>
  );
}

export function CallExamples({ basePath, tokenPath }: CallExamplesProps) {
  const origin = useSyncExternalStore(noSubscription, siteOrigin, () => PLACEHOLDER_ORIGIN);
  return (
    <div data-test="api-call-examples">
      <Command label="Your books, with a personal access token" testId="api-curl-books" text={`curl -H "Authorization: Bearer $TOKEN" ${origin}${basePath}`} />
      <Command
        label="An OAuth access token, from a client's id and secret (valid 15 minutes)"
        testId="api-curl-oauth-token"
        text={`curl -u "$CLIENT_ID:$CLIENT_SECRET" -d grant_type=client_credentials ${origin}${tokenPath}`}
      />
      <Command label="The same books, with the access token" testId="api-curl-oauth-books" text={`curl -H "Authorization: Bearer $ACCESS_TOKEN" ${origin}${basePath}`} />
    </div>
  );
}
