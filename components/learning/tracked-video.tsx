'use client';

import { useEffect, useRef, useState } from 'react';
import { newEventId } from '@/lib/client/event-id';
import { requestJson } from '@/lib/client/post-json';
import type { TrainingVideo } from '@/lib/trainings/queries';
import { TrainingVideoPlayer } from './training-video-player';
import type { SavedVideoProgress } from './use-video-progress';
import { trackPlayback, type VideoReport } from './video-tracker';

const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(Math.floor(seconds % 60)).padStart(2, '0')}`;

/**
 * A training video whose playback counts (docs/product.md#progress): it resumes where the learner stopped, on any
 * device, and reports what was actually played. `saved` is null until the learner's progress is read; the player
 * starts tracking only then, so it never resumes from a stale position.
 */
export function TrackedTrainingVideo({ video, saved }: { video: TrainingVideo; saved: SavedVideoProgress | null | undefined }) {
  const element = useRef<HTMLVideoElement>(null);
  const [reported, setReported] = useState<{ watched: number; position: number } | null>(null);
  const progress = reported ?? saved ?? null;
  const ready = saved !== undefined;
  const resumeAt = saved?.position ?? null;

  useEffect(() => {
    const player = element.current;
    if (!player || !ready) return;
    const send = (report: VideoReport) => {
      // keepalive: a report sent as the learner leaves the page still arrives.
      void requestJson<SavedVideoProgress>(`/api/progress/videos/${video.id}`, {
        method: 'POST',
        keepalive: true,
        body: JSON.stringify({ eventId: newEventId(), ...report }),
      }).then((reply) => {
        // Replies may come back out of order; the server's share never falls, so the highest one is the latest.
        if (reply.status === 200) setReported((before) => ({ watched: Math.max(before?.watched ?? 0, reply.data.watched), position: reply.data.position }));
      });
    };
    return trackPlayback(player, send, resumeAt);
  }, [ready, resumeAt, video.id]);

  return (
    <>
      <TrainingVideoPlayer ref={element} video={video} aria-label={video.content} data-ready={ready} data-test="training-video-player" />
      <p className="px-4 pt-3 text-xs text-slate-600" data-test="video-progress">
        {progress ? `${Math.floor(progress.watched * 100 + 1e-9)}% watched · resumes at ${clock(progress.position)}` : 'Not started yet'}
      </p>
    </>
  );
}
