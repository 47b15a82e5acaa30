import type { Challenge } from '../../challenge';

// The exercise's challenges: none yet (docs/architecture.md#practice-lab).
export const BOOK_LIST_CHALLENGES: readonly Challenge[] = [];
