'use client';

import { useApiRead } from '@/components/data/use-api-read';
import { arrayBody } from '@/lib/client/read-api';
import type { TrainingVideo } from '@/lib/trainings/queries';
import { LEARNING_MSG } from '@/lib/messages';

/**
 * GET /api/trainings/{userId} (docs/product.md#training-videos), for the students' videos panel and the
 * admin's list alike: a failed status (403 included) or an unreadable body shows the list's messages.
 * `userId` null reads nothing.
 */
export function useTrainingVideos(userId: string | null) {
  return useApiRead<TrainingVideo[]>(userId ? `/api/trainings/${encodeURIComponent(userId)}` : null, {
    parse: arrayBody<TrainingVideo>,
    messages: { failed: LEARNING_MSG.videosFailed, noData: LEARNING_MSG.noData },
  });
}
