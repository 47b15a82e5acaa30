// The Book List API's bounds (docs/practice/book-list.md#limits): learners fuzz it, so every list, string and body
// has a stated ceiling, answered with a clear 4xx past it. Plain data: the schemas, the handlers, the task sheet
// and the page all read these numbers.
export const BOOK_LIST_LIMITS = {
  /** Books one learner may keep (the 20 seed books count). */
  books: 100,
  /** Reviews on one book. */
  reviewsPerBook: 20,
  /** Reviews one learner may keep over all their books, so one shelf's document stays small. */
  reviewsPerLearner: 200,
  /** The largest request body, JSON or XML. */
  bodyBytes: 64 * 1024,
  /** A list's page size: `limit` runs from 1 to this. */
  pageSize: 50,
  /** A list's page size when `limit` is left out. */
  defaultPageSize: 10,
  /** The largest `page`. */
  page: 10_000,
  /** The longest value of a text query parameter (`q`, `author`, `sort`). */
  queryParam: 100,
  /** How many fields one `sort` may name. */
  sortFields: 3,
  title: 200,
  author: 100,
  tags: 10,
  tag: 30,
  reviewer: 60,
  reviewText: 1000,
  /** The oldest and newest `year` a book may have (printing with movable type, and a fixed ceiling). */
  yearMin: 1450,
  yearMax: 2100,
  pagesMax: 10_000,
  priceMax: 10_000,
} as const;
