import { errorCodeList } from '../../error-code-list';
import type { TaskSheet } from '../../task-sheet-types';
import { BOOK_LIST_ERROR_CODES } from './error-codes';
import { BOOK_LIST_LIMITS as L } from './limits';
import { SORT_FIELDS } from './sort';
import { TOOL_CALLS } from './tool-calls';

// The Book List task sheet (docs/practice/book-list.md). Plain data; the numbers come from the exercise's own
// limits, so the sheet, the page and the API cannot disagree.

export const TASK_SHEET: TaskSheet = {
  summary:
    'A REST API to test with your HTTP tool of choice (Playwright request, REST Assured, requests, Postman…): your own shelf of books and their reviews at /api/practice/v1/books, ' +
    'in JSON or XML, with paging links, filters and sorting, ETags and conditional requests, JSON Merge Patch, and RFC 9457 problem details for every refusal.',
  whatToTest: [
    'Every call needs a practice token as Authorization: Bearer <token>: a personal access token made on this page (shown once; rotate and revoke it here) or an OAuth access token from POST /api/practice/v1/oauth/token (client credentials). Without one: 401 UNAUTHENTICATED with WWW-Authenticate: Bearer; a wrong, expired, rotated or revoked one: 401 INVALID_TOKEN. The site\'s session cookie is not a token.',
    'Your shelf starts with 20 seed books (ids 1–20) and 5 reviews; it is yours alone, and "Reset my practice data" (or POST /api/practice/v1/book-list/reset) brings it back.',
    `GET /books answers a page (page from 1, limit 1–${L.pageSize}, default ${L.defaultPageSize}) with X-Total-Count and a Link header (first, prev, next, last); a page past the end is 200 with an empty list.`,
    `Filters: author and q (title, author or tag) contain the text ignoring case; genre, yearFrom/yearTo, inStock=true|false. sort takes up to ${L.sortFields} of ${SORT_FIELDS.join(', ')}, "-" for descending; an unknown field is 400 INVALID_QUERY.`,
    'POST /books → 201 with Location and ETag; GET /books/{id} → 200 with ETag, and 304 for If-None-Match with that tag; HEAD answers the same headers without a body.',
    'PUT (a full replacement) and PATCH (application/merge-patch+json, null removes a field) and DELETE (204) need If-Match with the current ETag: 428 without it, 412 when it is stale.',
    'Every field is checked: an ISBN-13 with a valid check digit and unique on your shelf (409 ISBN_TAKEN), a genre from the list, a year, pages, price with two decimals; a wrong field is 422 with errors per field.',
    'Accept picks JSON or XML (q-values count); anything else is 406. Bodies are JSON or XML by Content-Type (415 otherwise); XML with a DOCTYPE is refused.',
    'Every refusal is application/problem+json (or +xml when you prefer XML): type, title, status, detail, instance, code, and errors for 422.',
    `Limits: ${L.books} books, ${L.reviewsPerBook} reviews per book and ${L.reviewsPerLearner} per shelf (409 past them), bodies of ${L.bodyBytes / 1024} KB (413), strings and query parameters bounded.`,
  ],
  testIdeas: [
    'Walk every page with the Link header\'s next until it is gone; the books you collected must be X-Total-Count long, each once.',
    'Sort by each field both ways and check the order yourself; combine two fields (genre,-price).',
    'Create a book in XML and read it in JSON (and back): the same values, the same ETag apart from its -xml suffix.',
    'Change a book from two clients: the second write with the first ETag must be 412, and nothing it sent may be stored.',
    'Fuzz the body: wrong types, huge strings, ISBNs with one digit changed, unknown fields, an XML bomb, a 70 KB body, malformed JSON. Every reply must be a 4xx problem detail, never a 500.',
    'Use two learners\' tokens: one learner\'s new, changed or deleted books never show on the other\'s shelf (their ids answer 404).',
    'Rotate a token and call with the old secret (401 at once), then with the new one; revoke it and call again. Fetch an OAuth token with a wrong secret, with Basic and the body at once, and with a grant_type other than client_credentials.',
    'Send every method to every path: OPTIONS lists Allow, anything else is 405 with Allow.',
    'Run the request limit into 429 and check Retry-After and the RateLimit-* headers.',
  ],
  timings: ['No delays: every reply comes at once. The request limit applies: 200 requests every 10 seconds per learner.'],
  selectors: [
    { hook: 'book-list-api', what: 'The page describing the API' },
    { hook: 'api-base-url', what: 'The API\'s base URL, /api/practice/v1/books' },
    { hook: 'practice-credentials', what: 'Your practice credentials: personal access tokens and OAuth clients' },
    { hook: 'token-name-input', what: 'The name of a new personal access token' },
    { hook: 'token-create', what: 'Create the token' },
    { hook: 'secret-value', what: 'The new secret (token or client secret), shown once; its Copy button is secret-copy' },
    { hook: 'token-row', what: 'One token in the list (data-id is its id): token-rotate, token-revoke, token-last-used' },
    { hook: 'client-name-input', what: 'The name of a new OAuth client; client-create creates it' },
    { hook: 'client-row', what: 'One OAuth client (client-client-id, client-rotate, client-delete)' },
    { hook: 'api-auth', what: 'How to authenticate: Authorization: Bearer <token>, and the OAuth token request' },
    { hook: 'api-curl-books', what: 'The curl call of GET /books with a personal access token' },
    { hook: 'api-curl-oauth-token', what: 'The curl request of an OAuth access token (client credentials)' },
    { hook: 'api-endpoints', what: 'The table of endpoints: method, path, what it does' },
    { hook: 'api-query-params', what: 'The list query parameters' },
    { hook: 'api-limits', what: 'The limits (books, reviews, body, page size)' },
    { hook: 'api-error-codes', what: 'The error codes; each row\'s id is the anchor a problem\'s `type` points at' },
    { hook: 'api-reset', what: 'How to bring the seed shelf back' },
    { hook: 'seed-books', what: 'The 20 seed books: id, title, author, ISBN' },
  ],
  toolCalls: TOOL_CALLS,
  errorCodes: errorCodeList(BOOK_LIST_ERROR_CODES, ['INVALID_TOKEN', 'INVALID_JSON', 'UNSUPPORTED_MEDIA_TYPE', 'PAYLOAD_TOO_LARGE']),
  errorCodesOnExercise: { title: 'API error codes', anchor: 'api-error-codes-title', hook: 'api-error-codes' },
  reportAreas: [
    { id: 'create', label: 'Creating a book (POST /books)' },
    { id: 'read', label: 'Reading a book (GET /books/{id})' },
    { id: 'list', label: 'Listing books: filters and sorting' },
    { id: 'paging', label: 'Listing books: pages and Link' },
    { id: 'replace', label: 'Replacing a book (PUT)' },
    { id: 'patch', label: 'Patching a book (PATCH)' },
    { id: 'delete', label: 'Deleting a book' },
    { id: 'conditional', label: 'ETags and conditional requests' },
    { id: 'reviews', label: 'Reviews' },
    { id: 'formats', label: 'JSON, XML and content types' },
    { id: 'errors', label: 'Problem details and error codes' },
    { id: 'auth', label: 'Credentials and the request limit' },
  ],
};
