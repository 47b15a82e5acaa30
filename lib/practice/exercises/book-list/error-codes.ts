// The Book List API's own refusal codes (docs/practice/book-list.md#error-codes); the task sheet lists them, and each
// is the `code` member of an RFC 9457 problem detail. The shared ones (UNAUTHENTICATED, NOT_FOUND…) come from
// lib/api/error-codes.ts.
export const BOOK_LIST_ERROR_CODES = {
  BOOK_NOT_FOUND: 'The learner has no book with this id (another learner\'s books are never visible).',
  REVIEW_NOT_FOUND: 'The book has no review with this id.',
  VALIDATION_FAILED: 'A field of the book or review is missing or wrong (422); `errors` names each field and what is wrong with it.',
  INVALID_QUERY: 'A query parameter is wrong (400): a bad page or limit, an unknown sort field, a parameter given twice; `errors` names each.',
  INVALID_XML: 'The body is not well-formed XML, has a DOCTYPE, or its root element is not the one expected (400).',
  ISBN_TAKEN: 'Another of the learner\'s books already has this ISBN (409).',
  BOOK_LIMIT_REACHED: 'The learner keeps 100 books already (409); delete one or reset.',
  REVIEW_LIMIT_REACHED: 'The book has 20 reviews, or the shelf 200 (409); delete one first.',
  NOT_ACCEPTABLE: 'Accept names neither JSON nor XML (406).',
  PRECONDITION_REQUIRED: 'PUT, PATCH or DELETE of a book without If-Match (428).',
  PRECONDITION_FAILED: 'If-Match does not match the book\'s current ETag (412): someone changed it since it was read.',
} as const;
