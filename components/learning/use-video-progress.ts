'use client';

import { clearIdentity } from '@/components/auth/identity-store';
import { useApiRead } from '@/components/data/use-api-read';
import { PROGRESS_MSG } from '@/lib/messages';

export interface SavedVideoProgress {
  videoId: number;
  position: number;
  duration: number;
  watched: number;
}

function progressMap(body: unknown): Map<number, SavedVideoProgress> | null {
  const videos = (body as { videos?: unknown } | null)?.videos;
  if (!Array.isArray(videos)) return null;
  return new Map((videos as SavedVideoProgress[]).map((row) => [row.videoId, row]));
}

/**
 * The learner's saved progress in every training video (GET /api/progress/videos): where each resumes and how much
 * was played. `enabled` false (a visitor, an unpaid student) reads nothing.
 */
export function useVideoProgress(enabled: boolean) {
  const { state } = useApiRead(enabled ? '/api/progress/videos' : null, {
    parse: progressMap,
    messages: { failed: PROGRESS_MSG.loadFailed, noData: PROGRESS_MSG.loadFailed },
    // A public page: a session that ended makes the visitor a visitor again, without sending them to /login.
    onSessionExpired: clearIdentity,
  });
  return state.phase === 'ready' ? state.data : null;
}
