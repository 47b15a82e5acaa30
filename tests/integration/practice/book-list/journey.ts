import { practiceCaller } from '@/tests/helpers/practice-http';
import type { TestUser } from '@/tests/helpers/users';
import type { ExerciseJourney } from '../journey';
import { tokenOf } from './book-api';
import { mountedPracticeRoute } from '@/lib/practice/routes/all-routes';
const { POST: createBook } = mountedPracticeRoute('/api/practice/v1/books');
const { DELETE: deleteBook, GET: getBook, PATCH: patchBook } = mountedPracticeRoute('/api/practice/v1/books/[id]');

const call = practiceCaller('v1/books');

// The clean journey of a REST API: a book created, changed with a merge patch and deleted, each write naming the
// ETag it read, with the learner's personal access token (the API takes no session). Answers the DELETE's status.
export const journey: ExerciseJourney = {
  async complete(user: TestUser) {
    const bearer = await tokenOf(user);
    const created = await call(createBook, {
      bearer,
      body: { title: 'Journey Book', author: 'A. Learner', isbn: '9780306406157', year: 2024, pages: 120, genre: 'technology', price: 10, inStock: true },
    });
    const id = String(created.json.id);
    const path = `/api/practice/v1/books/${id}`;
    const patched = await call(patchBook, {
      method: 'PATCH',
      path,
      bearer,
      params: { id },
      rawBody: JSON.stringify({ price: 12.5 }),
      headers: { 'content-type': 'application/merge-patch+json', 'if-match': created.headers.get('etag')! },
    });
    const read = await call(getBook, { path, bearer, params: { id } });
    if (read.headers.get('etag') !== patched.headers.get('etag')) return 500;
    return (await call(deleteBook, { method: 'DELETE', path, bearer, params: { id }, headers: { 'if-match': read.headers.get('etag')! } })).status;
  },
};
