'use client';

import { useCallback, useEffect, useState } from 'react';
import { loadTrainings } from '@/components/learning/load-trainings';
import { LEARNING_MSG } from '@/components/learning/messages';
import type { TrainingVideo } from '@/lib/trainings/queries';

export type VideoListState =
  | { kind: 'loading' }
  | { kind: 'videos'; videos: TrainingVideo[] }
  | { kind: 'error'; message: string };

/**
 * The admin's training video list, read through the same GET /api/trainings/{userId} call (and the same
 * messages, docs/product.md#training-videos) as the students' videos panel. `reload` reads it again, e.g. after
 * an upload.
 */
export function useTrainingVideos(userId: string, onSessionExpired: () => void) {
  const [state, setState] = useState<VideoListState>({ kind: 'loading' });
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    loadTrainings(userId, controller.signal)
      .then((outcome) => {
        if (outcome.kind === 'unauthorized') {
          onSessionExpired();
          return;
        }
        // An admin is never refused for payment; a 403 here means the role was taken away.
        setState(outcome.kind === 'unpaid' ? { kind: 'error', message: LEARNING_MSG.videosFailed } : outcome);
      })
      .catch(() => {
        if (!controller.signal.aborted) setState({ kind: 'error', message: LEARNING_MSG.videosFailed });
      });
    return () => controller.abort();
  }, [userId, generation, onSessionExpired]);

  // The current list stays on screen while it is read again, so the page does not flicker.
  const reload = useCallback(() => setGeneration((value) => value + 1), []);

  const forget = useCallback((id: number) => {
    setState((current) => (current.kind === 'videos' ? { ...current, videos: current.videos.filter((video) => video.id !== id) } : current));
  }, []);

  return { state, reload, forget };
}
