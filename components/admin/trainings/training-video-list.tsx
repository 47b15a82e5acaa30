'use client';

import { useState } from 'react';
import { LEARNING_MSG } from '@/lib/messages';
import { TrainingVideosError, TrainingVideosLoading } from '@/components/learning/training-videos-panel';
import { replyMessage, requestJson } from '@/lib/client/post-json';
import type { TrainingVideo } from '@/lib/trainings/queries';
import { TrainingVideoCard } from './training-video-card';
import type { ReadState } from '@/components/data/use-api-read';
import { EmptyNote } from '@/components/ui/empty-note';
import type { CatalogueCourseOption } from './course-options';

interface TrainingVideoListProps {
  state: ReadState<TrainingVideo[]>;
  courses: readonly CatalogueCourseOption[];
  /** The video's course was saved on the server. */
  onCourseSaved: (video: TrainingVideo, courseId: number | null) => void;
  /** The video is gone on the server (deleted now, or already). */
  onDeleted: (id: number) => void;
  onSessionExpired: () => void;
}

export const DELETE_VIDEO_PROMPT = 'Are you sure you want to delete this video?';

/**
 * docs/product.md#admin-videos: every uploaded video with a player and a confirmed Delete; 'No videos uploaded
 * yet.' when none.
 */
export function TrainingVideoList({ state, courses, onCourseSaved, onDeleted, onSessionExpired }: TrainingVideoListProps) {
  const [deletingId, setDeletingId] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function deleteVideo(video: TrainingVideo) {
    if (!window.confirm(`${DELETE_VIDEO_PROMPT}\n\n“${video.content}”`)) return;
    setDeletingId(video.id);
    setError(null);
    const reply = await requestJson(`/api/trainings/videos/${video.id}`, { method: 'DELETE' });
    setDeletingId(null);
    if (reply.status === 401) {
      onSessionExpired();
      return;
    }
    // 404: someone else deleted it already, which is what this admin wanted too.
    if (reply.status === 200 || reply.status === 404) {
      onDeleted(video.id);
      return;
    }
    setError(replyMessage(reply, 'The video could not be deleted. Please try again.'));
  }

  let body;
  if (state.phase === 'loading') {
    body = <TrainingVideosLoading className="rounded-xl border border-slate-200 bg-white p-6" />;
  } else if (state.phase === 'failed') {
    body = <TrainingVideosError message={state.message} testId="training-videos-error" />;
  } else if (state.data.length === 0) {
    body = (
      <EmptyNote testId="training-videos-empty" size="compact">
        {LEARNING_MSG.noVideos}
      </EmptyNote>
    );
  } else {
    body = (
      <ul className="grid gap-5 sm:grid-cols-2">
        {state.data.map((video) => (
          <TrainingVideoCard
            key={video.id}
            video={video}
            courses={courses}
            deleting={deletingId === video.id}
            onDelete={deleteVideo}
            onCourseSaved={onCourseSaved}
            onSessionExpired={onSessionExpired}
          />
        ))}
      </ul>
    );
  }

  const count = state.phase === 'ready' ? state.data.length : null;
  return (
    <section aria-labelledby="training-videos-title" className="space-y-4">
      <h2 id="training-videos-title" className="text-xl font-semibold text-ink">
        Uploaded videos{count ? <span className="ml-2 text-base font-normal text-slate-600">({count})</span> : null}
      </h2>
      <p role="alert" data-test="delete-video-error" className={error ? 'rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-800' : 'sr-only'}>
        {error}
      </p>
      {body}
    </section>
  );
}
