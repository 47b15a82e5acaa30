import type { Challenge } from '../../challenge';

// The exercise's challenges: none yet (docs/architecture.md#practice-lab).
export const WEB_ELEMENTS_CHALLENGES: readonly Challenge[] = [];
