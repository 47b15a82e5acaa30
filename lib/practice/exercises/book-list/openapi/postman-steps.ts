import type { PostmanStep } from '@/lib/practice/openapi/postman-types';

// The Book List's Postman collection (docs/practice/book-list.md#postman): a clean journey that passes on any
// learner's shelf, fresh or not, since it makes its own book (a new valid ISBN each run) and deletes it again:
// list, create, read, revalidate (304), merge-patch with the ETag just read, a stale ETag refused (412), review it,
// delete the review and the book, and the book is gone (404). Each step's status, required headers and body
// schema are checked from the OpenAPI document (lib/practice/openapi/postman-collection.ts).

/** A valid ISBN-13 no seed book has (979 and nine random digits, then the check digit). */
const RANDOM_ISBN = `(function () {
  var digits = '979' + String(Math.floor(Math.random() * 1e9)).padStart(9, '0');
  var sum = 0;
  for (var i = 0; i < 12; i++) sum += Number(digits[i]) * (i % 2 === 0 ? 1 : 3);
  return digits + ((10 - (sum % 10)) % 10);
})()`;

const book = { id: '{{bookId}}' };

export const BOOK_LIST_POSTMAN_STEPS: readonly PostmanStep[] = [
  {
    name: 'List the first five books',
    operationId: 'listBooks',
    query: { limit: '5', sort: 'title' },
    status: 200,
    checks: { 'five books at most, in title order': "var titles = pm.response.json().map(function (b) { return b.title.toLowerCase(); });\npm.expect(titles.length).to.be.at.most(5);\npm.expect(titles).to.eql(titles.slice().sort());" },
  },
  {
    name: 'Create a book',
    operationId: 'createBook',
    before: { isbn: RANDOM_ISBN },
    body: { example: { title: 'Postman Was Here', isbn: '{{isbn}}', tags: ['postman'] } },
    status: 201,
    checks: { 'Location names the new book': "pm.expect(pm.response.headers.get('Location')).to.eql('/api/practice/v1/books/' + pm.response.json().id);" },
    keep: { bookId: 'pm.response.json().id' },
  },
  {
    name: 'Read it back',
    operationId: 'getBook',
    path: book,
    status: 200,
    checks: { 'it is the book just made': "pm.expect(pm.response.json().isbn).to.eql(pm.collectionVariables.get('isbn'));" },
    keep: { etag: "pm.response.headers.get('ETag')" },
  },
  { name: 'Revalidate with If-None-Match: 304', operationId: 'getBook', path: book, headers: { 'If-None-Match': '{{etag}}' }, status: 304 },
  {
    name: 'Merge-patch the price with If-Match',
    operationId: 'patchBook',
    path: book,
    headers: { 'If-Match': '{{etag}}' },
    body: { exactly: { price: 24.5 } },
    status: 200,
    checks: { 'the price changed, and so did the ETag': "pm.expect(pm.response.json().price).to.eql(24.5);\npm.expect(pm.response.headers.get('ETag')).to.not.eql(pm.collectionVariables.get('etag'));" },
    keep: { staleEtag: "pm.collectionVariables.get('etag')", etag: "pm.response.headers.get('ETag')" },
  },
  {
    name: 'A stale ETag is refused: 412',
    operationId: 'patchBook',
    path: book,
    headers: { 'If-Match': '{{staleEtag}}' },
    body: { exactly: { price: 1 } },
    status: 412,
    checks: { 'the code says why': "pm.expect(pm.response.json().code).to.eql('PRECONDITION_FAILED');" },
  },
  {
    name: 'Review it',
    operationId: 'addReview',
    path: book,
    body: { example: { reviewer: 'Postman', text: 'Ran green.' } },
    status: 201,
    keep: { reviewId: 'pm.response.json().id' },
  },
  {
    name: 'List its reviews',
    operationId: 'listReviews',
    path: book,
    status: 200,
    checks: { 'the one review': "pm.expect(pm.response.headers.get('X-Total-Count')).to.eql('1');" },
  },
  { name: 'Delete the review', operationId: 'deleteReview', path: { ...book, reviewId: '{{reviewId}}' }, status: 204 },
  { name: 'Delete the book with If-Match', operationId: 'deleteBook', path: book, headers: { 'If-Match': '{{etag}}' }, status: 204 },
  {
    name: 'It is gone: 404 problem',
    operationId: 'getBook',
    path: book,
    status: 404,
    checks: { 'BOOK_NOT_FOUND': "pm.expect(pm.response.json().code).to.eql('BOOK_NOT_FOUND');\npm.expect(pm.response.headers.get('Content-Type')).to.eql('application/problem+json');" },
  },
];
