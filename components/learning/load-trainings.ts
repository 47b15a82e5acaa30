import type { TrainingVideo } from '@/lib/trainings/queries';
import { LEARNING_MSG } from './messages';

export type TrainingsOutcome =
  | { kind: 'videos'; videos: TrainingVideo[] }
  | { kind: 'unauthorized' }
  | { kind: 'unpaid' }
  | { kind: 'error'; message: string };

/**
 * GET /api/trainings/{userId}, mapped to what the videos panel shows (docs/product.md#training-videos): 401 means the
 * session is gone, 403 that the server does not see a payment, anything else unusable is an error.
 */
export async function loadTrainings(userId: string, signal: AbortSignal): Promise<TrainingsOutcome> {
  const response = await fetch(`/api/trainings/${encodeURIComponent(userId)}`, { credentials: 'same-origin', signal });
  if (response.status === 401) return { kind: 'unauthorized' };
  if (response.status === 403) return { kind: 'unpaid' };
  if (!response.ok) return { kind: 'error', message: LEARNING_MSG.videosFailed };
  const body: unknown = await response.json();
  if (!Array.isArray(body)) return { kind: 'error', message: LEARNING_MSG.noData };
  return { kind: 'videos', videos: body as TrainingVideo[] };
}
