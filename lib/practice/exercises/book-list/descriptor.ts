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
} as const satisfies ExerciseDescriptor;
