import type { ExerciseDescriptor } from '../../exercise-descriptor';

// The Book List exercise (docs/practice/book-list.md): a REST API hosted in the lab, one book shelf per learner.
export const BOOK_LIST_EXERCISE = {
  id: 'book-list',
  name: 'Book List',
  title: 'Book List API',
  link: 'book-list',
  versions: ['v1'],
  defectPrefix: 'BKL',
  // REST names its resources: the books live at /api/practice/v1/books, not under the exercise's id.
  api: 'books',
  description:
    'Test a REST API end to end: list, filter, sort and page your own book shelf, create, replace, merge-patch and delete books and their reviews, in JSON or XML, with ETags, conditional requests and RFC 9457 problem details.',
  // The practice card's picture: an open book.
  icon: [{ path: 'M10 5c-2-1.5-4.5-2-7.5-2v12c3 0 5.5.5 7.5 2 2-1.5 4.5-2 7.5-2V3c-3 0-5.5.5-7.5 2Z' }, { path: 'M10 5v12' }],
} as const satisfies ExerciseDescriptor;
