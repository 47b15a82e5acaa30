import type { Challenge } from '../../challenge';

// The exercise's challenges: none yet (docs/architecture.md#practice-lab).
export const FRAMES_ALERT_CHALLENGES: readonly Challenge[] = [];
