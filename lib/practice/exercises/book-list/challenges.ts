import type { Challenge } from '../../challenge';
import { BOOK_LIST_EXERCISE } from './descriptor';

// The exercise's challenges (docs/practice/book-list.md#challenges): what a learner's own client may try against
// the API, each credited by the server the first time it sees it, from the learner's own requests. This list is
// public (the page shows it); how each is told lives in server/challenge-checks.ts. Ids never change.

const BOOKS = `/api/practice/v1/${BOOK_LIST_EXERCISE.api}`;

export const BOOK_LIST_CHALLENGES: readonly Challenge[] = [
  { id: 'BKL-C01', title: 'HEAD a book', description: `Send HEAD for one of your books (${BOOKS}/{id}) and get 200: its headers, no body.` },
  { id: 'BKL-C02', title: 'Get a 304', description: 'Read a book again with its ETag in If-None-Match and get 304 Not Modified.' },
  { id: 'BKL-C03', title: 'Make a 412 with a stale If-Match', description: 'Change or delete a book with an If-Match tag that is no longer its ETag: 412 Precondition Failed.' },
  { id: 'BKL-C04', title: 'Forget If-Match', description: 'Send PUT, PATCH or DELETE for a book without If-Match: 428 Precondition Required.' },
  { id: 'BKL-C05', title: 'Merge-patch a field', description: 'Change a book with PATCH and Content-Type application/merge-patch+json, naming its ETag: 200.' },
  { id: 'BKL-C06', title: 'Replace a book with PUT', description: 'Send the whole book with PUT and its current ETag in If-Match: 200.' },
  { id: 'BKL-C07', title: 'Delete a book safely', description: 'Delete one of your books with If-Match set to its current ETag: 204.' },
  { id: 'BKL-C08', title: 'XML in, XML out', description: 'Create a book by sending application/xml and asking for application/xml: 201 with an XML body.' },
  { id: 'BKL-C09', title: 'Two field errors at once', description: 'Send a book with two wrong fields and get one 422 whose errors name both (or more).' },
  { id: 'BKL-C10', title: 'Get a 406', description: 'Ask for a format the API does not speak (Accept) and get 406 Not Acceptable.' },
  { id: 'BKL-C11', title: 'Get a 415', description: 'Send a body in a media type the API does not read and get 415 Unsupported Media Type.' },
  { id: 'BKL-C12', title: 'Reuse an ISBN', description: 'Create or change a book with an ISBN another of your books has: 409 ISBN_TAKEN.' },
  { id: 'BKL-C13', title: 'Find a book that is not there', description: 'Ask for a well-formed book id your shelf does not have: 404 BOOK_NOT_FOUND.' },
  { id: 'BKL-C14', title: 'Page past the end', description: 'Ask the book list for a page after its last one: 200 with an empty list.' },
  { id: 'BKL-C15', title: 'Filter and sort at once', description: 'List books with a filter and a descending sort (sort=-field) in one request: 200.' },
  { id: 'BKL-C16', title: 'Break the list query', description: 'Send the book list a query it refuses: 400 INVALID_QUERY.' },
  { id: 'BKL-C17', title: 'Read a problem in XML', description: 'Get any refusal as application/problem+xml by asking for XML.' },
  { id: 'BKL-C18', title: 'Wait out the rate limit', description: 'Go past the request limit (429), wait the Retry-After seconds, and succeed again.' },
  { id: 'BKL-C19', title: 'Call with an OAuth client', description: 'Succeed with an access token from the client credentials grant (POST /api/practice/v1/oauth/token).' },
  { id: 'BKL-C20', title: 'Use an expired OAuth token', description: 'Call the API with an OAuth access token after it expired: 401 invalid_token.' },
];
