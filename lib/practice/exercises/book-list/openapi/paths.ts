import type { ParameterObject, PathsObject } from 'openapi3-ts/oas31';
import type { SchemaComponents } from '@/lib/practice/openapi/zod-components';
import { BOOK_LIST_EXERCISE } from '../descriptor';
import { headerRef } from './headers';
import { documentBody, mergePatchBody, pathItem } from './operations';
import { bookQueryRefs, pageQueryRefs, parameterRef } from './parameters';
import { BAD_QUERY, bodyRefusals, conflict, CROSS_SITE, notFound, PRECONDITIONS, success } from './responses';

// The Book List's paths (docs/practice/book-list.md#endpoints), relative to the document's server
// (/api/practice/v1): what each entry of its route table (../server/routes.ts) implements.

const paging = { 'X-Total-Count': headerRef('X-Total-Count'), 'X-Total-Pages': headerRef('X-Total-Pages'), Link: headerRef('Link') };
const etag = { ETag: headerRef('ETag') };
const BOOK = notFound(['BOOK_NOT_FOUND']);

export function bookListPaths(parameters: Record<string, ParameterObject>, components: SchemaComponents): PathsObject {
  const accept = parameterRef('Accept');
  const books = `/${BOOK_LIST_EXERCISE.api}`;
  return {
    [books]: pathItem({
      get: {
        operationId: 'listBooks',
        summary: 'List your books, a page at a time',
        description: 'Filters combine; `sort` names up to 3 fields. A page past the end is 200 with an empty list.',
        parameters: [...bookQueryRefs(parameters), accept],
        responses: { 200: success('A page of books', paging, 'BookList') },
        refusals: [BAD_QUERY],
      },
      post: {
        operationId: 'createBook',
        summary: 'Add a book',
        parameters: [accept],
        requestBody: documentBody('BookInput', 'The new book, in JSON or XML (root element <book>).'),
        responses: { 201: success('Created', { Location: headerRef('Location'), ...etag }, 'Book') },
        refusals: [CROSS_SITE, ...bodyRefusals('document'), conflict(['ISBN_TAKEN', 'BOOK_LIMIT_REACHED'])],
      },
    }),
    [`${books}/{id}`]: pathItem(
      {
        get: {
          operationId: 'getBook',
          summary: 'Read one book',
          parameters: [parameterRef('If-None-Match'), accept],
          responses: { 200: success('The book', etag, 'Book'), 304: success('Your copy is current', etag, null) },
          refusals: [BOOK],
        },
        put: {
          operationId: 'replaceBook',
          summary: 'Replace a book whole',
          description: 'A full replacement: every writable field. It cannot create a book (404).',
          parameters: [parameterRef('If-Match'), accept],
          requestBody: documentBody('BookInput', 'The book\'s new state, in JSON or XML. id, createdAt and updatedAt may be sent back as read: they are ignored.'),
          responses: { 200: success('The book as stored', etag, 'Book') },
          refusals: [CROSS_SITE, ...bodyRefusals('document'), BOOK, conflict(['ISBN_TAKEN']), ...PRECONDITIONS],
        },
        patch: {
          operationId: 'patchBook',
          summary: 'Change some fields of a book (JSON Merge Patch)',
          parameters: [parameterRef('If-Match'), accept],
          requestBody: mergePatchBody('BookMergePatch', 'The fields to set; null removes one.'),
          responses: { 200: success('The book as stored', etag, 'Book') },
          refusals: [CROSS_SITE, ...bodyRefusals('merge-patch'), BOOK, conflict(['ISBN_TAKEN']), ...PRECONDITIONS],
        },
        delete: {
          operationId: 'deleteBook',
          summary: 'Delete a book and its reviews',
          parameters: [parameterRef('If-Match'), accept],
          responses: { 204: success('Deleted', {}, null) },
          refusals: [CROSS_SITE, BOOK, ...PRECONDITIONS],
        },
      },
      [parameterRef('BookId')],
    ),
    [`${books}/{id}/reviews`]: pathItem(
      {
        get: {
          operationId: 'listReviews',
          summary: 'List a book\'s reviews, oldest first',
          parameters: [...pageQueryRefs(components), accept],
          responses: { 200: success('A page of reviews', paging, 'ReviewList') },
          refusals: [BAD_QUERY, BOOK],
        },
        post: {
          operationId: 'addReview',
          summary: 'Review a book',
          parameters: [accept],
          requestBody: documentBody('ReviewInput', 'The review, in JSON or XML (root element <review>).'),
          responses: { 201: success('Created', { Location: headerRef('Location') }, 'Review') },
          refusals: [CROSS_SITE, ...bodyRefusals('document'), BOOK, conflict(['REVIEW_LIMIT_REACHED'])],
        },
      },
      [parameterRef('BookId')],
    ),
    [`${books}/{id}/reviews/{reviewId}`]: pathItem(
      {
        get: { operationId: 'getReview', summary: 'Read one review', parameters: [accept], responses: { 200: success('The review', {}, 'Review') }, refusals: [notFound(['BOOK_NOT_FOUND', 'REVIEW_NOT_FOUND'])] },
        delete: {
          operationId: 'deleteReview',
          summary: 'Delete a review',
          parameters: [accept],
          responses: { 204: success('Deleted', {}, null) },
          refusals: [CROSS_SITE, notFound(['BOOK_NOT_FOUND', 'REVIEW_NOT_FOUND'])],
        },
      },
      [parameterRef('BookId'), parameterRef('ReviewId')],
    ),
  };
}
