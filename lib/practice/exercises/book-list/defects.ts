import 'server-only';
import type { PlantedDefect } from '../../defects/types';

// The planted defects of this exercise (docs/product.md#bug-mode); live only when the learner's bug mode is on. All
// seven are in the API, none in the page. Where each lives: BKL-01 in ./server/replies/collection.ts, BKL-02 in
// ./server/select-books.ts, BKL-03 in ./server/replies/book.ts, BKL-04 in ./server/books.ts, BKL-05 in
// ./server/http/etag.ts, BKL-06 in ./server/replies/reviews.ts (its wait in ./server/timing.ts), BKL-07 in
// ./server/replies/reviews.ts.
export const BOOK_LIST_DEFECTS: readonly PlantedDefect[] = [
  {
    id: 'BKL-01',
    exercise: 'book-list',
    category: 'functional',
    difficulty: 'easy',
    summary: 'POST /books answers 200 instead of 201 Created, though it created the book (Location and ETag are still sent).',
    expected: 'A created book is answered 201 with Location naming the new book and its ETag.',
    hints: [
      'Check the status code of every write, not only whether the body looks right.',
      'Create a book and compare its status with what RFC 9110 and the endpoint table say a creation answers.',
    ],
    report: { areas: ['create'], observed: [/201|200|status/] },
    evidence: { server: true },
  },
  {
    id: 'BKL-02',
    exercise: 'book-list',
    category: 'functional',
    difficulty: 'medium',
    summary: 'Pages after the first start one book early: page 2 repeats the last book of page 1, and the last matching book is on no page.',
    expected: 'Page n holds books (n-1)·limit+1 to n·limit of the sorted list; walking every page collects X-Total-Count books, each once.',
    hints: [
      'Walk every page of a list and compare what you collected with X-Total-Count.',
      'Note the last book of page 1 and the first book of page 2, with a small limit such as 5.',
    ],
    report: { areas: ['paging', 'list'], observed: [/page/, /repeat|duplicat|twice|again|missing|skip|never|last book|early|overlap|shift/] },
    evidence: { server: true },
  },
  {
    id: 'BKL-03',
    exercise: 'book-list',
    category: 'functional',
    difficulty: 'medium',
    summary: 'PATCH ignores the price in a merge patch: the reply is 200 and every other field changes, but the price stays as it was.',
    expected: 'Every member of a merge patch is applied: {"price": 12.5} sets the price to 12.5.',
    hints: [
      'Merge-patch each writable field on its own and read the book back after each.',
      'Patch the price, alone and together with another field, and compare the stored price with what you sent.',
    ],
    report: { areas: ['patch'], observed: [/price/] },
    evidence: { server: true },
  },
  {
    id: 'BKL-04',
    exercise: 'book-list',
    category: 'validation',
    difficulty: 'easy',
    summary: 'POST /books accepts an ISBN that another book on the shelf already has: 201 instead of 409 ISBN_TAKEN (PUT still refuses it).',
    expected: 'A new book whose ISBN is already on the shelf is refused with 409 ISBN_TAKEN, and nothing is stored.',
    hints: [
      'Test the rules that span books, not only the rules of one field.',
      'Create a book with the ISBN of a seed book, then try the same through PUT.',
    ],
    report: { areas: ['create', 'errors'], observed: [/isbn/, /duplicat|same|already|taken|unique|409|twice|exist/] },
    evidence: { server: true },
  },
  {
    id: 'BKL-05',
    exercise: 'book-list',
    category: 'functional',
    difficulty: 'hard',
    summary: 'A book\'s ETag never changes after an update: If-None-Match with the old tag answers 304 for a changed book, and a stale If-Match still writes.',
    expected: 'Every change of a book gives a new ETag: the old tag gets 200 with the new state on a read, and 412 on a write.',
    hints: [
      'Compare the ETag before and after every write.',
      'Change a book, then send If-None-Match and If-Match with the tag you read before the change.',
    ],
    report: { areas: ['conditional', 'patch', 'replace'], observed: [/etag|\btag\b|304|412|if-none-match|if-match/, /change|same|never|stale|old|not (change|updat)/] },
    evidence: { server: true },
  },
  {
    id: 'BKL-06',
    exercise: 'book-list',
    category: 'performance',
    difficulty: 'easy',
    summary: 'GET /books/{id}/reviews answers after about 2 seconds, where every other reply comes at once.',
    expected: 'Every reply comes at once, as the task sheet states; reading reviews is no slower than reading books.',
    hints: [
      'Time your requests and compare them with the timings on the task sheet.',
      'Measure the reviews list of a book against the book itself.',
    ],
    report: { areas: ['reviews'], observed: [/slow|delay|seconds?\b|\d+ ?(s|ms)\b|wait|late|long|took|takes|timing/] },
    evidence: { server: true },
  },
  {
    id: 'BKL-07',
    exercise: 'book-list',
    category: 'functional',
    difficulty: 'medium',
    summary: 'GET /books/{id}/reviews/{reviewId} labels its JSON body text/plain, so clients that parse by Content-Type do not read it as JSON.',
    expected: 'Every JSON reply is labelled application/json (problems application/problem+json).',
    hints: [
      'Check the Content-Type header of every reply, not only the body.',
      'Compare the Content-Type of one review with that of the reviews list.',
    ],
    report: { areas: ['reviews', 'formats'], observed: [/content-type|content type|media type|text\/plain|plain/] },
    evidence: { server: true },
  },
];
