import 'server-only';
import { readPracticeState, updatePracticeState } from '@/lib/practice/state-store';
import type { Shelf } from '../shelf';
import { BOOK_LIST_STATE } from '../state';

// The learner's shelf through the lab's state store (lib/practice/state-store.ts): reads come from memory while
// nothing was written; a change runs in the learner's write queue on a fresh copy and is stored with a compare and
// swap, so two requests of one learner never lose each other's change. A change that throws stores nothing.

export function readShelf(userId: string): Promise<Shelf> {
  return readPracticeState(userId, BOOK_LIST_STATE);
}

export function changeShelf<R>(userId: string, change: (shelf: Shelf) => R): Promise<R> {
  return updatePracticeState(userId, BOOK_LIST_STATE, change);
}
