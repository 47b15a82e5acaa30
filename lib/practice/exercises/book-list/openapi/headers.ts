import type { HeaderObject, ReferenceObject } from 'openapi3-ts/oas31';
import { PRACTICE_LIMIT } from '@/lib/practice/practice-limit-figures';
import { BOOK_LIST_ACCESS } from '../server/caller';

// The reply headers the document states (docs/practice/book-list.md#endpoints). `required` means every reply with
// that status carries it: the contract test fails a reply that lacks one.

const text = (description: string, example?: string): HeaderObject => ({ description, required: true, schema: { type: 'string', ...(example ? { examples: [example] } : {}) } });
const count = (description: string): HeaderObject => ({ description, required: true, schema: { type: 'integer', minimum: 0 } });

export const BOOK_LIST_HEADERS: Record<string, HeaderObject> = {
  ETag: text('A strong tag of the book\'s current state in this format ("<hash>" in JSON, "<hash>-xml" in XML). Send it back in If-Match to write, or If-None-Match to revalidate.', '"q2vB7xS0cQ1mZ3d9yH4eFw"'),
  Location: text('The address of the new resource.', '/api/practice/v1/books/21'),
  Link: text('RFC 8288 paging links: first and last always, prev from page 2, next before the last page.', '</api/practice/v1/books?page=2&limit=10>; rel="next"'),
  'X-Total-Count': count('How many items match the query, over all pages.'),
  'X-Total-Pages': count('How many pages there are at this limit (at least 1).'),
  Allow: text('The methods this path takes.', 'GET, HEAD, POST, OPTIONS'),
  'Accept-Patch': text('The patch format PATCH takes (RFC 5789).', 'application/merge-patch+json'),
  'RateLimit-Limit': count(`Requests a learner may send per window (${PRACTICE_LIMIT.requests} every ${PRACTICE_LIMIT.windowSeconds} s).`),
  'RateLimit-Remaining': count('Requests left in this window.'),
  'RateLimit-Reset': count('Seconds until the window starts again.'),
  'Retry-After': count('Seconds to wait before sending again.'),
  'WWW-Authenticate': {
    ...text('The bearer challenge (RFC 6750): `Bearer realm="practice"` without credentials, with `error="invalid_token"` for a token that is not live.', 'Bearer realm="practice"'),
    // Sent by the practice-token check; while the API still takes the site's session, its 401 has none.
    required: BOOK_LIST_ACCESS === ('practice-token' as string),
  },
};

export const headerRef = (name: keyof typeof BOOK_LIST_HEADERS & string): ReferenceObject => ({ $ref: `#/components/headers/${name}` });

/** The request limit's headers, on every reply to a counted request that got through. */
export const LIMIT_HEADERS = { 'RateLimit-Limit': headerRef('RateLimit-Limit'), 'RateLimit-Remaining': headerRef('RateLimit-Remaining'), 'RateLimit-Reset': headerRef('RateLimit-Reset') };
