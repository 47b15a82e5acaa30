import 'server-only';
import type { StateShape } from '../../state-store';
import { seedShelf, ShelfSchema, type Shelf } from './shelf';

// A learner's Book List shelf on the server (one practice_state document, lib/practice/state-store.ts): until the
// first write it is the seed shelf; "Reset my practice data" deletes the row, so the seed shelf is back.
export const BOOK_LIST_STATE: StateShape<Shelf> = { exercise: 'book-list', schema: ShelfSchema, initial: seedShelf };
