import 'server-only';
import { readPracticeState } from '../../state-store';
import { BOOK_LIST_STATE } from './state';

// The clean journey of a REST API (docs/practice/book-list.md#completion): the learner created a book, changed one
// (PUT or PATCH) and deleted one, as the stored shelf records. A reset clears it with the shelf.
export async function isBookListCompleted(userId: string): Promise<boolean> {
  const { journey } = await readPracticeState(userId, BOOK_LIST_STATE);
  return journey.created && journey.updated && journey.deleted;
}
