// The endpoints the page lists (docs/practice/book-list.md#endpoints). Plain data for ./endpoints-table.tsx.

export interface EndpointRow {
  method: string;
  path: string;
  what: string;
  /** The reply when it works, and what it carries. */
  success: string;
}

export const ENDPOINTS: readonly EndpointRow[] = [
  { method: 'GET, HEAD', path: '/books', what: 'A page of your books, filtered and sorted by the query', success: '200, X-Total-Count, Link' },
  { method: 'POST', path: '/books', what: 'Add a book (JSON or XML)', success: '201, Location, ETag' },
  { method: 'GET, HEAD', path: '/books/{id}', what: 'One book; If-None-Match with its ETag answers 304', success: '200, ETag' },
  { method: 'PUT', path: '/books/{id}', what: 'Replace the book whole; needs If-Match', success: '200, ETag' },
  { method: 'PATCH', path: '/books/{id}', what: 'Change some fields: application/merge-patch+json; needs If-Match', success: '200, ETag' },
  { method: 'DELETE', path: '/books/{id}', what: 'Delete the book and its reviews; needs If-Match', success: '204' },
  { method: 'GET, HEAD', path: '/books/{id}/reviews', what: 'A page of the book\'s reviews, oldest first', success: '200, X-Total-Count, Link' },
  { method: 'POST', path: '/books/{id}/reviews', what: 'Add a review', success: '201, Location' },
  { method: 'GET, HEAD', path: '/books/{id}/reviews/{reviewId}', what: 'One review', success: '200' },
  { method: 'DELETE', path: '/books/{id}/reviews/{reviewId}', what: 'Delete the review', success: '204' },
  { method: 'OPTIONS', path: 'every path', what: 'The methods the path takes', success: '200, Allow' },
];

export const QUERY_PARAMS: readonly { name: string; what: string }[] = [
  { name: 'page', what: 'The page, from 1 (default 1). Past the last page: 200 with an empty list.' },
  { name: 'limit', what: 'Books per page, 1 to 50 (default 10).' },
  { name: 'author', what: 'Books whose author contains this text, ignoring case.' },
  { name: 'genre', what: 'Books of this genre.' },
  { name: 'yearFrom, yearTo', what: 'Books published in these years, both included.' },
  { name: 'inStock', what: 'true or false.' },
  { name: 'q', what: 'Books whose title, author or a tag contains this text, ignoring case.' },
  { name: 'sort', what: 'Up to 3 fields, most important first; "-" sorts descending: sort=genre,-price.' },
];
