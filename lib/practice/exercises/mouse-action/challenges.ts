import type { Challenge } from '../../challenge';

// The exercise's challenges: none yet (docs/architecture.md#practice-lab).
export const MOUSE_ACTION_CHALLENGES: readonly Challenge[] = [];
